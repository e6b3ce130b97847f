import type { z } from 'zod';

const JSON_TEXT = Symbol('siteguard.serialized');

/**
 * An endpoint's `data` checked against its response schema and turned into JSON once, for answers
 * that are cached and sent many times (the shell's hot reads): `registerEndpoint` wraps the text in
 * the envelope as it is, instead of validating and serialising the same object on every request.
 */
export interface Serialized<T> {
  readonly [JSON_TEXT]: string;
  /** Type only: what the text holds. */
  readonly __data?: T;
}

export function serialize<S extends z.ZodType>(schema: S, data: z.input<S>): Serialized<z.input<S>> {
  // The same check the response serialiser makes; a wrong shape fails here, at load, not later.
  return { [JSON_TEXT]: JSON.stringify(schema.encode(data as z.output<S>)) };
}

export function serializedText(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null && JSON_TEXT in value
    ? (value as Serialized<unknown>)[JSON_TEXT]
    : undefined;
}

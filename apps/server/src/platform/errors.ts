import { type ErrorName, type ErrorParams, errors } from '@siteguard/contracts';

/**
 * The one way feature code fails on purpose: a catalogue name plus message parameters.
 * The error handler turns it into the envelope with the catalogue's HTTP status and the message in
 * the request's language.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly code: number;

  constructor(
    readonly errorName: ErrorName,
    readonly params: ErrorParams = {},
    readonly data: Record<string, unknown> | null = null,
    statusOverride?: number,
  ) {
    super(errorName);
    this.code = errors[errorName].code;
    this.statusCode = statusOverride ?? errors[errorName].status;
  }
}

export const fail = (name: ErrorName, params?: ErrorParams, data?: Record<string, unknown> | null): never => {
  throw new AppError(name, params, data);
};

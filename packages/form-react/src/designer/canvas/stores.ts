/**
 * Two tiny external stores read with useSyncExternalStore, so that a selection change or a drag over
 * a zone re-renders only the controls and zones whose answer changed, never the whole canvas.
 */
import { useCallback, useSyncExternalStore } from 'react';

export class ValueStore<T> {
  private value: T;
  private readonly listeners = new Set<() => void>();

  constructor(initial: T) {
    this.value = initial;
  }

  get = (): T => this.value;

  set(next: T): void {
    if (Object.is(next, this.value)) return;
    this.value = next;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** Where a dragged control would land, and whether the core refuses it there. */
export interface DropTarget {
  readonly zone: string;
  readonly index: number;
  /** The refusal text when the core would refuse the drop. */
  readonly refused?: string;
  /** Where the insertion line goes, relative to the zone's box (px). */
  readonly line?: {
    readonly top: number;
    readonly left: number;
    readonly width: number;
    readonly height: number;
  };
}

/** A derived value of one store: re-renders the caller only when `pick` returns something new. */
export function useStoreValue<T, R>(store: ValueStore<T>, pick: (value: T) => R): R {
  const read = useCallback(() => pick(store.get()), [store, pick]);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** True when `key` is the selected control. */
export function useIsSelected(store: ValueStore<string>, key: string): boolean {
  const pick = useCallback((selected: string) => selected === key, [key]);
  return useStoreValue(store, pick);
}

/** The drop target when it is in `zone`, else undefined. */
export function useZoneTarget(
  store: ValueStore<DropTarget | undefined>,
  zone: string,
): DropTarget | undefined {
  const pick = useCallback(
    (target: DropTarget | undefined) => (target?.zone === zone ? target : undefined),
    [zone],
  );
  return useStoreValue(store, pick);
}

/**
 * One subscription per thing drawn: a field reads its own value, errors and runtime options through
 * useSyncExternalStore, so a change elsewhere never re-renders it.
 */
import type { Control, FieldError } from '@siteguard/form-engine';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useRuntimeContext } from './context';
import type { ModelMeta } from './store';

export function useFieldValue(path: string): unknown {
  const { store } = useRuntimeContext().env;
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeValue(path, listener),
    [store, path],
  );
  const read = useCallback(() => store.get(path), [store, path]);
  return useSyncExternalStore(subscribe, read, read);
}

export function useFieldErrors(path: string): readonly FieldError[] | undefined {
  const { store } = useRuntimeContext().env;
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeErrors(path, listener),
    [store, path],
  );
  const read = useCallback(() => store.errorsAt(path), [store, path]);
  return useSyncExternalStore(subscribe, read, read);
}

export function useModelMeta(model: string | undefined): ModelMeta {
  const { store } = useRuntimeContext().env;
  const key = model ?? '';
  const subscribe = useCallback((listener: () => void) => store.subscribeMeta(key, listener), [store, key]);
  const read = useCallback(() => store.getMeta(key), [store, key]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The control as the runtime API has changed it (hide, disable, setOptions). */
export function useEffectiveControl(control: Control): Control {
  const { store } = useRuntimeContext().env;
  const meta = useModelMeta(typeof control.model === 'string' ? control.model : undefined);
  // meta is the dependency that matters: applyMeta reads it from the store
  // biome-ignore lint/correctness/useExhaustiveDependencies: meta changes when the store's meta does
  return useMemo(() => store.applyMeta(control), [store, control, meta]);
}

/** A batch's row keys: a new array only when rows are added or removed. */
export function useRowKeys(path: string): readonly string[] {
  const { store } = useRuntimeContext().env;
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeValue(path, listener),
    [store, path],
  );
  const read = useCallback(() => store.rowKeys(path), [store, path]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The value a dialog shows: followed while it is open, held while it is closed. The designer may
 * drop the value as it closes the dialog (the JSON dialog's value becomes undefined) and keeps
 * changing the form behind it; the closing animation should still show what was there, and nothing
 * is recomputed for a closed dialog. Undefined until the dialog first opens.
 */
import { useRef } from 'react';

export function useKeptWhileClosing<T>(open: boolean, value: T): T | undefined {
  const kept = useRef<T | undefined>(undefined);
  // Written during render on purpose: it must be the value of this very render when open.
  if (open) kept.current = value;
  return kept.current;
}

/**
 * The text in a box while the user types, kept apart from the stored value. Edits are stored as the
 * user types, so normally the two agree; they differ when an edit is refused (a model already in
 * use, a pattern that is not a regular expression, JSON that does not read): the box keeps what was
 * typed, caret and all, and shows why. A change of the stored value from elsewhere (undo, another
 * editor) replaces the draft.
 */
import { useState } from 'react';

export interface Draft {
  readonly text: string;
  /** Why the text is not stored, or undefined. */
  readonly error: string | undefined;
  /** The user typed `text`: checked, then stored unless refused. */
  change(text: string): void;
}

/**
 * `check` refuses text before it is stored; `commit` stores it and may still refuse it by returning
 * the reason as a string (the core's refusals); anything else it returns counts as stored.
 */
export function useDraft(
  stored: string,
  commit: (text: string) => unknown,
  check?: (text: string) => string | undefined,
): Draft {
  const [text, setText] = useState(stored);
  const [seen, setSeen] = useState(stored);
  const [refused, setRefused] = useState<{ text: string; reason: string }>();
  // The stored value changed from elsewhere: show it (React's "adjust state while rendering").
  if (stored !== seen) {
    setSeen(stored);
    setText(stored);
  }
  const error = check?.(text) ?? (refused?.text === text ? refused.reason : undefined);
  const change = (next: string) => {
    setText(next);
    if (check?.(next) !== undefined) return;
    const reason = commit(next);
    setRefused(typeof reason === 'string' ? { text: next, reason } : undefined);
  };
  return { text, error, change };
}

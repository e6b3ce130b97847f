/**
 * The designer's keyboard: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Ctrl/Cmd+S save,
 * Delete removes the selected control, Escape clears the selection. Keys typed into a field (the
 * properties panel, a dialog) stay with that field, except save; keys pressed in a dialog or another
 * part of the page are not the designer's. Delete and Escape act on the canvas (or with nothing
 * focused): pressed on a switch of the properties panel or a palette item they mean nothing here.
 */
import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';

export interface DesignerKeyHandlers {
  undo(): void;
  redo(): void;
  save(): void;
  removeSelected(): void;
  clearSelection(): void;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'range', 'color', 'file'].includes(type);
}

export type KeyAction = keyof DesignerKeyHandlers;

/** The designer action a key press means, or undefined; pure, for tests. */
export function keyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
  typing: boolean,
  onCanvas = true,
): KeyAction | undefined {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (mod && !event.altKey && key === 's') return 'save';
  if (typing) return undefined;
  if (mod && !event.altKey && key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (event.ctrlKey && !event.altKey && !event.shiftKey && key === 'y') return 'redo';
  if (!onCanvas || mod || event.altKey) return undefined;
  if (event.key === 'Delete') return 'removeSelected';
  if (event.key === 'Escape') return 'clearSelection';
  return undefined;
}

export function useDesignerKeys(root: RefObject<HTMLElement | null>, handlers: DesignerKeyHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target;
      // The designer's own keys: pressed inside it, or with nothing focused (focus on the body).
      const inside = target instanceof Node && (root.current?.contains(target) ?? false);
      if (!inside && target !== document.body) return;
      const onCanvas =
        target === document.body || (target instanceof Element && target.closest('.sgd-canvas') !== null);
      const action = keyAction(event, isTyping(target), onCanvas);
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root]);
}

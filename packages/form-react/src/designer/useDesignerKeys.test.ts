import { describe, expect, it } from 'vitest';
import { keyAction } from './useDesignerKeys';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keyAction', () => {
  it('maps undo, both redos, save, delete and escape', () => {
    expect(keyAction(key('z', { ctrlKey: true }), false)).toBe('undo');
    expect(keyAction(key('z', { metaKey: true }), false)).toBe('undo');
    expect(keyAction(key('Z', { ctrlKey: true, shiftKey: true }), false)).toBe('redo');
    expect(keyAction(key('z', { metaKey: true, shiftKey: true }), false)).toBe('redo');
    expect(keyAction(key('y', { ctrlKey: true }), false)).toBe('redo');
    expect(keyAction(key('s', { ctrlKey: true }), false)).toBe('save');
    expect(keyAction(key('s', { metaKey: true }), false)).toBe('save');
    expect(keyAction(key('Delete'), false)).toBe('removeSelected');
    expect(keyAction(key('Escape'), false)).toBe('clearSelection');
  });

  it('leaves keys typed into a field to the field, except save', () => {
    expect(keyAction(key('z', { ctrlKey: true }), true)).toBeUndefined();
    expect(keyAction(key('y', { ctrlKey: true }), true)).toBeUndefined();
    expect(keyAction(key('Delete'), true)).toBeUndefined();
    expect(keyAction(key('s', { ctrlKey: true }), true)).toBe('save');
  });

  it('keeps Delete and Escape to the canvas; undo and redo work anywhere in the designer', () => {
    expect(keyAction(key('Delete'), false, false)).toBeUndefined();
    expect(keyAction(key('Escape'), false, false)).toBeUndefined();
    expect(keyAction(key('z', { ctrlKey: true }), false, false)).toBe('undo');
    expect(keyAction(key('y', { ctrlKey: true }), false, false)).toBe('redo');
  });

  it('ignores other keys and Alt chords', () => {
    expect(keyAction(key('z'), false)).toBeUndefined();
    expect(keyAction(key('Backspace'), false)).toBeUndefined();
    expect(keyAction(key('z', { ctrlKey: true, altKey: true }), false)).toBeUndefined();
    expect(keyAction(key('Delete', { ctrlKey: true }), false)).toBeUndefined();
  });
});

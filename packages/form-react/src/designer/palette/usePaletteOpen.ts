/**
 * Which palette sections are open, remembered in localStorage under one key (spec §2: the open
 * sections are kept locally; section 1 is open by default). The value is a JSON array of section ids.
 */
import { useCallback, useState } from 'react';
import type { PaletteSectionId } from './sections';
import { PALETTE_SECTIONS } from './sections';

export const PALETTE_STORAGE_KEY = 'siteguard.formDesigner.paletteOpen';
const DEFAULT_OPEN: readonly PaletteSectionId[] = [PALETTE_SECTIONS[0]];

function read(): readonly PaletteSectionId[] {
  try {
    const raw = window.localStorage.getItem(PALETTE_STORAGE_KEY);
    if (raw === null) return DEFAULT_OPEN;
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return DEFAULT_OPEN;
    return PALETTE_SECTIONS.filter((id) => value.includes(id));
  } catch {
    // storage blocked or a hand-edited value: the default
    return DEFAULT_OPEN;
  }
}

export function usePaletteOpen(): [readonly PaletteSectionId[], (open: readonly string[]) => void] {
  const [open, setOpen] = useState(read);
  const change = useCallback((next: readonly string[]) => {
    const ids = PALETTE_SECTIONS.filter((id) => next.includes(id));
    setOpen(ids);
    try {
      window.localStorage.setItem(PALETTE_STORAGE_KEY, JSON.stringify(ids));
    } catch {
      // storage full or blocked: the sections still open and close for this visit
    }
  }, []);
  return [open, change];
}

/**
 * The palette's sections, derived from the registry so custom controls find their place: basic are
 * the simple fields (those a batch accepts), advanced the other fields and the display controls,
 * layout the layouts.
 */
import type { ControlSpec, Registry } from '@siteguard/form-engine';

export const PALETTE_SECTIONS = ['basic', 'advanced', 'layout'] as const;
export type PaletteSectionId = (typeof PALETTE_SECTIONS)[number];

export function sectionOf(spec: ControlSpec): PaletteSectionId {
  if (spec.kind === 'layout') return 'layout';
  if (spec.kind === 'field' && spec.rowChild) return 'basic';
  return 'advanced';
}

export function paletteSections(
  registry: Registry,
): ReadonlyArray<{ id: PaletteSectionId; specs: readonly ControlSpec[] }> {
  return PALETTE_SECTIONS.map((id) => ({
    id,
    specs: registry.specs.filter((spec) => sectionOf(spec) === id),
  }));
}

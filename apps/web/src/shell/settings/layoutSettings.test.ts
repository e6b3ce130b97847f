import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  DEFAULT_LAYOUT_SETTINGS,
  normalizeSettings,
  PRIMARY_COLOR_PRESETS,
  settingsFrom,
} from './layoutSettings';

const d = DEFAULT_LAYOUT_SETTINGS;

describe('layout defaults', () => {
  it('follow decisions.md', () => {
    expect(d).toEqual({
      layoutMode: 'sidemenu',
      navTheme: 'dark',
      primaryColor: '#1890FF',
      colorWeak: false,
      fixedHeader: false,
      fixedSidebar: false,
      autoHideHeader: false,
      contentWidth: 'Fixed',
      multiTab: false,
      sidebarOpen: true,
    });
  });

  it('offer eight distinct presets, the default first', () => {
    expect(PRIMARY_COLOR_PRESETS).toHaveLength(8);
    expect(new Set(PRIMARY_COLOR_PRESETS.map((p) => p.color)).size).toBe(8);
    expect(PRIMARY_COLOR_PRESETS[0].color).toBe(d.primaryColor);
  });
});

describe('normalizeSettings', () => {
  it('forces the fixed sidebar off in top-menu mode and disables its switch', () => {
    const top = normalizeSettings({ ...d, fixedSidebar: true, layoutMode: 'topmenu' });
    expect(top.fixedSidebar).toBe(false);
    expect(availabilityOf(top).fixedSidebar).toBe(false);
    expect(normalizeSettings({ ...d, fixedSidebar: true }).fixedSidebar).toBe(true);
  });

  it('allows auto-hide only with a fixed header', () => {
    expect(normalizeSettings({ ...d, autoHideHeader: true }).autoHideHeader).toBe(false);
    expect(availabilityOf(d).autoHideHeader).toBe(false);
    const fixed = normalizeSettings({ ...d, fixedHeader: true, autoHideHeader: true });
    expect(fixed.autoHideHeader).toBe(true);
    expect(availabilityOf(fixed).autoHideHeader).toBe(true);
    // Unfixing the header turns auto-hide off with it.
    expect(normalizeSettings({ ...fixed, fixedHeader: false }).autoHideHeader).toBe(false);
  });

  it('offers Fluid width only in top-menu mode', () => {
    expect(normalizeSettings({ ...d, contentWidth: 'Fluid' }).contentWidth).toBe('Fixed');
    expect(availabilityOf(d).fluidWidth).toBe(false);
    const top = normalizeSettings({ ...d, layoutMode: 'topmenu', contentWidth: 'Fluid' });
    expect(top.contentWidth).toBe('Fluid');
    expect(normalizeSettings({ ...top, layoutMode: 'sidemenu' }).contentWidth).toBe('Fixed');
  });
});

describe('settingsFrom', () => {
  it('takes the defaults for missing or malformed values', () => {
    expect(settingsFrom({})).toEqual(d);
    expect(
      settingsFrom({ layoutMode: 'diagonal', navTheme: 1, primaryColor: 'red', multiTab: 'yes' }),
    ).toEqual(d);
  });

  it('keeps valid values and applies the rules to them', () => {
    const read = settingsFrom({
      layoutMode: 'topmenu',
      navTheme: 'light',
      primaryColor: '#722ED1',
      fixedSidebar: true,
      autoHideHeader: true,
      contentWidth: 'Fluid',
      multiTab: true,
    });
    expect(read).toMatchObject({
      layoutMode: 'topmenu',
      navTheme: 'light',
      primaryColor: '#722ED1',
      fixedSidebar: false,
      autoHideHeader: false,
      contentWidth: 'Fluid',
      multiTab: true,
    });
  });
});

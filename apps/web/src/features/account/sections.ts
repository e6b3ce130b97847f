/** The sections of /account/settings, in menu order (spec §2). */
export const SETTINGS_SECTIONS = ['base', 'security', 'custom', 'binding', 'notification'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

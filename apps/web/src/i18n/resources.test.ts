import { LANGS } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, namespaceLoaders } from './resources';

// The feature folder of each console namespace, where its own three text files live.
const FOLDERS: Record<string, string> = {
  account: '../features/account',
  components: '../components',
  dict: '../features/dict',
  cameras: '../features/cameras',
  notifications: '../features/notifications',
  system: '../features/system',
  forms: '../features/forms',
  workflow: '../features/workflow',
  permits: '../features/permits',
  devices: '../features/devices',
  cctv: '../features/cctv',
  tracking: '../features/tracking',
  weather: '../features/weather',
  heatStress: '../features/heatStress',
  dutyRosters: '../features/alerting/rosters',
  dashboard: '../features/dashboard',
  home: '../features/home',
};

const textFiles = import.meta.glob<{ default: object }>([
  '../features/*/locales/*.ts',
  '../features/*/*/locales/*.ts',
  '../components/locales/*.ts',
]);

describe('text loaders', () => {
  it('lists every namespace, each with a loader per language', () => {
    expect(Object.keys(namespaceLoaders).sort()).toEqual([...NAMESPACES].sort());
    for (const namespace of NAMESPACES)
      expect(Object.keys(namespaceLoaders[namespace]).sort()).toEqual([...LANGS].sort());
  });

  it.each(Object.keys(FOLDERS))(
    'gives %s its own texts in every language from the one console module',
    async (namespace) => {
      for (const lang of LANGS) {
        const load = textFiles[`${FOLDERS[namespace]}/locales/${lang}.ts`];
        expect(load, `${namespace}/${lang}`).toBeDefined();
        const own = (await load?.())?.default;
        const loaded = (await namespaceLoaders[namespace as keyof typeof namespaceLoaders][lang]()).default;
        // The same module object: the console module re-exports the feature's file, it does not copy it.
        expect(loaded).toBe(own);
      }
    },
  );

  it('keeps the sign-in route’s namespaces out of the console module', async () => {
    for (const lang of LANGS) {
      const consoleTexts = await import(`./consoleTexts/${lang}.ts`);
      expect(Object.keys(consoleTexts)).not.toContain('common');
      expect(Object.keys(consoleTexts)).not.toContain('auth');
      expect(Object.keys(consoleTexts).sort()).toEqual(Object.keys(FOLDERS).sort());
    }
  });
});

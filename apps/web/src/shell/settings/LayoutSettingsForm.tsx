import { CheckOutlined } from '@ant-design/icons';
import { List, Segmented, Select, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './LayoutSettingsForm.module.css';
import { availabilityOf, type LayoutSettings, PRIMARY_COLOR_PRESETS } from './layoutSettings';
import { updateLayoutSettings, useLayoutSettings } from './settingsStore';

function Row({ label, control, hint }: { label: string; control: ReactNode; hint?: string | undefined }) {
  return (
    <List.Item actions={[control]}>
      <List.Item.Meta title={label} description={hint} />
    </List.Item>
  );
}

/**
 * The layout preferences (spec §2 "Settings drawer"): the same controls in the development drawer
 * and on /account/settings/custom. Switches the rules forbid are disabled with the reason beside them.
 */
export function LayoutSettingsForm() {
  const { t } = useTranslation();
  const settings = useLayoutSettings();
  const allowed = availabilityOf(settings);
  const set = (patch: Partial<LayoutSettings>) => updateLayoutSettings(patch);
  const toggle = (
    field: 'colorWeak' | 'fixedHeader' | 'fixedSidebar' | 'autoHideHeader' | 'multiTab',
    disabled = false,
  ) => (
    <Switch
      size="small"
      checked={settings[field]}
      disabled={disabled}
      aria-label={t(`settings.${field}`)}
      onChange={(checked) => set({ [field]: checked })}
    />
  );

  return (
    <div className={styles.form} data-testid="layout-settings">
      <List split={false} size="small" header={<strong>{t('settings.layoutSection')}</strong>}>
        <Row
          label={t('settings.layoutMode')}
          control={
            <Segmented<LayoutSettings['layoutMode']>
              size="small"
              aria-label={t('settings.layoutMode')}
              value={settings.layoutMode}
              options={[
                { value: 'sidemenu', label: t('settings.sidemenu') },
                { value: 'topmenu', label: t('settings.topmenu') },
              ]}
              onChange={(layoutMode) => set({ layoutMode })}
            />
          }
        />
        <Row
          label={t('settings.navTheme')}
          control={
            <Segmented<LayoutSettings['navTheme']>
              size="small"
              aria-label={t('settings.navTheme')}
              value={settings.navTheme}
              options={[
                { value: 'dark', label: t('settings.dark') },
                { value: 'light', label: t('settings.light') },
              ]}
              onChange={(navTheme) => set({ navTheme })}
            />
          }
        />
        <Row
          label={t('settings.contentWidth')}
          hint={allowed.fluidWidth ? undefined : t('settings.fluidOnlyTop')}
          control={
            <Select<LayoutSettings['contentWidth']>
              size="small"
              className={styles.select}
              aria-label={t('settings.contentWidth')}
              value={settings.contentWidth}
              options={[
                { value: 'Fixed', label: t('settings.fixed') },
                { value: 'Fluid', label: t('settings.fluid'), disabled: !allowed.fluidWidth },
              ]}
              onChange={(contentWidth) => set({ contentWidth })}
            />
          }
        />
        <Row label={t('settings.fixedHeader')} control={toggle('fixedHeader')} />
        <Row
          label={t('settings.autoHideHeader')}
          hint={allowed.autoHideHeader ? undefined : t('settings.autoHideNeedsFixed')}
          control={toggle('autoHideHeader', !allowed.autoHideHeader)}
        />
        <Row
          label={t('settings.fixedSidebar')}
          hint={allowed.fixedSidebar ? undefined : t('settings.noSidebarInTop')}
          control={toggle('fixedSidebar', !allowed.fixedSidebar)}
        />
        <Row label={t('settings.multiTab')} control={toggle('multiTab')} />
      </List>
      <List split={false} size="small" header={<strong>{t('settings.colourSection')}</strong>}>
        <Row
          label={t('settings.primaryColor')}
          control={
            <fieldset className={styles.swatches} aria-label={t('settings.primaryColor')}>
              {PRIMARY_COLOR_PRESETS.map(({ key, color }) => {
                const checked = settings.primaryColor.toUpperCase() === color;
                return (
                  <Tooltip key={key} title={t(`settings.colors.${key}`)}>
                    <button
                      type="button"
                      aria-pressed={checked}
                      aria-label={t(`settings.colors.${key}`)}
                      className={styles.swatch}
                      style={{ background: color }}
                      onClick={() => set({ primaryColor: color })}
                    >
                      {checked ? <CheckOutlined /> : null}
                    </button>
                  </Tooltip>
                );
              })}
            </fieldset>
          }
        />
        <Row label={t('settings.colorWeak')} control={toggle('colorWeak')} />
      </List>
    </div>
  );
}

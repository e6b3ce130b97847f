import { LANGS, type Lang } from '@siteguard/contracts';
import { ConfigProvider, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang, switchLanguage } from '../../i18n/i18n';
import { LANG_LABELS } from '../../i18n/language';

// The switch sits on the tinted sign-in background, where antd's default track colour vanishes.
const switchTheme = { components: { Segmented: { trackBg: 'rgba(0, 0, 0, 0.06)' } } };

const options = LANGS.map((lang) => ({ value: lang, label: <span lang={lang}>{LANG_LABELS[lang]}</span> }));

/**
 * Switches the interface language at once; i18n.ts persists the choice. A segmented control rather
 * than a dropdown: three short options fit on a phone, and the sign-in route does not pay for antd's Menu.
 * The main layout passes `onChange` to load the menus in the new language before switching.
 */
export function LanguageSwitch({ onChange }: { onChange?: (lang: Lang) => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <ConfigProvider theme={switchTheme}>
      <Segmented<Lang>
        size="small"
        aria-label={t('layout.language')}
        options={options}
        value={currentLang()}
        onChange={(lang) => void (onChange ? onChange(lang) : switchLanguage(lang))}
      />
    </ConfigProvider>
  );
}

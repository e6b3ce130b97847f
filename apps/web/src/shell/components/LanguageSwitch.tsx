import { GlobalOutlined } from '@ant-design/icons';
import { LANGS } from '@siteguard/contracts';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { isLang, LANG_LABELS } from '../../i18n/language';

const items: MenuProps['items'] = LANGS.map((lang) => ({ key: lang, label: LANG_LABELS[lang], lang }));

/** Switches the interface language at once; i18n.ts persists the choice. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = currentLang();

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (isLang(key)) void i18n.changeLanguage(key);
  };

  return (
    <Dropdown menu={{ items, onClick, selectable: true, selectedKeys: [active] }} placement="bottomRight">
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('layout.language')}>
        {LANG_LABELS[active]}
      </Button>
    </Dropdown>
  );
}

import { ProFormText } from '@ant-design/pro-components';
import { LANGS, type Lang } from '@siteguard/contracts';
import type { ColProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANG_LABELS } from '../../../i18n/language';
import { textRules } from './formRules';

/**
 * One required text per language (contracts' `translatedText`): a menu title, an application name.
 * The values live under `name` as `{ 'zh-HK', 'zh-CN', en }`, the shape the server takes.
 */
export function TranslatedTextFields({
  name,
  label,
  max,
  colProps,
}: {
  name: string;
  label: string;
  max: number;
  /** In a grid form, the column each language takes (three in a row with `{ span: 8 }`). */
  colProps?: ColProps;
}) {
  const { t } = useTranslation('system');
  const labelOf = (lang: Lang) => t('sharedFields.fieldIn', { field: label, lang: LANG_LABELS[lang] });
  return (
    <>
      {LANGS.map((lang) => (
        <ProFormText
          key={lang}
          name={[name, lang]}
          label={labelOf(lang)}
          fieldProps={{ lang }}
          {...(colProps ? { colProps } : {})}
          rules={textRules(t, labelOf(lang), { required: true, max })}
        />
      ))}
    </>
  );
}

/** Trims every language of a translated text before it is sent. */
export function trimTranslated(text: Record<Lang, string>): Record<Lang, string> {
  return { 'zh-HK': text['zh-HK'].trim(), 'zh-CN': text['zh-CN'].trim(), en: text.en.trim() };
}

import { Tag, type TagProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DictValue, lookupDict } from './dictLookup';
import { useDictTree } from './useDictTree';

/**
 * A dictionary value as a tag in the current language; '需重新登录' or '无此字典' (translated) when
 * it cannot be named. `colors` maps value codes to tag colours.
 */
export function DictTag({
  type,
  value,
  colors,
}: {
  type: string;
  value: DictValue | null | undefined;
  colors?: Partial<Record<string, TagProps['color']>>;
}) {
  const { t } = useTranslation('dict');
  const found = lookupDict(useDictTree(), type, value);
  if (found.status !== 'ok') return <Tag>{t(found.status === 'relogin' ? 'relogin' : 'missing')}</Tag>;
  return (
    <Tag color={value === null || value === undefined ? undefined : colors?.[String(value)]}>
      {found.label}
    </Tag>
  );
}

import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A form version as a small badge ('第 3 版', 'v3'). */
export function VersionTag({ version, color = 'blue' }: { version: number; color?: string }) {
  const { t } = useTranslation('forms');
  return (
    <Tag color={color} bordered={false}>
      {t('version.tag', { version })}
    </Tag>
  );
}

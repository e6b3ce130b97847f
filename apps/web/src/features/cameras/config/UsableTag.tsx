import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Up, down, or not yet reported (null), as the availability webhook last said. */
export function UsableTag({ usable }: { usable: boolean | null }) {
  const { t } = useTranslation('cameras');
  if (usable === null) return <Tag>{t('camera.unknown')}</Tag>;
  return <Tag color={usable ? 'success' : 'error'}>{t(usable ? 'camera.up' : 'camera.down')}</Tag>;
}

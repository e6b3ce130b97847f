import { WarningOutlined } from '@ant-design/icons';
import { deviceApis } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../api/client';

const watches = deviceApis.swWatch;

/**
 * How many watches nobody wears, beside the watch list's buttons: each raises alerts that name no
 * worker and no SOS number. Under the list's key, so saving a watch or a wearer recounts it.
 */
export function UnassignedWatches() {
  const { t } = useTranslation('devices');
  const { data } = useQuery({
    queryKey: [watches.page.path, 'unassigned'],
    queryFn: ({ signal }) =>
      callEndpoint(watches.page, { query: { pageNo: 1, pageSize: 1, hasWearer: 'false' }, signal }),
  });
  if (!data || data.totalRows === 0) return null;
  return (
    <Tooltip title={t('registry.unassignedHint')}>
      <Tag color="warning" icon={<WarningOutlined />} data-testid="unassigned-watches">
        {t('registry.unassignedCount', { count: data.totalRows })}
      </Tag>
    </Tooltip>
  );
}

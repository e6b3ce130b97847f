import { InfoCircleOutlined } from '@ant-design/icons';
import { WordCloud } from '@ant-design/plots';
import { useQuery } from '@tanstack/react-query';
import { Card, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardTagsOptions } from '../api';
import { cloudData } from '../dashboardData';
import { CardState } from './CardState';

const HEIGHT = 280;

/** The tag cloud (refetched every TAG_CLOUD_REFRESH_MS): what is happening today, sized by count. */
export function TagCloudCard({ site }: { site: string | undefined }) {
  const { t } = useTranslation('dashboard');
  const { data, isPending, isError, refetch } = useQuery(dashboardTagsOptions(site));
  const words = useMemo(() => cloudData(data?.words ?? [], (kind) => t(`tags.kinds.${kind}`)), [data, t]);
  return (
    <Card
      size="small"
      title={t('tags.title')}
      extra={
        <Tooltip title={t('tags.hint')}>
          <InfoCircleOutlined aria-label={t('tags.hint')} tabIndex={0} />
        </Tooltip>
      }
      loading={isPending}
      style={{ height: '100%' }}
      data-testid="tag-cloud"
    >
      <CardState
        error={isError}
        empty={words.length === 0 && t('tags.none')}
        onRetry={() => void refetch()}
        height={HEIGHT}
      >
        <WordCloud
          data={words}
          textField="text"
          colorField="kind"
          height={HEIGHT}
          layout={{ spiral: 'rectangular', fontSize: [14, 40], padding: 2 }}
          legend={{ color: { position: 'bottom' } }}
          // The words change every few seconds: no entrance animation each time.
          animate={false}
        />
      </CardState>
    </Card>
  );
}

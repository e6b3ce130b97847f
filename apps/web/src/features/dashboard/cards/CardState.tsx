import { Button, Empty, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a dashboard card shows when its read failed (with a retry) or holds nothing. */
export function CardState({
  error,
  empty,
  onRetry,
  height = 220,
  children,
}: {
  error: boolean;
  empty: string | false;
  onRetry: () => void;
  height?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  if (error) {
    return (
      <Result
        status="warning"
        style={{ padding: 16, minHeight: height }}
        subTitle={t('loadFailed')}
        extra={
          <Button size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (empty) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={empty}
        style={{ minHeight: height, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
      />
    );
  }
  return children;
}

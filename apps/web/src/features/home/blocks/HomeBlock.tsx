import { Button, Card, Empty, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One block of the home page: its own loading, error (with retry) and empty state. */
export function HomeBlock({
  title,
  testId,
  loading,
  error,
  empty,
  onRetry,
  extra,
  children,
}: {
  title: string;
  testId: string;
  loading: boolean;
  error: boolean;
  empty: string | false;
  onRetry: () => void;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('home');
  let body = children;
  if (error)
    body = (
      <Result
        status="warning"
        style={{ padding: 12 }}
        subTitle={t('loadFailed')}
        extra={
          <Button size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    );
  else if (empty) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <Card
      size="small"
      title={title}
      extra={extra}
      loading={loading}
      style={{ height: '100%' }}
      data-testid={testId}
    >
      {body}
    </Card>
  );
}

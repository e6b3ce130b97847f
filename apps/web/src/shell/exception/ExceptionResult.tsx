import { Button, Result, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './ExceptionResult.module.css';

interface ExceptionResultProps {
  status: Extract<ResultProps['status'], 403 | 404 | 500>;
  description: string;
}

/** The spec's exception screens (403, 404, 500) share one look and a back-to-home button. */
export function ExceptionResult({ status, description }: ExceptionResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <Result
        status={status}
        title={status}
        subTitle={description}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('exception.backHome')}
          </Button>
        }
      />
    </main>
  );
}

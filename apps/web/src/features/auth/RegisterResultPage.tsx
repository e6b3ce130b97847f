import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** After registration: names the new account (from the query, so a reload keeps it) and links to sign-in. */
export function RegisterResultPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const account = searchParams.get('account') ?? '';
  return (
    <Result
      status="success"
      title={t('registerResult.success')}
      subTitle={t('registerResult.description', { account })}
      extra={
        <Link to="/user/login">
          <Button type="primary">{t('registerResult.toLogin')}</Button>
        </Link>
      }
    />
  );
}

import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './LoginPage.module.css';

interface CaptchaInputProps {
  value?: string;
  onChange?: (value: string) => void;
  image: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The answer box beside the challenge picture; clicking the picture asks for a new one. */
export function CaptchaInput({ value, onChange, image, loading, onRefresh }: CaptchaInputProps) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.captchaRow}>
      <Input
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        prefix={<SafetyCertificateOutlined className={styles.fieldIcon} />}
        placeholder={t('login.captcha')}
        aria-label={t('login.captcha')}
        autoComplete="off"
        maxLength={16}
      />
      <button
        type="button"
        className={styles.captchaImage}
        onClick={onRefresh}
        title={t('login.captchaRefresh')}
        aria-label={t('login.captchaRefresh')}
      >
        {/* No spinner: antd's Spin would weigh on the sign-in route for a sub-second wait. */}
        {image && !loading ? <img src={image} alt={t('login.captcha')} /> : null}
      </button>
    </div>
  );
}

import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A run's outcome: succeeded, failed, or still running (null). */
export function RunResultTag({ success }: { success: boolean | null }) {
  const { t } = useTranslation('system');
  if (success === null) return <Tag color="processing">{t('timer.running')}</Tag>;
  return <Tag color={success ? 'green' : 'red'}>{t(success ? 'timer.runOk' : 'timer.runFailed')}</Tag>;
}

import type { RestMinutes } from '@siteguard/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Rest minutes per hour, or a red STOP where the table says the work stops. */
export function RestMinutesCell({ rest }: { rest: RestMinutes | null }) {
  const { t } = useTranslation('heatStress');
  if (rest === null) return <>{t('trades.unknown')}</>;
  if (rest === 'stop')
    return (
      <Tag color="red" style={{ fontWeight: 700 }} data-testid="rest-stop">
        {t('trades.stop')}
      </Tag>
    );
  return <>{t('trades.minutes', { count: rest })}</>;
}

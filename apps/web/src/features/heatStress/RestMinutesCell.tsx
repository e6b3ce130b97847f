import type { RestMinutes } from '@siteguard/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Rest minutes per hour (a bare number when `compact`: the heading says minutes), or a red STOP. */
export function RestMinutesCell({ rest, compact = false }: { rest: RestMinutes | null; compact?: boolean }) {
  const { t } = useTranslation('heatStress');
  if (rest === null) return <>{t('trades.unknown')}</>;
  if (rest === 'stop')
    return (
      <Tag color="red" style={{ fontWeight: 700 }} data-testid="rest-stop">
        {t('trades.stop')}
      </Tag>
    );
  return <>{compact ? rest : t('trades.minutes', { count: rest })}</>;
}

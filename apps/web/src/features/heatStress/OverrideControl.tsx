import { HEAT_INDEX_MAX, HEAT_INDEX_MIN, type HeatStressBoard } from '@siteguard/contracts';
import { App, Button, InputNumber, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerError } from '../system/shared/useServerError';
import { overrideHeatIndex } from './api';

/** The site manager's hand-entered HKHI (for when the feed is down), and the way back to the feed. */
export function OverrideControl({ board }: { board: HeatStressBoard }) {
  const { t } = useTranslation('heatStress');
  const { message } = App.useApp();
  const report = useServerError();
  const [value, setValue] = useState<number | null>(board.override?.value ?? null);
  const [busy, setBusy] = useState(false);
  const send = async (next: number | null) => {
    setBusy(true);
    try {
      await overrideHeatIndex(next);
      void message.success(
        next === null ? t('override.cleared') : t('override.applied', { value: next.toFixed(1) }),
      );
      if (next === null) setValue(null);
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Text strong>
        <label htmlFor="heat-override-input">{t('override.label')}</label>
      </Typography.Text>
      <Space wrap>
        <InputNumber<number>
          id="heat-override-input"
          data-testid="heat-override-input"
          min={HEAT_INDEX_MIN}
          max={HEAT_INDEX_MAX}
          step={0.1}
          precision={1}
          placeholder={t('override.placeholder')}
          value={value}
          onChange={(next) => setValue(next)}
          onPressEnter={() => value !== null && void send(value)}
          style={{ width: 140 }}
        />
        <Button
          type="primary"
          loading={busy}
          disabled={value === null}
          onClick={() => value !== null && void send(value)}
          data-testid="heat-override-apply"
        >
          {t('override.apply')}
        </Button>
        {board.override && (
          <Popconfirm title={t('override.clearConfirm')} onConfirm={() => send(null)}>
            <Button disabled={busy} data-testid="heat-override-clear">
              {t('override.clear')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('override.hint')}
      </Typography.Text>
    </Space>
  );
}

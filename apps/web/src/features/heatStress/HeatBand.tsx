import { HEAT_LEVEL_NAMES, type HeatStressBoard } from '@siteguard/contracts';
import { Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format/dateTime';
import { currentLang } from '../../i18n/i18n';
import { HEAT_LEVEL_COLORS } from './levelColors';

/** The level in force as a big coloured band: the HKHI, where it came from, who is on site and must stop. */
export function HeatBand({ board }: { board: HeatStressBoard }) {
  const { t } = useTranslation('heatStress');
  const lang = currentLang();
  const colors = HEAT_LEVEL_COLORS[board.level];
  const muted = { color: colors.text, opacity: 0.85 };
  const source =
    board.source === 'override' && board.override
      ? t('source.override', { by: board.override.by ?? '-', at: formatDateTime(board.override.at) })
      : t(`source.${board.source}`);
  return (
    <section
      data-testid="heat-band"
      data-level={board.level}
      aria-live="polite"
      style={{
        background: colors.background,
        color: colors.text,
        borderRadius: 8,
        padding: '20px 24px',
        border: board.level === 'none' ? '1px solid #b7eb8f' : undefined,
      }}
    >
      <Row gutter={[24, 16]} align="middle">
        <Col xs={24} md={12}>
          <div style={{ fontSize: 14, ...muted }}>{t('levelTitle')}</div>
          <div style={{ display: 'flex', alignItems: 'baseline', gap: 16, flexWrap: 'wrap' }}>
            <span style={{ fontSize: 48, fontWeight: 700, lineHeight: 1.1 }} data-testid="heat-value">
              {board.value === null ? '--' : board.value.toFixed(1)}
            </span>
            <span style={{ fontSize: 22, fontWeight: 600 }} data-testid="heat-level-name">
              {board.level === 'none'
                ? t('noLevel')
                : t('levelBand', { level: HEAT_LEVEL_NAMES[board.level][lang] })}
            </span>
          </div>
          <Typography.Text style={muted}>{source}</Typography.Text>
          {board.source === 'override' && board.feed && (
            <div style={{ ...muted, fontSize: 12 }}>
              {t('feedValue', { value: board.feed.value.toFixed(1) })}
            </div>
          )}
          {board.stopSince && (
            <div style={{ ...muted, fontSize: 12 }}>
              {t('stopSince', { time: formatDateTime(board.stopSince) })}
            </div>
          )}
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={<span style={muted}>{t('onSite')}</span>}
            value={board.onSite}
            valueStyle={{ color: colors.text, fontWeight: 600 }}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={<span style={muted}>{t('mustStop')}</span>}
            value={board.mustStop}
            valueStyle={{ color: colors.text, fontWeight: 700 }}
            data-testid="heat-must-stop"
          />
        </Col>
      </Row>
    </section>
  );
}

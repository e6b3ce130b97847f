import { ReloadOutlined, SettingOutlined, WarningOutlined } from '@ant-design/icons';
import {
  formatSiteTime,
  type Lang,
  permissions,
  type WeatherSnapshot,
  type WeatherWarning,
  WORK_CATEGORY_NAMES,
} from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Result,
  Row,
  Skeleton,
  Space,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { Can } from '../../shell/permission';
import { weatherCurrentOptions } from './api';
import { WarningIcon, WeatherIcon } from './icons';
import { ReplayPicker } from './ReplayPicker';
import { RulesDrawer } from './RulesDrawer';
import { timeAgo } from './timeAgo';
import { useWeatherLiveUpdates } from './useWeatherLiveUpdates';
import styles from './WeatherPage.module.css';

const HEAT_COLOURS = { none: 'green', amber: 'gold', red: 'red', black: '#000' } as const;

export function worksText(
  works: readonly (keyof typeof WORK_CATEGORY_NAMES)[],
  lang: Lang,
  separator: string,
) {
  return works.map((work) => WORK_CATEGORY_NAMES[work][lang]).join(separator);
}

function Readings({
  data,
  lang,
  onRefresh,
  refreshing,
}: {
  data: WeatherSnapshot;
  lang: Lang;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation('weather');
  return (
    <Card
      title={data.district}
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={onRefresh}
          loading={refreshing}
          aria-label={t('refresh')}
        />
      }
      data-testid="weather-readings"
    >
      {data.stale && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('stale', { ago: timeAgo(data.fetchedAt, lang) })}
          data-testid="weather-stale"
        />
      )}
      <div className={styles.now}>
        <span className={styles.icons}>
          {data.icons.map((icon) => (
            <WeatherIcon key={icon} icon={icon} size={44} />
          ))}
          <span className={styles.temperature} data-testid="weather-temperature">
            {data.temperature ?? '-'}°C
          </span>
        </span>
        <Statistic title={t('humidity')} value={data.humidity ?? '-'} suffix="%" />
        {data.rainfall !== null && <Statistic title={t('rainfall')} value={data.rainfall} suffix="mm" />}
        {data.heatIndex && (
          <Statistic
            title={t('heatIndex')}
            value={data.heatIndex.value}
            suffix={
              <Tag color={HEAT_COLOURS[data.heatIndex.level]}>{t(`heatLevels.${data.heatIndex.level}`)}</Tag>
            }
          />
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
        {t('updated', { time: formatSiteTime(data.updatedAt, lang) })} ·{' '}
        {t('fetched', { ago: timeAgo(data.fetchedAt, lang) })} · {t('source')}
      </Typography.Paragraph>
    </Card>
  );
}

function WarningItem({ warning, lang }: { warning: WeatherWarning; lang: Lang }) {
  const { t } = useTranslation('weather');
  return (
    <div className={styles.warning} data-testid={`weather-warning-${warning.code}`}>
      <WarningIcon code={warning.code} title={warning.name} />
      <div className={styles.warningBody}>
        <Space wrap size={[8, 4]}>
          <Typography.Text strong>{warning.name}</Typography.Text>
          <Tag data-testid="weather-warning-action">{t(`actions.${warning.action}`)}</Tag>
          {warning.works.length > 0 ? (
            <Tag color="red" icon={<WarningOutlined />}>
              {t('stops', { works: worksText(warning.works, lang, lang === 'en' ? ', ' : '、') })}
            </Tag>
          ) : (
            <Tag>{t('stopsNothing')}</Tag>
          )}
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
          {warning.hkoName !== warning.name ? `${warning.hkoName} · ` : ''}
          {t('issuedAt', { time: formatSiteTime(warning.issuedAt, lang) })}
        </Typography.Paragraph>
        {warning.contents.length > 0 && (
          <Typography.Paragraph ellipsis={{ rows: 2, expandable: 'collapsible' }} style={{ marginBottom: 0 }}>
            {warning.contents.join(' ')}
          </Typography.Paragraph>
        )}
      </div>
    </div>
  );
}

function Forecast({ data }: { data: WeatherSnapshot }) {
  const { t } = useTranslation('weather');
  return (
    <Card title={t('forecast')} data-testid="weather-forecast">
      <div className={styles.forecast}>
        {data.forecast.map((day) => (
          <Card key={day.date} size="small" className={styles.day}>
            <Typography.Text strong>{day.date.slice(5).replace('-', '/')}</Typography.Text>
            <p>{day.week}</p>
            <WeatherIcon icon={day.icon} title={day.weather} />
            <p>
              <Typography.Text strong>
                {day.minTemp}–{day.maxTemp}°C
              </Typography.Text>
            </p>
            <p>
              {day.minRh}–{day.maxRh}%
            </p>
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 3, tooltip: `${day.weather} ${day.wind}` }}
              style={{ fontSize: 12, margin: '4px 0 0' }}
            >
              {day.weather}
            </Typography.Paragraph>
            {day.psr && (
              <p>
                <Tag className={styles.psr}>{t('psr', { psr: day.psr })}</Tag>
              </p>
            )}
          </Card>
        ))}
      </div>
    </Card>
  );
}

/** weather/Current: the site's readings, warnings in force with what they stop, 9 days, tips (HKO). */
export function WeatherPage() {
  const { t, i18n } = useTranslation('weather');
  const lang = isLangOf(i18n.language) ?? currentLang();
  const [rulesOpen, setRulesOpen] = useState(false);
  useWeatherLiveUpdates();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(weatherCurrentOptions(lang));

  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} data-testid="weather-loading" />;
  if (isError || !data)
    return (
      <Result
        status="warning"
        title={t('unavailable')}
        extra={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
      />
    );

  return (
    <div className={styles.page} data-testid="weather-page">
      <div className={styles.toolbar}>
        <ReplayPicker />
        <Can code={permissions.weather.rules}>
          <Button
            icon={<SettingOutlined />}
            onClick={() => setRulesOpen(true)}
            data-testid="weather-rules-open"
          >
            {t('rules.open')}
          </Button>
        </Can>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Readings data={data} lang={lang} onRefresh={() => void refetch()} refreshing={isRefetching} />
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('warnings')} data-testid="weather-warnings" style={{ height: '100%' }}>
            {data.warnings.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noWarnings')} />
            ) : (
              data.warnings.map((warning) => <WarningItem key={warning.code} warning={warning} lang={lang} />)
            )}
          </Card>
        </Col>
      </Row>
      <Forecast data={data} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={`${t('localForecast')} · ${data.local.period}`} style={{ height: '100%' }}>
            <Typography.Paragraph>{data.local.generalSituation}</Typography.Paragraph>
            <Typography.Paragraph strong>{data.local.forecast}</Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t('outlook')}: {data.local.outlook}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('tips')} style={{ height: '100%' }} data-testid="weather-tips">
            {data.tips.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noTips')} />
            ) : (
              data.tips.map((tip) => (
                <Alert key={tip.desc} type="info" showIcon message={tip.desc} style={{ marginBottom: 8 }} />
              ))
            )}
          </Card>
        </Col>
      </Row>
      <RulesDrawer open={rulesOpen} onClose={() => setRulesOpen(false)} stations={data.stations} />
    </div>
  );
}

function isLangOf(value: string): Lang | undefined {
  return value === 'zh-HK' || value === 'zh-CN' || value === 'en' ? value : undefined;
}

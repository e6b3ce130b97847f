import { Card, Col, Row, Space, Statistic, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The weather and heat level at the site, drawn from what it is given (SiteWeatherCard feeds it the
 * weather query's answer and the heat stress HeatLevelTag).
 */
export interface WeatherFigures {
  temperature: number | null;
  humidity: number | null;
  /** Warning names in force, already in the reader's language. */
  warnings: readonly string[];
}

export function WeatherCard({
  weather,
  heatLevel,
  loading,
}: {
  weather: WeatherFigures | undefined;
  /** The heat stress HeatLevelTag, rendered by the caller. */
  heatLevel?: ReactNode;
  loading: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Card
      size="small"
      title={t('weather.title')}
      loading={loading}
      style={{ height: '100%' }}
      data-testid="weather-card"
    >
      {!weather ? (
        <Typography.Text type="secondary">{t('weather.unavailable')}</Typography.Text>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Row gutter={12}>
            <Col span={12}>
              <Statistic title={t('weather.temperature')} value={weather.temperature ?? '-'} suffix="°C" />
            </Col>
            <Col span={12}>
              <Statistic title={t('weather.humidity')} value={weather.humidity ?? '-'} suffix="%" />
            </Col>
          </Row>
          {heatLevel ? (
            <Space>
              <Typography.Text type="secondary">{t('weather.heatLevel')}</Typography.Text>
              {heatLevel}
            </Space>
          ) : null}
          <Space wrap>
            {weather.warnings.length === 0 ? (
              <Typography.Text type="secondary">{t('weather.noWarnings')}</Typography.Text>
            ) : (
              weather.warnings.map((warning) => (
                <Tag color="orange" key={warning}>
                  {warning}
                </Tag>
              ))
            )}
          </Space>
        </Space>
      )}
    </Card>
  );
}

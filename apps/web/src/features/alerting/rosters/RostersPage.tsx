import { DUTY_FAMILIES, DUTY_FAMILY_NAMES, formatSiteTime, permissions } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Result, Row, Select, Skeleton, Space, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n/i18n';
import { usePermission } from '../../../shell/permission';
import { dutyRosterListOptions, onDutyOptions } from './api';
import { ChainEditor } from './ChainEditor';
import { OnDutyTable } from './OnDutyTable';
import { RosterEditor } from './RosterEditor';

/**
 * alerting/Rosters: pick a site (or the default for all sites), see who is on duty now per alert
 * family and level, and edit each family's weekly roster, dated overrides and escalation chain.
 */
export function RostersPage() {
  const { t } = useTranslation('dutyRosters');
  const lang = currentLang();
  const editable = usePermission(permissions.dutyRoster.edit);
  // null until the sites are known: the first site is shown first.
  const [site, setSite] = useState<string | null>(null);
  const list = useQuery(dutyRosterListOptions(site ?? ''));
  const onDuty = useQuery({ ...onDutyOptions(site ?? ''), enabled: site !== null });
  useEffect(() => {
    if (site === null && list.data) setSite(list.data.sites[0] ?? '');
  }, [site, list.data]);

  if (list.isError)
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
      />
    );
  if (!list.data || site === null) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = list.data;
  const siteOptions = [
    { value: '', label: t('tenantDefault') },
    ...data.sites.map((name) => ({ value: name, label: name })),
  ];

  return (
    <Row gutter={[16, 16]} data-testid="duty-rosters-page">
      <Col span={24}>
        <Card size="small">
          <Space wrap>
            <Typography.Text strong>
              <label htmlFor="duty-site">{t('site')}</label>
            </Typography.Text>
            <Select
              id="duty-site"
              data-testid="duty-site"
              value={site}
              options={siteOptions}
              onChange={setSite}
              showSearch
              optionFilterProp="label"
              style={{ minWidth: 220 }}
            />
            {site === '' && <Typography.Text type="secondary">{t('tenantDefaultHint')}</Typography.Text>}
          </Space>
        </Card>
      </Col>
      <Col span={24}>
        <Card
          size="small"
          title={t('onDuty.title')}
          extra={
            onDuty.data && (
              <Typography.Text type="secondary">
                {t('onDuty.at', { time: formatSiteTime(onDuty.data.at, lang) })}
              </Typography.Text>
            )
          }
        >
          {onDuty.data ? <OnDutyTable answer={onDuty.data} /> : <Skeleton active />}
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small">
          <Tabs
            items={DUTY_FAMILIES.map((family) => ({
              key: family,
              label: DUTY_FAMILY_NAMES[family][lang],
              children: (
                <Row gutter={[24, 16]}>
                  <Col xs={24} xxl={14}>
                    <RosterEditor site={site} family={family} list={data} editable={editable} />
                  </Col>
                  <Col xs={24} xxl={10}>
                    <ChainEditor site={site} family={family} list={data} editable={editable} />
                  </Col>
                </Row>
              ),
            }))}
          />
        </Card>
      </Col>
    </Row>
  );
}

import type { ProColumns } from '@ant-design/pro-components';
import { type AttendanceRow, permissions, siteToday } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Col, Row, Skeleton, Statistic, Tag, Tooltip, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { SgTable } from '../../../components/table';
import { attendanceExport, attendancePageOptions, headcountOptions } from './attendanceApi';

/** 125 minutes -> "2 h 05 min". */
function durationText(minutes: number | null, t: TFunction<'devices'>): string {
  if (minutes === null) return '-';
  return t('attendance.duration', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  });
}

/** Today per site: who is on site now and who came in. */
function Headcount() {
  const { t } = useTranslation('devices');
  const { data, isPending } = useQuery(headcountOptions());
  const { token } = theme.useToken();
  if (isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!data || data.length === 0)
    return <Typography.Text type="secondary">{t('attendance.noneToday')}</Typography.Text>;
  return (
    <Row gutter={[16, 16]} data-testid="headcount">
      {data.map((site) => (
        <Col key={site.site} xs={24} sm={12} lg={8} xxl={6}>
          <Card size="small" title={site.site || t('attendance.noSite')}>
            <Row>
              <Col span={8}>
                <Statistic title={t('attendance.onSiteNow')} value={site.onSite} />
              </Col>
              <Col span={8}>
                <Statistic title={t('attendance.enteredToday')} value={site.enteredToday} />
              </Col>
              <Col span={8} data-testid={`unregistered-today-${site.site}`}>
                <Statistic
                  title={t('attendance.unregisteredToday')}
                  value={site.unregisteredToday}
                  valueStyle={site.unregisteredToday > 0 ? { color: token.colorWarning } : undefined}
                />
              </Col>
            </Row>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** devices/workers/Attendance: each worker's days from the gate passes; today's headcount per site. */
export function AttendancePage() {
  const { t } = useTranslation('devices');
  const columns = useMemo<ProColumns<AttendanceRow>[]>(
    () => [
      {
        title: t('attendance.days'),
        dataIndex: 'days',
        hideInTable: true,
        valueType: 'dateRange',
        initialValue: [dayjs(siteToday()), dayjs(siteToday())],
      },
      {
        title: t('registry.keyword'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('attendance.keywordPlaceholder'), maxLength: 100 },
      },
      { title: t('attendance.site'), dataIndex: 'site', width: 130, fieldProps: { maxLength: 100 } },
      {
        title: t('attendance.onSite'),
        dataIndex: 'onSite',
        hideInTable: true,
        valueType: 'select',
        valueEnum: {
          true: { text: t('attendance.onSiteOptions.true') },
          false: { text: t('attendance.onSiteOptions.false') },
        },
      },
      {
        title: t('attendance.card'),
        dataIndex: 'registered',
        hideInTable: true,
        valueType: 'select',
        valueEnum: {
          true: { text: t('attendance.cardOptions.true') },
          false: { text: t('attendance.cardOptions.false') },
        },
      },
      { title: t('attendance.day'), dataIndex: 'day', search: false, width: 110 },
      {
        title: t('attendance.worker'),
        key: 'worker',
        search: false,
        width: 180,
        // A card nobody holds: a visitor's, or one given out without being registered to a wearer.
        render: (_, row) =>
          row.wearerName ?? (
            <Tooltip title={t('attendance.unregisteredHint')}>
              <Tag color="warning" data-testid={`unregistered-${row.cardNo}`}>
                {t('attendance.unregistered')}
              </Tag>
            </Tooltip>
          ),
      },
      {
        title: t('wearer.trade'),
        dataIndex: 'trade',
        search: false,
        width: 130,
        render: (_, row) => row.trade ?? '-',
      },
      { title: t('wearer.cardNo'), dataIndex: 'cardNo', search: false, width: 140 },
      {
        title: t('attendance.firstIn'),
        dataIndex: 'firstIn',
        search: false,
        width: 170,
        render: (_, row) => (row.firstIn ? formatDateTime(row.firstIn) : '-'),
      },
      {
        title: t('attendance.lastOut'),
        dataIndex: 'lastOut',
        search: false,
        width: 170,
        render: (_, row) =>
          row.onSite ? (
            <Tag color="green">{t('attendance.stillOnSite')}</Tag>
          ) : row.lastOut ? (
            formatDateTime(row.lastOut)
          ) : (
            '-'
          ),
      },
      {
        title: t('attendance.timeOnSite'),
        dataIndex: 'minutesOnSite',
        search: false,
        width: 130,
        align: 'right',
        render: (_, row) =>
          row.onSite ? (
            <Badge status="processing" text={durationText(row.minutesOnSite, t)} />
          ) : (
            durationText(row.minutesOnSite, t)
          ),
      },
      { title: t('attendance.passes'), dataIndex: 'passes', search: false, width: 90, align: 'right' },
    ],
    [t],
  );
  return (
    <>
      <Card title={t('attendance.today')} style={{ marginBottom: 16 }}>
        <Headcount />
      </Card>
      <SgTable
        headerTitle={t('attendance.title')}
        rowKey="id"
        columns={columns}
        query={attendancePageOptions}
        scrollX={1250}
        exportFile={{ permission: permissions.workerAttendance.export, start: attendanceExport }}
      />
    </>
  );
}

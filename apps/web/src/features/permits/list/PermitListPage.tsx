import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import {
  PERMIT_STATUS_NAMES,
  PERMIT_STATUSES,
  PERMIT_TYPES,
  type PermitRow,
  type PermitType,
  permissions,
  siteClock,
  siteTimeOf,
} from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Grid, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { permitCountsOptions, permitExport, permitPageOptions, usePermitMoves } from '../api';
import { PermitSafetyTags } from '../shared/safety';
import { PermitStatusTag, STATUS_COLOURS, useLang, usePermitTitle } from '../shared/status';

/** How many permits stand in each status, in the status colours: live work first. */
function StatusCounts({ type }: { type: PermitType }) {
  const lang = useLang();
  const counts = useQuery(permitCountsOptions(type));
  const shown = PERMIT_STATUSES.filter((status) => counts.data?.[status]);
  return (
    <Space size={4} wrap data-testid="permit-counts">
      {shown.map((status) => (
        <Tag key={status} color={STATUS_COLOURS[status]} bordered={false}>
          {PERMIT_STATUS_NAMES[status][lang]} {counts.data?.[status]}
        </Tag>
      ))}
    </Space>
  );
}

/** A time as the site reads it, with its zone, on one line. */
const SiteTime = ({ at }: { at: string }) => <span style={{ whiteSpace: 'nowrap' }}>{siteClock(at)}</span>;

/** The status with its safety marks (not in force or blocked, overridden). */
const StatusCell = ({ row }: { row: PermitRow }) => (
  <Space size={4} wrap>
    <PermitStatusTag status={row.status} />
    <PermitSafetyTags permit={row} />
  </Space>
);

/**
 * The list of one permit type (menu components permits/PermitToWorkList ... permits/CheckListList):
 * filter by status, keyword (number, location, work), applicant and window; status colours; new
 * permit; export of every match. A row opens the type's detail route.
 */
export function PermitListPage({ type }: { type: PermitType }) {
  const { t } = useTranslation('permits');
  const lang = useLang();
  const navigate = useNavigate();
  const title = usePermitTitle(type);
  const detailPath = PERMIT_TYPES[type].detailPath;
  const query = useMemo(() => permitPageOptions(type), [type]);
  usePermitMoves(type);
  // On a phone the status and its safety marks sit under the number, where they are seen unscrolled.
  const narrow = !Grid.useBreakpoint().md;
  // A new permit opens empty on its page: nothing exists on the server (and no number is taken)
  // until the applicant saves the draft or submits it.
  const raise = () => navigate(`${detailPath}?new=1`);

  const columns = useMemo<ProColumns<PermitRow>[]>(
    () => [
      {
        title: t('list.keyword'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('list.keywordPlaceholder'), maxLength: 100 },
      },
      {
        title: t('list.number'),
        dataIndex: 'number',
        search: false,
        sorter: true,
        width: 170,
        render: (_, row) => (
          <Space direction="vertical" size={4}>
            <Link to={`${detailPath}?id=${row.id}`}>
              {row.number ?? <Typography.Text type="secondary">{t('list.noNumber')}</Typography.Text>}
            </Link>
            {narrow && <StatusCell row={row} />}
          </Space>
        ),
      },
      {
        title: t('list.status'),
        dataIndex: 'status',
        width: 200,
        hideInTable: narrow,
        valueType: 'select',
        valueEnum: Object.fromEntries(
          PERMIT_STATUSES.map((status) => [status, { text: PERMIT_STATUS_NAMES[status][lang] }]),
        ),
        render: (_, row) => <StatusCell row={row} />,
      },
      { title: t('list.location'), dataIndex: 'location', search: false, ellipsis: true, width: 180 },
      { title: t('list.work'), dataIndex: 'workDescription', search: false, ellipsis: true, width: 200 },
      {
        title: t('list.applicant'),
        dataIndex: 'applicant',
        hideInTable: true,
        fieldProps: { maxLength: 100 },
      },
      { title: t('list.applicant'), dataIndex: 'applicantName', search: false, width: 150, ellipsis: true },
      {
        title: t('list.window'),
        dataIndex: 'window',
        valueType: 'dateTimeRange',
        hideInTable: true,
        // The picked times are site times (Hong Kong), whatever the browser's zone.
        search: {
          transform: (value: [string, string]) => ({
            from: siteTimeOf(value[0])?.toISOString(),
            to: siteTimeOf(value[1])?.toISOString(),
          }),
        },
      },
      {
        title: t('list.validFrom'),
        dataIndex: 'validFrom',
        search: false,
        sorter: true,
        width: 170,
        render: (_, row) => (row.validFrom ? <SiteTime at={row.validFrom} /> : '-'),
      },
      {
        title: t('list.validTo'),
        dataIndex: 'validTo',
        search: false,
        width: 170,
        render: (_, row) => (row.validTo ? <SiteTime at={row.validTo} /> : '-'),
      },
      {
        title: t('list.createdAt'),
        dataIndex: 'createdAt',
        search: false,
        sorter: true,
        width: 170,
        render: (_, row) => <SiteTime at={row.createdAt} />,
      },
      {
        title: t('list.actions'),
        key: 'actions',
        search: false,
        // On a phone the number opens the permit; a fixed column would cover the status under it.
        hideInTable: narrow,
        fixed: 'right',
        width: 90,
        render: (_, row) => (
          <Typography.Link onClick={() => navigate(`${detailPath}?id=${row.id}`)}>
            {t('list.open')}
          </Typography.Link>
        ),
      },
    ],
    [t, lang, navigate, detailPath, narrow],
  );

  return (
    <SgTable
      key={type}
      headerTitle={
        <Space size={12} wrap>
          <span>{title}</span>
          <StatusCounts type={type} />
        </Space>
      }
      rowKey="id"
      columns={columns}
      query={query}
      scrollX={1500}
      toolbar={() => [
        <Can key="add" code={permissions[type].add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={raise}>
            {t('list.add')}
          </Button>
        </Can>,
      ]}
      exportFile={{ permission: permissions[type].export, start: permitExport(type) }}
    />
  );
}

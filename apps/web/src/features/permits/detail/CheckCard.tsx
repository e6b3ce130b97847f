import {
  GAS_FIELDS,
  type GasField,
  gasBand,
  gasReadingOk,
  PERMIT_TYPES,
  type PermitDetail,
  type PermitType,
  siteClock,
  siteTimeOf,
} from '@siteguard/contracts';
import { Card, Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormAtVersion } from '../../workflow/shared/FormAtVersion';
import { lastCheckEvent } from '../shared/standing';

const readingOf = (raw: unknown): number | null => {
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(value) ? value : null;
};

/** A site time as the date control stores it ('2026-11-27 21:40'), with the site's zone. */
const siteTimeText = (raw: unknown): string => {
  const at = siteTimeOf(raw);
  return at ? siteClock(at) : '-';
};

/** Each gas reading with its band, a failure in red; then tester, instrument and test time. */
function GasSummary({ data }: { data: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation('permits');
  const rows = GAS_FIELDS.map((field) => {
    const value = readingOf(data[field]);
    return { field, value, ok: value !== null && gasReadingOk(field, value) };
  });
  return (
    <div data-testid="permit-gas">
      <Table<{ field: GasField; value: number | null; ok: boolean }>
        size="small"
        rowKey="field"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        columns={[
          { title: t('check.gas'), dataIndex: 'field', render: (_, row) => t(`check.gasNames.${row.field}`) },
          {
            title: t('check.reading'),
            dataIndex: 'value',
            align: 'right',
            render: (_, row) => (
              <Typography.Text strong type={row.ok ? undefined : 'danger'}>
                {row.value ?? '-'}
              </Typography.Text>
            ),
          },
          { title: t('check.band'), key: 'band', render: (_, row) => gasBand(row.field) },
          {
            title: t('check.result'),
            key: 'result',
            render: (_, row) =>
              row.ok ? (
                <Tag color="success">{t('check.pass')}</Tag>
              ) : (
                <Tag color="error">{t('check.fail')}</Tag>
              ),
          },
        ]}
      />
      <Descriptions
        size="small"
        style={{ marginTop: 8 }}
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'tester', label: t('check.tester'), children: String(data.gasTester ?? '-') },
          { key: 'instrument', label: t('check.instrument'), children: String(data.gasInstrument ?? '-') },
          { key: 'testedAt', label: t('check.testedAt'), children: siteTimeText(data.gasTestedAt) },
        ]}
      />
    </div>
  );
}

/**
 * The completed check, read-only, for everyone after it (the approver above all): the gas readings
 * against their bands, who tested with what and when, the check form as the checker filled it, and
 * the checker's signature and remarks from the timeline.
 */
export function CheckCard({ type, detail }: { type: PermitType; detail: PermitDetail }) {
  const { t } = useTranslation('permits');
  const event = lastCheckEvent(detail.events);
  if (!event || !detail.checkForm) return null;
  // The check's own values where the timeline kept them, laid over everything filled so far.
  const data = { ...detail.data, ...(event.data ?? {}) };
  return (
    <Card size="small" title={t('check.title')} data-testid="permit-check">
      {PERMIT_TYPES[type].gasTest && <GasSummary data={data} />}
      <Descriptions
        size="small"
        style={{ marginTop: 8 }}
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'by',
            label: t('check.checkedBy'),
            children: `${event.actorName ?? '-'} · ${siteClock(event.at)}`,
          },
          {
            key: 'signature',
            label: t('check.signature'),
            children: event.signature ? <Typography.Text italic>✍ {event.signature}</Typography.Text> : '-',
          },
          ...(event.comment ? [{ key: 'comment', label: t('check.comment'), children: event.comment }] : []),
        ]}
      />
      <div style={{ marginTop: 8 }}>
        <FormAtVersion form={detail.checkForm} data={data} disabled />
      </div>
    </Card>
  );
}

import {
  type ProColumns,
  ProFormDatePicker,
  ProFormDigit,
  ProFormList,
  ProFormSelect,
  ProFormText,
} from '@ant-design/pro-components';
import {
  certificateState,
  PLANT_REGISTERS,
  PLANT_STATUSES,
  type PlantCertificate,
  type PlantKind,
  type PlantRow,
  plantApis,
} from '@siteguard/contracts';
import { Col, Row, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource';
import { Can } from '../../shell/permission';
import { plantLink, reissuePlantLink } from './api';
import { QrLinkDialog } from './QrLinkDialog';

interface PlantFormValues {
  number: string;
  name: string;
  makeModel?: string;
  safeWorkingLoad?: number;
  owner?: string;
  site?: string;
  location?: string;
  status: PlantRow['status'];
  lastInspectedOn?: string;
  lastInspectedBy?: string;
  lastInspectionResult?: 'pass' | 'fail';
  certificates?: Array<{ name: string; number?: string; issuedOn?: string; validUntil: string }>;
}

const STATUS_COLORS = { inService: 'success', outOfService: 'default', underRepair: 'warning' } as const;
const STATE_COLORS = { valid: 'success', expiring: 'warning', expired: 'error' } as const;
const blank = (value: string | undefined) => value?.trim() || null;

/** The certificates of a row as tags coloured by their state today (Hong Kong). */
function CertificateTags({ certificates }: { certificates: PlantRow['certificates'] }) {
  const { t } = useTranslation('tracking');
  if (certificates.length === 0)
    return <Typography.Text type="secondary">{t('plant.noCertificates')}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {certificates.map((certificate) => {
        const state = certificateState(certificate.validUntil);
        return (
          <Tag key={`${certificate.name}-${certificate.validUntil}`} color={STATE_COLORS[state]}>
            {certificate.name} · {certificate.validUntil} ({t(`plant.states.${state}`)})
          </Tag>
        );
      })}
    </Space>
  );
}

/**
 * /devices/plant/vehicles and /devices/plant/lifting: the plant register of one kind (construction
 * vehicles, or lifting appliances with their safe working load), with certificates and the QR code
 * of each item's public page.
 */
export function PlantListPage({ kind }: { kind: PlantKind }) {
  const { t } = useTranslation('tracking');
  const [qrFor, setQrFor] = useState<PlantRow | null>(null);
  const lifting = kind === 'liftingAppliance';
  const columns = useMemo<ProColumns<PlantRow>[]>(
    () => [
      {
        title: t('plant.keyword'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('plant.keywordPlaceholder'), maxLength: 100 },
      },
      { title: t(`plant.number.${kind}`), dataIndex: 'number', search: false, width: 140, fixed: 'left' },
      { title: t('plant.name'), dataIndex: 'name', search: false, width: 160 },
      {
        title: t('plant.makeModel'),
        dataIndex: 'makeModel',
        search: false,
        width: 150,
        render: (_, row) => row.makeModel ?? '-',
      },
      ...(lifting
        ? [
            {
              title: t('plant.safeWorkingLoad'),
              dataIndex: 'safeWorkingLoad',
              search: false,
              width: 120,
              render: (_: unknown, row: PlantRow) => row.safeWorkingLoad ?? '-',
            } satisfies ProColumns<PlantRow>,
          ]
        : []),
      {
        title: t('plant.owner'),
        dataIndex: 'owner',
        search: false,
        width: 160,
        render: (_, row) => row.owner ?? '-',
      },
      { title: t('plant.site'), dataIndex: 'site', width: 120, fieldProps: { maxLength: 100 } },
      {
        title: t('plant.status'),
        dataIndex: 'status',
        width: 110,
        valueType: 'select',
        valueEnum: Object.fromEntries(
          PLANT_STATUSES.map((status) => [status, { text: t(`plant.statuses.${status}`) }]),
        ),
        render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{t(`plant.statuses.${row.status}`)}</Tag>,
      },
      {
        title: t('plant.lastInspection'),
        key: 'lastInspection',
        search: false,
        width: 150,
        render: (_, row) =>
          row.lastInspectedOn ? (
            <span>
              {row.lastInspectedOn}{' '}
              {row.lastInspectionResult && (
                <Tag color={row.lastInspectionResult === 'pass' ? 'success' : 'error'}>
                  {t(`plant.results.${row.lastInspectionResult}`)}
                </Tag>
              )}
            </span>
          ) : (
            '-'
          ),
      },
      {
        title: t('plant.certificates'),
        key: 'certificates',
        search: false,
        render: (_, row) => <CertificateTags certificates={row.certificates} />,
      },
    ],
    [t, kind, lifting],
  );
  return (
    <>
      <ResourcePage<PlantRow, PlantFormValues>
        api={plantApis[kind]}
        title={t(`plant.titles.${kind}`)}
        dialogTitle={(row) => t(row ? `plant.editTitle.${kind}` : `plant.addTitle.${kind}`)}
        columns={columns}
        fields={() => <PlantFields kind={kind} />}
        initialValues={(row) =>
          row
            ? {
                number: row.number,
                name: row.name,
                makeModel: row.makeModel ?? undefined,
                safeWorkingLoad: row.safeWorkingLoad ?? undefined,
                owner: row.owner ?? undefined,
                site: row.site || undefined,
                location: row.location ?? undefined,
                status: row.status,
                lastInspectedOn: row.lastInspectedOn ?? undefined,
                lastInspectedBy: row.lastInspectedBy ?? undefined,
                lastInspectionResult: row.lastInspectionResult ?? undefined,
                certificates: row.certificates.map((certificate) => ({
                  name: certificate.name,
                  number: certificate.number ?? undefined,
                  issuedOn: certificate.issuedOn ?? undefined,
                  validUntil: certificate.validUntil,
                })),
              }
            : { status: 'inService', certificates: [] }
        }
        toBody={(values) => ({
          number: values.number.trim(),
          name: values.name.trim(),
          makeModel: blank(values.makeModel),
          safeWorkingLoad: lifting ? (values.safeWorkingLoad ?? null) : null,
          owner: blank(values.owner),
          site: values.site?.trim() ?? '',
          location: blank(values.location),
          status: values.status,
          lastInspectedOn: values.lastInspectedOn || null,
          lastInspectedBy: blank(values.lastInspectedBy),
          lastInspectionResult: values.lastInspectionResult ?? null,
          certificates: (values.certificates ?? []).map(
            (certificate): PlantCertificate => ({
              name: certificate.name.trim(),
              number: blank(certificate.number),
              issuedOn: certificate.issuedOn || null,
              validUntil: certificate.validUntil,
            }),
          ),
        })}
        nameOf={(row) => `${row.number} ${row.name}`}
        rowActions={(row) => [
          <Can key="qr" code={PLANT_REGISTERS[kind].permissions.qrcode}>
            <Typography.Link onClick={() => setQrFor(row)}>{t('qr.action')}</Typography.Link>
          </Can>,
        ]}
        scrollX={lifting ? 1400 : 1280}
        dialogWidth={720}
      />
      {qrFor && (
        <QrLinkDialog
          title={t('qr.title', { name: `${qrFor.number} ${qrFor.name}` })}
          lines={[t(`plant.titles.${kind}`), qrFor.site].filter(Boolean)}
          queryKey={['tracking', kind, 'link', qrFor.id]}
          load={() => plantLink(kind, qrFor.id)}
          reissue={() => reissuePlantLink(kind, qrFor.id)}
          onClose={() => setQrFor(null)}
        />
      )}
    </>
  );
}

function PlantFields({ kind }: { kind: PlantKind }) {
  const { t } = useTranslation('tracking');
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <ProFormText
            name="number"
            label={t(`plant.number.${kind}`)}
            fieldProps={{ maxLength: 50 }}
            rules={[{ required: true, whitespace: true, message: t('plant.rules.numberRequired') }]}
          />
        </Col>
        <Col xs={24} sm={12}>
          <ProFormText
            name="name"
            label={t('plant.name')}
            fieldProps={{ maxLength: 100 }}
            rules={[{ required: true, whitespace: true, message: t('plant.rules.nameRequired') }]}
          />
        </Col>
        <Col xs={24} sm={12}>
          <ProFormText name="makeModel" label={t('plant.makeModel')} fieldProps={{ maxLength: 100 }} />
        </Col>
        {kind === 'liftingAppliance' && (
          <Col xs={24} sm={12}>
            <ProFormDigit
              name="safeWorkingLoad"
              label={t('plant.safeWorkingLoad')}
              min={0.001}
              max={100000}
              fieldProps={{ precision: 3 }}
            />
          </Col>
        )}
        <Col xs={24} sm={12}>
          <ProFormText name="owner" label={t('plant.owner')} fieldProps={{ maxLength: 100 }} />
        </Col>
        <Col xs={24} sm={12}>
          <ProFormText name="site" label={t('plant.site')} fieldProps={{ maxLength: 100 }} />
        </Col>
        <Col xs={24} sm={12}>
          <ProFormText name="location" label={t('plant.location')} fieldProps={{ maxLength: 200 }} />
        </Col>
        <Col xs={24} sm={12}>
          <ProFormSelect
            name="status"
            label={t('plant.status')}
            allowClear={false}
            options={PLANT_STATUSES.map((status) => ({
              value: status,
              label: t(`plant.statuses.${status}`),
            }))}
          />
        </Col>
      </Row>
      <Typography.Title level={5}>{t('plant.lastInspection')}</Typography.Title>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <ProFormDatePicker
            name="lastInspectedOn"
            label={t('plant.lastInspectedOn')}
            width="100%"
            fieldProps={{ format: 'YYYY-MM-DD' }}
          />
        </Col>
        <Col xs={24} sm={8}>
          <ProFormText
            name="lastInspectedBy"
            label={t('plant.lastInspectedBy')}
            fieldProps={{ maxLength: 100 }}
          />
        </Col>
        <Col xs={24} sm={8}>
          <ProFormSelect
            name="lastInspectionResult"
            label={t('plant.lastInspectionResult')}
            options={(['pass', 'fail'] as const).map((result) => ({
              value: result,
              label: t(`plant.results.${result}`),
            }))}
          />
        </Col>
      </Row>
      <ProFormList
        name="certificates"
        label={t('plant.certificates')}
        max={20}
        creatorButtonProps={{ creatorButtonText: t('plant.addCertificate') }}
        copyIconProps={false}
        itemRender={({ listDom, action }) => (
          <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
            <div style={{ flex: 1 }}>{listDom}</div>
            {action}
          </div>
        )}
      >
        <Row gutter={8}>
          <Col xs={24} sm={8}>
            <ProFormText
              name="name"
              placeholder={t('plant.certificateNamePlaceholder')}
              fieldProps={{ maxLength: 100, 'aria-label': t('plant.certificateName') }}
              rules={[
                { required: true, whitespace: true, message: t('plant.rules.certificateNameRequired') },
              ]}
            />
          </Col>
          <Col xs={24} sm={6}>
            <ProFormText
              name="number"
              placeholder={t('plant.certificateNumber')}
              fieldProps={{ maxLength: 100, 'aria-label': t('plant.certificateNumber') }}
            />
          </Col>
          <Col xs={12} sm={5}>
            <ProFormDatePicker
              name="issuedOn"
              placeholder={t('plant.issuedOn')}
              width="100%"
              fieldProps={{ format: 'YYYY-MM-DD', 'aria-label': t('plant.issuedOn') }}
            />
          </Col>
          <Col xs={12} sm={5}>
            <ProFormDatePicker
              name="validUntil"
              placeholder={t('plant.validUntil')}
              width="100%"
              fieldProps={{ format: 'YYYY-MM-DD', 'aria-label': t('plant.validUntil') }}
              rules={[{ required: true, message: t('plant.rules.validUntilRequired') }]}
            />
          </Col>
        </Row>
      </ProFormList>
    </>
  );
}

export const VehicleListPage = () => <PlantListPage kind="vehicle" />;
export const LiftingApplianceListPage = () => <PlantListPage kind="liftingAppliance" />;

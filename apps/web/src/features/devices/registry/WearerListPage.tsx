import { type ProColumns, ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import {
  AGE_BANDS,
  CARD_NO_PATTERN,
  deviceApis,
  HK_PHONE_PATTERN,
  type WearerRow,
  wearerApi,
} from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../api/client';
import { ResourcePage } from '../../../components/resource';

interface WearerFormValues {
  fullName: string;
  sosPhone: string;
  trade?: string;
  workloadLevel?: number;
  ageBand?: string;
  deviceId?: string;
  cardNo?: string;
}

/** What people type inside a number (spaces, hyphens) is not part of it: the server reads it the same way. */
const validSos = (value: string | undefined) => !value || HK_PHONE_PATTERN.test(value.replace(/[\s-]/g, ''));

/** The watches a wearer can be given (the first 100 by newest; the search narrows it). */
function useWatchOptions(keyword: string) {
  return useQuery({
    queryKey: ['/swWatch/page', 'options', keyword],
    queryFn: ({ signal }) =>
      callEndpoint(deviceApis.swWatch.page, {
        query: { pageNo: 1, pageSize: 100, ...(keyword ? { keyword } : {}) } as never,
        signal,
      }),
  });
}

function WatchSelect({ current }: { current: WearerRow | undefined }) {
  const { t } = useTranslation('devices');
  const { data } = useWatchOptions('');
  const options = (data?.rows ?? [])
    .filter((watch) => !watch.wearerId || watch.wearerId === current?.id)
    .map((watch) => ({ value: watch.id, label: `${watch.name} (${watch.imei})` }));
  return (
    <ProFormSelect
      name="deviceId"
      label={t('wearer.watch')}
      options={options}
      showSearch
      allowClear
      placeholder={t('wearer.none')}
    />
  );
}

/** /devices/watches/wearers: the people who wear the watches, with their SOS number (spec messages). */
export function WearerListPage() {
  const { t } = useTranslation('devices');
  const columns = useMemo<ProColumns<WearerRow>[]>(
    () => [
      {
        title: t('registry.keyword'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('wearer.keywordPlaceholder'), maxLength: 100 },
      },
      { title: t('wearer.fullName'), dataIndex: 'fullName', search: false, width: 160 },
      { title: t('wearer.sosPhone'), dataIndex: 'sosPhone', search: false, width: 150, copyable: true },
      {
        title: t('wearer.trade'),
        dataIndex: 'trade',
        search: false,
        width: 140,
        render: (_, row) => row.trade ?? '-',
      },
      {
        title: t('wearer.workloadLevel'),
        dataIndex: 'workloadLevel',
        search: false,
        width: 110,
        render: (_, row) => row.workloadLevel ?? '-',
      },
      {
        title: t('wearer.ageBand'),
        dataIndex: 'ageBand',
        search: false,
        width: 100,
        render: (_, row) => row.ageBand ?? '-',
      },
      {
        title: t('wearer.cardNo'),
        dataIndex: 'cardNo',
        search: false,
        width: 130,
        render: (_, row) => row.cardNo ?? '-',
      },
      {
        title: t('wearer.watch'),
        key: 'watch',
        search: false,
        render: (_, row) => (row.deviceName ? `${row.deviceName} (${row.deviceImei})` : t('wearer.none')),
      },
    ],
    [t],
  );
  return (
    <ResourcePage<WearerRow, WearerFormValues>
      api={wearerApi}
      title={t('wearer.title')}
      dialogTitle={(row) => t(row ? 'wearer.editTitle' : 'wearer.addTitle')}
      columns={columns}
      fields={(row) => (
        <>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <ProFormText
                name="fullName"
                label={t('wearer.fullName')}
                fieldProps={{ maxLength: 100 }}
                rules={[{ required: true, whitespace: true, message: t('wearer.rules.fullNameRequired') }]}
              />
            </Col>
            <Col xs={24} sm={12}>
              <ProFormText
                name="sosPhone"
                label={t('wearer.sosPhone')}
                tooltip={t('wearer.sosHint')}
                fieldProps={{ maxLength: 20, inputMode: 'tel' }}
                rules={[
                  { required: true, whitespace: true, message: t('wearer.rules.sosRequired') },
                  {
                    validator: async (_, value) =>
                      validSos(value) ? undefined : Promise.reject(new Error(t('wearer.rules.sosInvalid'))),
                  },
                ]}
              />
            </Col>
            <Col xs={24} sm={12}>
              <ProFormText name="trade" label={t('wearer.trade')} fieldProps={{ maxLength: 100 }} />
            </Col>
            <Col xs={12} sm={6}>
              <ProFormDigit
                name="workloadLevel"
                label={t('wearer.workloadLevel')}
                min={1}
                max={5}
                fieldProps={{ precision: 0 }}
              />
            </Col>
            <Col xs={12} sm={6}>
              <ProFormSelect
                name="ageBand"
                label={t('wearer.ageBand')}
                options={AGE_BANDS.map((band) => ({ value: band, label: band }))}
              />
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <WatchSelect current={row} />
            </Col>
            <Col xs={24} sm={12}>
              <ProFormText
                name="cardNo"
                label={t('wearer.cardNo')}
                tooltip={t('wearer.cardHint')}
                fieldProps={{ maxLength: 64 }}
                rules={[
                  {
                    validator: async (_, value: string | undefined) =>
                      !value?.trim() || CARD_NO_PATTERN.test(value.trim())
                        ? undefined
                        : Promise.reject(new Error(t('wearer.rules.cardInvalid'))),
                  },
                ]}
              />
            </Col>
          </Row>
        </>
      )}
      initialValues={(row) =>
        row
          ? {
              fullName: row.fullName,
              sosPhone: row.sosPhone,
              trade: row.trade ?? undefined,
              workloadLevel: row.workloadLevel ?? undefined,
              ageBand: row.ageBand ?? undefined,
              deviceId: row.deviceId ?? undefined,
              cardNo: row.cardNo ?? undefined,
            }
          : {}
      }
      toBody={(values) => ({
        fullName: values.fullName,
        sosPhone: values.sosPhone,
        trade: values.trade?.trim() || null,
        workloadLevel: values.workloadLevel ?? null,
        ageBand: values.ageBand ?? null,
        deviceId: values.deviceId ?? null,
        cardNo: values.cardNo?.trim() || null,
      })}
      nameOf={(row) => row.fullName}
      alsoRefresh={[['/swWatch/page']]}
      scrollX={1130}
      dialogWidth={620}
    />
  );
}

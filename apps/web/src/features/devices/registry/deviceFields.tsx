import { ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import {
  DEVICE_KIND_NAMES,
  DEVICE_REGISTRIES,
  type DeviceRegistry,
  type DeviceRow,
  IMEI_PATTERN,
  isLockKind,
  type Lang,
  PERMIT_TYPE_KEYS,
  PERMIT_TYPES,
  type PermitType,
} from '@siteguard/contracts';
import { Col, Row } from 'antd';
import type { TFunction } from 'i18next';

export interface DeviceFormValues {
  kind: DeviceRow['kind'];
  name: string;
  imei: string;
  ip?: string;
  enabled: boolean;
  currentVersion?: string;
  configContent?: string;
  site?: string;
  area?: string;
  /** A lock's permit types that open it. */
  permitTypes?: PermitType[];
}

const IP = /^(\d{1,3}\.){3}\d{1,3}$|^[0-9a-fA-F:]+$/;

export function deviceInitialValues(
  registry: DeviceRegistry,
  row: DeviceRow | undefined,
): Partial<DeviceFormValues> {
  if (!row) return { kind: DEVICE_REGISTRIES[registry].kinds[0], enabled: true, site: '', permitTypes: [] };
  return {
    kind: row.kind,
    name: row.name,
    imei: row.imei,
    ip: row.ip ?? undefined,
    enabled: row.enabled,
    currentVersion: row.currentVersion ?? undefined,
    configContent: row.configContent ?? undefined,
    site: row.site,
    area: row.area ?? undefined,
    permitTypes: row.permitTypes,
  };
}

export function deviceBody(values: DeviceFormValues) {
  const blank = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return {
    kind: values.kind,
    name: values.name,
    imei: values.imei.trim(),
    ip: blank(values.ip),
    enabled: values.enabled,
    currentVersion: blank(values.currentVersion),
    configContent: blank(values.configContent),
    site: values.site?.trim() ?? '',
    area: blank(values.area),
    ...(isLockKind(values.kind) ? { permitTypes: values.permitTypes ?? [] } : {}),
  };
}

/** The device dialog: the spec's fields (name, IP, IMEI, enabled, version, config content) and the place. */
export function DeviceFields({
  t,
  lang,
  registry,
}: {
  t: TFunction<'devices'>;
  lang: Lang;
  registry: DeviceRegistry;
}) {
  const kinds = DEVICE_REGISTRIES[registry].kinds;
  return (
    <>
      <ProFormSelect
        name="kind"
        label={t('registry.kind')}
        hidden={kinds.length === 1}
        options={kinds.map((kind) => ({ value: kind, label: DEVICE_KIND_NAMES[kind][lang] }))}
        rules={[{ required: true, message: t('registry.rules.kindRequired') }]}
      />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <ProFormText
            name="name"
            label={t('registry.name')}
            fieldProps={{ maxLength: 100 }}
            rules={[{ required: true, whitespace: true, message: t('registry.rules.nameRequired') }]}
          />
        </Col>
        <Col xs={24} sm={12}>
          <ProFormText
            name="imei"
            label={t('registry.imei')}
            fieldProps={{ maxLength: 32 }}
            rules={[
              { required: true, whitespace: true, message: t('registry.rules.imeiRequired') },
              { pattern: IMEI_PATTERN, message: t('registry.rules.imeiInvalid') },
            ]}
          />
        </Col>
        <Col xs={24} sm={12}>
          <ProFormText
            name="ip"
            label={t('registry.ip')}
            rules={[{ pattern: IP, message: t('registry.rules.ipInvalid') }]}
          />
        </Col>
        <Col xs={24} sm={12}>
          <ProFormText
            name="currentVersion"
            label={t('registry.currentVersion')}
            fieldProps={{ maxLength: 64 }}
          />
        </Col>
        <Col xs={24} sm={12}>
          <ProFormText name="site" label={t('registry.site')} fieldProps={{ maxLength: 100 }} />
        </Col>
        <Col xs={24} sm={12}>
          <ProFormText name="area" label={t('registry.area')} fieldProps={{ maxLength: 200 }} />
        </Col>
      </Row>
      {kinds.some(isLockKind) ? (
        <ProFormSelect
          name="permitTypes"
          label={t('registry.permitTypes')}
          tooltip={t('registry.permitTypesHint')}
          mode="multiple"
          options={PERMIT_TYPE_KEYS.map((type) => ({ value: type, label: PERMIT_TYPES[type].title[lang] }))}
          fieldProps={{ placeholder: t('registry.permitTypesNone') }}
        />
      ) : null}
      <ProFormTextArea
        name="configContent"
        label={t('registry.configContent')}
        fieldProps={{ maxLength: 8000, rows: 3 }}
      />
      <ProFormSwitch name="enabled" label={t('registry.enabled')} />
    </>
  );
}

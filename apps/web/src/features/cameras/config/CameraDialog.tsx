import { ModalForm, ProFormDependency, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import type { CameraRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { submitForm } from '../../system/shared/submitForm';
import { useServerError } from '../../system/shared/useServerError';
import { areaOptionsQuery, locationOptionsQuery, saveCamera, wearableOptionsQuery } from '../cameraQueries';
import { rtspOverrideBody } from './configForm';

interface CameraFormValues {
  name: string;
  areaId?: string;
  locationId?: string;
  rtspUrl?: string;
  gbSerial?: string;
  gbCode?: string;
  deviceId?: string;
}

const RTSP_PATTERN = /^rtsps?:\/\/[^\s@/]+(\/[^\s]*)?$/;

/**
 * One camera (a channel of a configuration): its name, where it is, its own RTSP URL when the
 * configuration's template does not fit, and its GB28181 identity.
 */
export function CameraDialog({ camera, onClose }: { camera: CameraRow; onClose: () => void }) {
  const { t } = useTranslation('cameras');
  const { message } = App.useApp();
  const [form] = Form.useForm<CameraFormValues>();
  const report = useServerError();
  const { data: areas = [] } = useQuery(areaOptionsQuery());
  const { data: locations = [] } = useQuery(locationOptionsQuery());
  const { data: wearables = [] } = useQuery(wearableOptionsQuery());
  return (
    <ModalForm<CameraFormValues>
      open
      form={form}
      title={`${t('camera.editTitle')} · ${t('camera.channel')} ${camera.channel}`}
      width={620}
      initialValues={{
        name: camera.name,
        areaId: camera.areaId ?? undefined,
        locationId: camera.locationId ?? undefined,
        gbSerial: camera.gbSerial ?? undefined,
        gbCode: camera.gbCode ?? undefined,
        deviceId: camera.deviceId ?? undefined,
      }}
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      onFinish={async (values) => {
        const ok = await submitForm(
          form,
          () =>
            saveCamera({
              id: camera.id,
              name: values.name.trim(),
              areaId: values.areaId ?? null,
              locationId: values.locationId ?? null,
              // The row carries the URL in use, not whether it is this channel's own: the field starts
              // empty and is sent only when touched (typed: this channel's URL; cleared: follow the configuration's).
              ...(form.isFieldTouched('rtspUrl') ? { rtspUrl: rtspOverrideBody(values.rtspUrl) } : {}),
              gbSerial: values.gbSerial?.trim() || null,
              gbCode: values.gbCode?.trim() || null,
              deviceId: values.deviceId ?? null,
            }),
          report,
        );
        if (ok) {
          void message.success(t('config.saved'));
          onClose();
        }
        return ok;
      }}
    >
      <ProFormText
        name="name"
        label={t('camera.name')}
        fieldProps={{ maxLength: 100 }}
        rules={[{ required: true, whitespace: true, message: t('camera.nameRequired') }]}
      />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <ProFormSelect
            name="areaId"
            label={t('camera.area')}
            options={areas}
            showSearch
            allowClear
            placeholder={t('camera.none')}
            fieldProps={{
              optionFilterProp: 'label',
              // A location belongs to one area: a new area clears a location of another.
              onChange: (areaId: string | undefined) => {
                const location = locations.find((item) => item.value === form.getFieldValue('locationId'));
                if (areaId && location?.areaId && location.areaId !== areaId) {
                  form.setFieldValue('locationId', undefined);
                }
              },
            }}
          />
        </Col>
        <Col xs={24} sm={12}>
          <ProFormDependency name={['areaId']}>
            {({ areaId }) => (
              <ProFormSelect
                name="locationId"
                label={t('camera.location')}
                options={locations
                  .filter((item) => !areaId || !item.areaId || item.areaId === areaId)
                  .map(({ value, label }) => ({ value, label }))}
                showSearch
                allowClear
                placeholder={t('camera.none')}
                fieldProps={{ optionFilterProp: 'label' }}
              />
            )}
          </ProFormDependency>
        </Col>
      </Row>
      <ProFormText
        name="rtspUrl"
        label={t('camera.rtspOverride')}
        extra={t('camera.rtspOverrideHelp')}
        fieldProps={{ maxLength: 500, autoComplete: 'off', spellCheck: false, placeholder: camera.rtspUrl }}
        rules={[{ pattern: RTSP_PATTERN, message: t('config.rtspInvalid') }]}
      />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <ProFormText name="gbSerial" label={t('camera.gbSerial')} fieldProps={{ maxLength: 64 }} />
        </Col>
        <Col xs={24} sm={12}>
          <ProFormText name="gbCode" label={t('camera.gbCode')} fieldProps={{ maxLength: 64 }} />
        </Col>
      </Row>
      <ProFormSelect
        name="deviceId"
        label={t('camera.wornOn')}
        extra={t('camera.wornOnHelp')}
        // A device already wearing another camera is offered too: choosing it moves it here.
        options={wearables.map(({ value, label }) => ({ value, label }))}
        showSearch
        allowClear
        placeholder={t('camera.wornOnNone')}
        fieldProps={{ optionFilterProp: 'label' }}
      />
    </ModalForm>
  );
}

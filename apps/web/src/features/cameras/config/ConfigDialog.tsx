import { ModalForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { type CameraConfigRow, MAX_CAMERA_CHANNELS } from '@siteguard/contracts';
import { App, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { submitForm } from '../../system/shared/submitForm';
import { useServerError } from '../../system/shared/useServerError';
import { saveCameraConfig } from '../cameraQueries';
import { type ConfigFormValues, configBody, configFormValues } from './configForm';

const HOST_PATTERN = /^[0-9A-Za-z.:-]+$/;
/** rtsp:// or rtsps://, then a host without user info (no '@'): credentials never go in the URL. */
const RTSP_PATTERN = /^rtsps?:\/\/[^\s@/]+(\/[^\s]*)?$/;

/** Adds or edits a camera configuration (an NVR, or one IP camera). */
export function ConfigDialog({
  editing,
  onClose,
}: {
  editing: CameraConfigRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('cameras');
  const { message } = App.useApp();
  const [form] = Form.useForm<ConfigFormValues>();
  const report = useServerError();
  return (
    <ModalForm<ConfigFormValues>
      open
      form={form}
      title={t(editing ? 'config.editTitle' : 'config.addTitle')}
      width={620}
      initialValues={configFormValues(editing)}
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      onFinish={async (values) => {
        const ok = await submitForm(form, () => saveCameraConfig(configBody(values), editing?.id), report);
        if (ok) {
          void message.success(t('config.saved'));
          onClose();
        }
        return ok;
      }}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <ProFormText
            name="name"
            label={t('config.name')}
            fieldProps={{ maxLength: 100 }}
            rules={[{ required: true, whitespace: true, message: t('config.nameRequired') }]}
          />
        </Col>
        <Col xs={24} sm={12}>
          <ProFormText
            name="ip"
            label={t('config.ip')}
            fieldProps={{ maxLength: 253, inputMode: 'url', autoComplete: 'off' }}
            rules={[
              { required: true, whitespace: true, message: t('config.ipRequired') },
              { pattern: HOST_PATTERN, message: t('config.ipInvalid') },
            ]}
          />
        </Col>
        <Col xs={24} sm={12}>
          <ProFormText
            name="username"
            label={t('config.username')}
            fieldProps={{ maxLength: 64, autoComplete: 'off' }}
          />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="password" label={t('config.password')}>
            <Input.Password
              maxLength={128}
              autoComplete="new-password"
              placeholder={editing ? t('config.passwordKeep') : undefined}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          <ProFormDigit
            name="port"
            label={t('config.port')}
            min={1}
            max={65535}
            fieldProps={{ precision: 0 }}
          />
        </Col>
        <Col xs={12} sm={12}>
          <ProFormDigit
            name="channelNo"
            label={t('config.channelNo')}
            min={1}
            max={MAX_CAMERA_CHANNELS}
            fieldProps={{ precision: 0 }}
          />
        </Col>
      </Row>
      <ProFormText
        name="rtsp"
        label={t('config.rtsp')}
        extra={t('config.rtspHelp')}
        fieldProps={{ maxLength: 500, autoComplete: 'off', spellCheck: false }}
        rules={[{ pattern: RTSP_PATTERN, message: t('config.rtspInvalid') }]}
      />
    </ModalForm>
  );
}

import { KeyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { useServerError } from '../../system/shared/useServerError';
import { rotateCameraSecret, secretStatusOptions } from '../cameraQueries';
import { webhookUrlExample } from './configForm';

/**
 * The tenant's camera webhook secret: whether there is one and since when, and a confirmed rotation
 * that shows the new secret once (the server keeps only its hash), with the URL a device calls.
 */
function SecretDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cameras');
  const { modal } = App.useApp();
  const report = useServerError();
  const { data: status } = useQuery(secretStatusOptions());
  const [secret, setSecret] = useState<string | null>(null);
  const [rotating, setRotating] = useState(false);
  const rotate = () =>
    modal.confirm({
      title: t('secret.rotateConfirmTitle'),
      content: t('secret.rotateConfirm'),
      okText: t('secret.rotateOk'),
      okButtonProps: { danger: true },
      onOk: async () => {
        setRotating(true);
        try {
          setSecret(await rotateCameraSecret());
        } catch (error) {
          report(error);
        } finally {
          setRotating(false);
        }
      },
    });
  const url = webhookUrlExample(window.location.origin, secret);
  return (
    <Modal
      open
      title={t('secret.title')}
      onCancel={onClose}
      width={640}
      footer={<Button onClick={onClose}>{t('secret.close')}</Button>}
      destroyOnHidden
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('secret.intro')}</Typography.Text>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('secret.status')}>
            {status?.hasSecret ? <Tag color="success">{t('secret.has')}</Tag> : <Tag>{t('secret.none')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={t('secret.rotatedAt')}>
            {status?.rotatedAt ? formatDateTime(status.rotatedAt) : '-'}
          </Descriptions.Item>
        </Descriptions>
        {secret && (
          <Alert
            type="warning"
            showIcon
            message={t('secret.shownOnce')}
            description={
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Text strong>{t('secret.newSecret')}</Typography.Text>
                <Typography.Paragraph code copyable data-testid="camera-secret" style={{ marginBottom: 0 }}>
                  {secret}
                </Typography.Paragraph>
              </Space>
            }
          />
        )}
        <div>
          <Typography.Text strong>{t('secret.urlExample')}</Typography.Text>
          <Typography.Paragraph
            code
            copyable={secret ? { text: url } : false}
            style={{ wordBreak: 'break-all', margin: '4px 0' }}
          >
            {url}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('secret.urlHelp')}</Typography.Text>
        </div>
        <Button danger icon={<KeyOutlined />} loading={rotating} onClick={rotate}>
          {t('secret.rotate')}
        </Button>
      </Space>
    </Modal>
  );
}

export function WebhookSecretButton() {
  const { t } = useTranslation('cameras');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<KeyOutlined />} onClick={() => setOpen(true)}>
        {t('secret.button')}
      </Button>
      {open && <SecretDialog onClose={() => setOpen(false)} />}
    </>
  );
}

import { UploadOutlined } from '@ant-design/icons';
import { MAX_BPMN_BYTES } from '@siteguard/contracts';
import { App, Button, Form, Input, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerError } from '../../system/shared/useServerError';
import { addModel } from '../api';

interface Values {
  name: string;
  key: string;
  description?: string;
}

/** The process id a diagram names, offered as the key of an imported model. */
function processIdOf(xml: string): string | undefined {
  return /<(?:\w+:)?process\b[^>]*\bid="([^"]+)"/.exec(xml)?.[1];
}
function processNameOf(xml: string): string | undefined {
  return /<(?:\w+:)?process\b[^>]*\bname="([^"]+)"/.exec(xml)?.[1];
}

/** A new model: from an empty diagram, or from an imported .bpmn (its process id and name prefilled). */
export function AddModelModal({
  importing,
  onClose,
}: {
  importing: boolean;
  onClose: (id?: string) => void;
}) {
  const { t } = useTranslation('workflow');
  const { message } = App.useApp();
  const report = useServerError();
  const [form] = Form.useForm<Values>();
  const [xml, setXml] = useState<{ name: string; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const created = await addModel({ ...values, ...(xml ? { xml: xml.text } : {}) });
      void message.success(t('models.added'));
      onClose(created.id);
    } catch (error) {
      report(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={importing ? t('models.import') : t('models.addTitle')}
      okText={t('modeler.save')}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okButtonProps={{ disabled: importing && !xml }}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      {importing && (
        <div style={{ marginBottom: 16 }}>
          <Typography.Paragraph type="secondary">{t('models.importHint')}</Typography.Paragraph>
          <Upload
            accept=".bpmn,.xml"
            maxCount={1}
            showUploadList={false}
            beforeUpload={async (file) => {
              if (file.size > MAX_BPMN_BYTES) {
                void message.error(t('models.importTooLarge'));
                return Upload.LIST_IGNORE;
              }
              const text = await file.text();
              setXml({ name: file.name, text });
              const key = processIdOf(text);
              form.setFieldsValue({
                ...(key ? { key } : {}),
                name:
                  form.getFieldValue('name') ||
                  processNameOf(text) ||
                  file.name.replace(/\.(bpmn|xml)$/i, ''),
              });
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>{xml ? xml.name : t('models.import')}</Button>
          </Upload>
        </div>
      )}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          name="name"
          label={t('models.name')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="key"
          label={t('models.key')}
          extra={t('models.keyHint')}
          rules={[{ required: true }, { pattern: /^[A-Za-z_][\w.-]{0,63}$/, message: t('models.keyHint') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="description" label={t('models.description')} rules={[{ max: 500 }]}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

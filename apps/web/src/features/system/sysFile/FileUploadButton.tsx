import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../components/upload';
import { refreshSysFiles } from './api';

/**
 * Uploads one or more files to the contract's upload endpoint. The server decides by content what it
 * accepts and how large a file may be, so a refusal shows its own reason beside the file's name.
 */
export function FileUploadButton() {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [pending, setPending] = useState(0);

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const controller = new AbortController();
    const name = (file as File).name;
    setPending((count) => count + 1);
    uploadFile(file as File, 'any', controller.signal)
      .then(
        (result) => {
          onSuccess?.(result);
          void message.success(t('file.uploaded', { name }));
          return refreshSysFiles();
        },
        (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          void message.error(t('file.uploadFailed', { name, reason }));
          onError?.(error instanceof Error ? error : new Error(reason));
        },
      )
      .finally(() => setPending((count) => count - 1));
    return { abort: () => controller.abort() };
  };

  return (
    <Upload multiple showUploadList={false} customRequest={customRequest}>
      <Button type="primary" icon={<UploadOutlined />} loading={pending > 0}>
        {t('file.upload')}
      </Button>
    </Upload>
  );
}

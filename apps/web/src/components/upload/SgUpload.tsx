import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { UploadResult } from '@siteguard/contracts';
import { App, Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { isImageFile, type UploadKind, uploadFile } from './uploadFile';
import { exceedsMaxCount } from './uploadRules';

const IMAGE_ACCEPT = 'image/gif,image/jpeg,image/png';

export interface SgUploadProps {
  kind?: UploadKind;
  /** The field's maximum number of files; more shows '最大上传数量为N'. */
  maxCount?: number;
  multiple?: boolean;
  value?: UploadFile<UploadResult>[];
  onChange?: (files: UploadFile<UploadResult>[]) => void;
  disabled?: boolean;
}

/**
 * An upload field (spec §5): a maximum count per field, images limited to gif, jpeg and png (checked by
 * type and by the first bytes before anything is sent), the token on every request, status done or
 * error, and the translated failure message. Each done file carries `{ fileId, url }` as its response.
 */
export function SgUpload({
  kind = 'any',
  maxCount,
  multiple = false,
  value = [],
  onChange,
  disabled,
}: SgUploadProps) {
  const { t } = useTranslation('components');
  const { message } = App.useApp();
  const image = kind === 'image';

  const beforeUpload: UploadProps['beforeUpload'] = async (file, batch) => {
    const position = batch.indexOf(file);
    if (exceedsMaxCount(value.length, position + 1, maxCount)) {
      // One warning per batch: only the first file over the limit says it.
      if (!exceedsMaxCount(value.length, position, maxCount))
        void message.warning(t('upload.maxCount', { count: maxCount }));
      return Upload.LIST_IGNORE;
    }
    if (image && !(await isImageFile(file))) {
      void message.error(t('upload.imageOnly'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps<UploadResult>['customRequest'] = ({ file, onSuccess, onError }) => {
    const controller = new AbortController();
    uploadFile(file as File, kind, controller.signal).then(
      (result) => onSuccess?.(result),
      (error: unknown) => {
        void message.error(t(image ? 'upload.imageFailed' : 'upload.fileFailed'));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return { abort: () => controller.abort() };
  };

  const full = maxCount !== undefined && value.length >= maxCount;
  return (
    <Upload<UploadResult>
      fileList={value}
      accept={image ? IMAGE_ACCEPT : undefined}
      listType={image ? 'picture-card' : 'text'}
      multiple={multiple}
      disabled={disabled}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={({ fileList }) =>
        // A done file shows and links the stored copy, not the local blob.
        onChange?.(fileList.map((item) => (item.response ? { ...item, url: item.response.url } : item)))
      }
    >
      {full ? null : image ? (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('upload.button')}</div>
        </button>
      ) : (
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {t('upload.button')}
        </Button>
      )}
    </Upload>
  );
}

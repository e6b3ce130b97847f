import type { SysFileInfoRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Image, Modal, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { filePreviewOptions, useObjectUrl } from '../../../components/upload';

/**
 * An image file full size, in antd's image viewer (zoom, rotate). The bytes come with the bearer
 * token as a Blob; until they arrive, or when they cannot, a small dialog says so.
 */
export function FilePreview({ file, onClose }: { file: SysFileInfoRow; onClose: () => void }) {
  const { t } = useTranslation('system');
  const { data, isError } = useQuery(filePreviewOptions(file.id));
  const url = useObjectUrl(data);

  if (!url) {
    return (
      <Modal open title={file.originalName} footer={null} onCancel={onClose} destroyOnHidden>
        {isError ? (
          <Result status="warning" title={t('file.previewFailed')} />
        ) : (
          <div style={{ padding: 48, textAlign: 'center' }}>
            <Spin />
          </div>
        )}
      </Modal>
    );
  }
  return (
    <Image
      style={{ display: 'none' }}
      src={url}
      alt={file.originalName}
      preview={{ visible: true, src: url, onVisibleChange: (visible) => !visible && onClose() }}
    />
  );
}

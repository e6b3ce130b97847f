import { permissions, type SysFileInfoRow } from '@siteguard/contracts';
import { App, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorAction } from '../../../api/errorFeedback';
import { getToken } from '../../../api/token';
import { exportFailureOf } from '../../../components/export/exportError';
import { Can } from '../../../shell/permission';
import { DeleteLink } from '../shared/DeleteLink';
import { deleteSysFile, downloadSysFile, isPreviewableImage } from './api';

/** A file row's actions: preview (images), download and delete. */
export function FileRowActions({
  file,
  onPreview,
}: {
  file: SysFileInfoRow;
  onPreview: (file: SysFileInfoRow) => void;
}) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadSysFile(file.id);
    } catch (error) {
      // A download bypasses the request client, so it sorts its failure the way exports do.
      const failure = exportFailureOf(error, getToken() !== null);
      if (failure.kind === 'policy') showErrorAction(failure.action);
      else {
        const reason = failure.kind === 'failed' ? failure.reason : t('file.downloadInterrupted');
        void message.error(t('file.downloadFailed', { reason }));
      }
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Space size="middle">
      {isPreviewableImage(file.mimeType) && (
        <Can code={permissions.sysFileInfo.preview}>
          <Typography.Link onClick={() => onPreview(file)}>{t('file.preview')}</Typography.Link>
        </Can>
      )}
      <Can code={permissions.sysFileInfo.download}>
        <Typography.Link disabled={downloading} onClick={() => void download()}>
          {t('file.download')}
        </Typography.Link>
      </Can>
      <Can code={permissions.sysFileInfo.delete}>
        <DeleteLink name={file.originalName} onDelete={() => deleteSysFile(file.id)} />
      </Can>
    </Space>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Modal, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorAction } from '../../api/errorFeedback';
import { getToken } from '../../api/token';
import { type DownloadedFile, type DownloadProgress, saveBlob } from './download';
import { formatBytes } from './downloadInfo';
import { exportFailureOf } from './exportError';

export type ExportStart = (options: {
  signal: AbortSignal;
  onProgress: (progress: DownloadProgress) => void;
}) => Promise<DownloadedFile>;

/**
 * The toolbar's export: streams every row of the current query (decisions.md "Export") into a file,
 * with a dialog showing the row count and the bytes received, and a cancel button that aborts the
 * request. The server streams without a length, so the bar is indeterminate and the figures carry
 * the progress.
 */
export function ExportButton({ start }: { start: ExportStart }) {
  const { t } = useTranslation('components');
  const { message } = App.useApp();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ totalRows: null, receivedBytes: 0 });
    try {
      const file = await start({ signal: abort.signal, onProgress: setProgress });
      saveBlob(file);
      void message.success(t('export.done', { name: file.filename }));
    } catch (error) {
      if (abort.signal.aborted) {
        void message.info(t('export.cancelled'));
        return;
      }
      const failure = exportFailureOf(error, getToken() !== null);
      if (failure.kind === 'policy') showErrorAction(failure.action);
      else {
        const reason =
          failure.kind === 'failed'
            ? failure.reason
            : t(failure.kind === 'unreachable' ? 'export.unreachable' : 'export.interrupted');
        void message.error(t('export.failed', { reason }));
      }
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} loading={progress !== null} onClick={() => void run()}>
        {t('export.button')}
      </Button>
      <Modal
        open={progress !== null}
        title={t('export.title')}
        closable={false}
        maskClosable={false}
        keyboard={false}
        width={360}
        footer={
          <Button onClick={() => controller.current?.abort()} data-testid="export-cancel">
            {t('export.cancel')}
          </Button>
        }
      >
        <div role="status" aria-live="polite" data-testid="export-progress">
          <Progress percent={100} status="active" showInfo={false} />
          <Typography.Text>
            {progress?.totalRows === null || progress === null
              ? t('export.rowsUnknown')
              : t('export.rows', { rows: progress.totalRows })}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ float: 'right' }}>
            {t('export.received', { size: formatBytes(progress?.receivedBytes ?? 0) })}
          </Typography.Text>
        </div>
      </Modal>
    </>
  );
}

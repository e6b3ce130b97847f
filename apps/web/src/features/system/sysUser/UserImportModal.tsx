import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  type ImportRowError,
  MAX_IMPORT_ROWS,
  type SYS_USER_IMPORT_COLUMNS,
  XLSX_CONTENT_TYPE,
} from '@siteguard/contracts';
import { Alert, App, Button, Modal, Progress, Result, Space, Steps, Table, Typography, Upload } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError';
import { saveBlob } from '../../../components/export';
import { downloadImportTemplate, importSysUsers } from './api';
import { importRowErrorsOf } from './importErrors';

type ImportField = (typeof SYS_USER_IMPORT_COLUMNS)[number];
type Phase =
  | { kind: 'pick' }
  | { kind: 'sending' }
  | { kind: 'done'; imported: number }
  | { kind: 'failed'; message: string; rows: ImportRowError[] };

const FIELD_LABELS = {
  account: 'user.account',
  name: 'user.name',
  nickName: 'user.nickName',
  phone: 'user.phone',
  email: 'user.email',
  orgCode: 'user.importOrgCode',
  jobNum: 'user.jobNum',
  positionCodes: 'user.importPositionCodes',
} as const satisfies Record<ImportField, string>;
/** The sheet's column as the template heads it; a field the web does not know shows as sent. */
const fieldLabel = (t: TFunction<'system'>, field: string) =>
  Object.hasOwn(FIELD_LABELS, field) ? t(FIELD_LABELS[field as ImportField]) : field;

const isXlsx = (file: File) => file.name.toLowerCase().endsWith('.xlsx');

/**
 * Imports users from the server's template: pick an .xlsx, send it, and read the outcome. The server
 * imports every row or none; a refused file lists each failing row and column here, so the operator
 * fixes the sheet and sends it again.
 */
export function UserImportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'pick' });
  const [downloading, setDownloading] = useState(false);
  const sending = phase.kind === 'sending';

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      saveBlob(await downloadImportTemplate());
    } catch (error) {
      void message.error(isApiError(error) ? error.message : t('user.templateFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const send = async () => {
    if (!file) return;
    setPhase({ kind: 'sending' });
    try {
      const { imported } = await importSysUsers(file);
      setPhase({ kind: 'done', imported });
    } catch (error) {
      setPhase({
        kind: 'failed',
        message: isApiError(error) && error.message ? error.message : t('user.importFailed'),
        rows: importRowErrorsOf(error),
      });
    }
  };

  // A refusal marks the check step, where it happened.
  const step = phase.kind === 'pick' ? 0 : phase.kind === 'done' ? 2 : 1;
  const footer =
    phase.kind === 'done' ? (
      <Button type="primary" onClick={onClose}>
        {t('user.importClose')}
      </Button>
    ) : (
      <Space>
        <Button onClick={onClose} disabled={sending}>
          {t('common.cancel')}
        </Button>
        <Button type="primary" onClick={() => void send()} disabled={!file} loading={sending}>
          {t('user.importStart')}
        </Button>
      </Space>
    );

  return (
    <Modal
      open
      title={t('user.importTitle')}
      width={760}
      onCancel={sending ? undefined : onClose}
      closable={!sending}
      maskClosable={false}
      footer={footer}
      destroyOnHidden
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Steps
          size="small"
          current={step}
          status={phase.kind === 'failed' ? 'error' : phase.kind === 'done' ? 'finish' : 'process'}
          items={[
            { title: t('user.importStepPick') },
            { title: t('user.importStepCheck') },
            { title: t('user.importStepDone') },
          ]}
        />
        {phase.kind === 'done' ? (
          <Result
            status="success"
            title={t('user.imported', { count: phase.imported })}
            subTitle={t('user.importedHint')}
          />
        ) : (
          <>
            <Alert
              type="info"
              showIcon
              message={t('user.importRules', { max: MAX_IMPORT_ROWS })}
              action={
                // The template needs the import permission, which opened this dialog.
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  loading={downloading}
                  onClick={() => void downloadTemplate()}
                >
                  {t('user.template')}
                </Button>
              }
            />
            <Upload.Dragger
              accept={`.xlsx,${XLSX_CONTENT_TYPE}`}
              maxCount={1}
              disabled={sending}
              fileList={file ? [{ uid: 'import', name: file.name, status: 'done', size: file.size }] : []}
              beforeUpload={(picked) => {
                if (!isXlsx(picked)) {
                  void message.error(t('user.importXlsxOnly'));
                  return Upload.LIST_IGNORE;
                }
                setFile(picked);
                setPhase({ kind: 'pick' });
                // Sent by the import button, not on pick.
                return false;
              }}
              onRemove={() => {
                setFile(null);
                setPhase({ kind: 'pick' });
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('user.importDrop')}</p>
              <p className="ant-upload-hint">{t('user.importDropHint')}</p>
            </Upload.Dragger>
            {sending && (
              <div>
                <Progress percent={100} status="active" showInfo={false} />
                <Typography.Text type="secondary">{t('user.importSending')}</Typography.Text>
              </div>
            )}
            {phase.kind === 'failed' && <ImportFailure phase={phase} t={t} />}
          </>
        )}
      </Space>
    </Modal>
  );
}

function ImportFailure({ phase, t }: { phase: Extract<Phase, { kind: 'failed' }>; t: TFunction<'system'> }) {
  return (
    <Space direction="vertical" size="small" style={{ width: '100%' }}>
      <Alert
        type="error"
        showIcon
        message={phase.message}
        description={phase.rows.length > 0 ? t('user.importNothing') : undefined}
      />
      {phase.rows.length > 0 && (
        <Table<ImportRowError>
          data-testid="import-errors"
          size="small"
          rowKey={(entry) => `${entry.row}:${entry.field}:${entry.message}`}
          dataSource={phase.rows}
          pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            { title: t('user.importRow'), dataIndex: 'row', key: 'row', width: 80, align: 'right' },
            {
              title: t('user.importColumn'),
              dataIndex: 'field',
              key: 'field',
              width: 200,
              render: (_: unknown, entry: ImportRowError) => fieldLabel(t, entry.field),
            },
            { title: t('user.importProblem'), dataIndex: 'message', key: 'message' },
          ]}
        />
      )}
    </Space>
  );
}

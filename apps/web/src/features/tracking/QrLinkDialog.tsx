import { CopyOutlined, ExportOutlined, PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TrackingLink } from '@siteguard/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Popconfirm, QRCode, Skeleton, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../api/queryClient';
import { formatDateTime } from '../../components/format/dateTime';
import { useServerError } from '../system/shared/useServerError';
import { printQrLabel } from './printQrLabel';

export interface QrLinkDialogProps {
  /** The dialog's title and the printed label's first line. */
  title: string;
  /** The label's further lines (number, site). */
  lines?: string[];
  queryKey: readonly unknown[];
  load: () => Promise<TrackingLink>;
  /** Absent when the caller may show the link but not re-issue it. */
  reissue?: () => Promise<TrackingLink>;
  onClose: () => void;
}

/**
 * A public tracking page's signed link as a QR code to print and stick on the device, vehicle or
 * gate: its expiry, open, copy and print, and a confirmed re-issue that voids every earlier code.
 */
export function QrLinkDialog(props: QrLinkDialogProps) {
  const { t } = useTranslation('tracking');
  const { message } = App.useApp();
  const report = useServerError();
  const qrBox = useRef<HTMLDivElement>(null);
  const link = useQuery({ queryKey: props.queryKey, queryFn: props.load, staleTime: 3_600_000 });
  const reissue = useMutation({
    mutationFn: () => (props.reissue ? props.reissue() : Promise.reject(new Error('no re-issue'))),
    onSuccess: (fresh) => {
      queryClient.setQueryData(props.queryKey, fresh);
      void message.success(t('qr.reissued'));
    },
    onError: report,
  });
  const url = link.data ? new URL(link.data.url, window.location.origin).toString() : '';
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    void message.success(t('qr.copied'));
  };
  const print = () => {
    const canvas = qrBox.current?.querySelector('canvas');
    if (canvas && link.data)
      printQrLabel(
        props.title,
        [...(props.lines ?? []), t('qr.hint', { date: formatDateTime(link.data.expiresAt) })],
        canvas.toDataURL('image/png'),
      );
  };
  return (
    <Modal open title={props.title} onCancel={props.onClose} footer={null} width={420} destroyOnHidden>
      {link.isError ? (
        <Alert type="error" showIcon message={t('qr.failed')} />
      ) : !link.data ? (
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <Skeleton.Node active style={{ width: 240, height: 240 }} />
        </div>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
          <div ref={qrBox} data-testid="tracking-qr" data-url={url}>
            <QRCode value={url} size={240} errorLevel="M" bgColor="#fff" />
          </div>
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {t('qr.hint', { date: formatDateTime(link.data.expiresAt) })}{' '}
            {t('qr.version', { version: link.data.version })}
          </Typography.Text>
          <Space wrap style={{ justifyContent: 'center' }}>
            <Button icon={<ExportOutlined />} href={url} target="_blank" rel="noreferrer">
              {t('qr.open')}
            </Button>
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              {t('qr.copy')}
            </Button>
            <Button icon={<PrinterOutlined />} onClick={print}>
              {t('qr.print')}
            </Button>
            {props.reissue && (
              <Popconfirm
                title={t('qr.reissueConfirm')}
                description={t('qr.reissueHint')}
                onConfirm={() => reissue.mutateAsync()}
                okButtonProps={{ danger: true }}
              >
                <Button danger icon={<ReloadOutlined />} loading={reissue.isPending}>
                  {t('qr.reissue')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        </div>
      )}
    </Modal>
  );
}

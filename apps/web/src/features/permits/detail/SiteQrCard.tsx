import { ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { PERMIT_LINK_DAYS, type PermitLink, type PermitType, permissions } from '@siteguard/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Popconfirm, QRCode, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../../api/queryClient';
import { Can } from '../../../shell/permission';
import { useServerError } from '../../system/shared/useServerError';
import { reissueSiteLink, revokeSiteLink, siteLinkOptions } from '../api';

/**
 * The signed, expiring link to the site page, as a QR code to print and post at the work front; with
 * the type's site-link permission, a confirmed re-issue (every earlier code stops opening) and revoke
 * (no code opens until the next re-issue).
 */
export function SiteQrCard({ type, id }: { type: PermitType; id: string }) {
  const { t } = useTranslation('permits');
  const { message } = App.useApp();
  const report = useServerError();
  const options = siteLinkOptions(type, id);
  const link = useQuery(options);
  const change = (call: () => Promise<PermitLink>, done: string) => ({
    mutationFn: call,
    onSuccess: (fresh: PermitLink) => {
      queryClient.setQueryData(options.queryKey, fresh);
      void message.success(done);
    },
    onError: report,
  });
  const reissue = useMutation(change(() => reissueSiteLink(type, id), t('detail.qrReissued')));
  const revoke = useMutation(change(() => revokeSiteLink(type, id), t('detail.qrRevokedDone')));
  const url = link.data?.url ? new URL(link.data.url, window.location.origin).toString() : '';
  return (
    <Card size="small" title={t('detail.qr')} data-testid="permit-qr">
      {!link.data ? (
        <Skeleton.Node active style={{ width: 200, height: 200 }} />
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          {link.data.revoked ? (
            <Alert type="warning" showIcon message={t('detail.qrRevoked')} data-testid="permit-qr-revoked" />
          ) : (
            <>
              <div data-testid="permit-qr-code" data-url={url}>
                <QRCode value={url} size={200} errorLevel="M" />
              </div>
              <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
                {t('detail.qrHint', { days: PERMIT_LINK_DAYS })} ·{' '}
                {t('detail.qrVersion', { version: link.data.version })}
              </Typography.Text>
              <Typography.Link href={url} target="_blank" rel="noreferrer" className="sg-no-print">
                {t('detail.qrOpen')}
              </Typography.Link>
            </>
          )}
          <Can code={permissions[type].siteLink}>
            <Space wrap className="sg-no-print" style={{ justifyContent: 'center' }}>
              <Popconfirm
                title={t('detail.qrReissueConfirm')}
                description={t('detail.qrReissueHint')}
                onConfirm={() => reissue.mutateAsync()}
                okButtonProps={{ danger: true }}
              >
                <Button size="small" icon={<ReloadOutlined />} loading={reissue.isPending}>
                  {t('detail.qrReissue')}
                </Button>
              </Popconfirm>
              {!link.data.revoked && (
                <Popconfirm
                  title={t('detail.qrRevokeConfirm')}
                  description={t('detail.qrRevokeHint')}
                  onConfirm={() => revoke.mutateAsync()}
                  okButtonProps={{ danger: true }}
                >
                  <Button size="small" danger icon={<StopOutlined />} loading={revoke.isPending}>
                    {t('detail.qrRevoke')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          </Can>
        </div>
      )}
    </Card>
  );
}

import { PERMIT_LINK_DAYS, type PermitType } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, QRCode, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { siteLink } from '../api';

/** The signed, expiring link to the site page, as a QR code to print and post at the work front. */
export function SiteQrCard({ type, id }: { type: PermitType; id: string }) {
  const { t } = useTranslation('permits');
  // A link is made when the card shows; it stays valid for days, so it is not fetched again meanwhile.
  const link = useQuery({
    queryKey: ['permits', type, 'link', id],
    queryFn: () => siteLink(type, id),
    staleTime: 3_600_000,
  });
  const url = link.data ? new URL(link.data.url, window.location.origin).toString() : '';
  return (
    <Card size="small" title={t('detail.qr')} data-testid="permit-qr">
      {link.data ? (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          <QRCode value={url} size={200} errorLevel="M" />
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {t('detail.qrHint', { days: PERMIT_LINK_DAYS })}
          </Typography.Text>
          <Typography.Link href={url} target="_blank" rel="noreferrer" className="sg-no-print">
            {t('detail.qrOpen')}
          </Typography.Link>
        </div>
      ) : (
        <Skeleton.Node active style={{ width: 200, height: 200 }} />
      )}
    </Card>
  );
}

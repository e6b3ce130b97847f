import { DEVICE_REGISTRIES, type DeviceRegistry, type DeviceRow } from '@siteguard/contracts';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shell/permission';
import { deviceLink, reissueDeviceLink } from './api';
import { QrLinkDialog } from './QrLinkDialog';

/** A device registry row's "QR code" action: the device's public page (/tracking/qrcode). */
export function DeviceQrLink({ registry, row }: { registry: DeviceRegistry; row: DeviceRow }) {
  const { t } = useTranslation('tracking');
  const [open, setOpen] = useState(false);
  return (
    <Can code={DEVICE_REGISTRIES[registry].permissions.edit}>
      <Typography.Link onClick={() => setOpen(true)}>{t('qr.action')}</Typography.Link>
      {open && (
        <QrLinkDialog
          title={t('qr.title', { name: row.name })}
          lines={[row.site, row.area ?? ''].filter(Boolean)}
          queryKey={['tracking', 'device', 'link', row.id]}
          load={() => deviceLink(registry, row.id)}
          reissue={() => reissueDeviceLink(registry, row.id)}
          onClose={() => setOpen(false)}
        />
      )}
    </Can>
  );
}

import { DEVICE_REGISTRIES, type DeviceRegistry, type DeviceRow, deviceApis } from '@siteguard/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../../components/resource';
import { currentLang } from '../../../i18n/i18n';
import { ActiveCountQrButton, DeviceQrLink } from '../../tracking';
import { DeviceActions } from './DeviceActions';
import { deviceColumns } from './deviceColumns';
import { DeviceFields, type DeviceFormValues, deviceBody, deviceInitialValues } from './deviceFields';
import { UnassignedWatches } from './UnassignedWatches';

/**
 * One page for every device registry (watches, helmets, gas sensors, locks, RFID and gates): the same
 * list and dialog over the registry's own contract and permission codes.
 */
export function DeviceListPage({ registry }: { registry: DeviceRegistry }) {
  const { t } = useTranslation('devices');
  const lang = currentLang();
  const multipleKinds = DEVICE_REGISTRIES[registry].kinds.length > 1;
  const columns = useMemo(
    () => deviceColumns(t, lang, registry, multipleKinds),
    [t, lang, registry, multipleKinds],
  );
  return (
    <ResourcePage<DeviceRow, DeviceFormValues>
      api={deviceApis[registry]}
      title={t(`registry.titles.${registry}`)}
      dialogTitle={(row) => t(row ? 'registry.editTitle' : 'registry.addTitle')}
      columns={columns}
      fields={() => <DeviceFields t={t} lang={lang} registry={registry} />}
      initialValues={(row) => deviceInitialValues(registry, row)}
      toBody={(values) => deviceBody(values)}
      nameOf={(row) => row.name}
      rowActions={(row) => [
        // The QR code of the device's public page (/tracking/qrcode).
        <DeviceQrLink key="qr" registry={registry} row={row} />,
        <DeviceActions key="more" registry={registry} row={row} />,
      ]}
      // Watches: how many nobody wears (the wearer filter lists them), and the QR code of a site's
      // gate board (sw_smartwatch1_activecount).
      toolbar={
        registry === 'swWatch'
          ? [<UnassignedWatches key="unassigned" />, <ActiveCountQrButton key="board" />]
          : undefined
      }
      scrollX={1300}
      dialogWidth={640}
    />
  );
}

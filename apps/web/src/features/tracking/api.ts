import {
  activeCountLinkApi,
  type DeviceRegistry,
  deviceLinkApis,
  type PlantKind,
  plantApis,
} from '@siteguard/contracts';
import { callEndpoint } from '../../api/client';

/** The QR links of the plant register, the device registries and a site's gate board. */
export const plantLink = (kind: PlantKind, id: string) =>
  callEndpoint(plantApis[kind].qrcode, { query: { id } });
export const reissuePlantLink = (kind: PlantKind, id: string) =>
  callEndpoint(plantApis[kind].reissueQrcode, { body: { id } });
export const deviceLink = (registry: DeviceRegistry, id: string) =>
  callEndpoint(deviceLinkApis[registry].qrcode, { query: { id } });
export const reissueDeviceLink = (registry: DeviceRegistry, id: string) =>
  callEndpoint(deviceLinkApis[registry].reissueQrcode, { body: { id } });
export const activeCountLink = (site: string) => callEndpoint(activeCountLinkApi.qrcode, { query: { site } });
export const reissueActiveCountLink = (site: string) =>
  callEndpoint(activeCountLinkApi.reissueQrcode, { body: { site } });

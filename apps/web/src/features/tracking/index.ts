export { ActiveCountQrButton } from './ActiveCountQrButton';
export { DeviceQrLink } from './DeviceQrLink';

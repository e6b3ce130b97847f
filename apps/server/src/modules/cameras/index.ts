export { camerasModule, HLS_BASE_PATH } from './cameras.routes.js';
export { acknowledgeCctvAlert } from './cctv/cctvAlerts.service.js';
export { publishCctvAlert } from './cctv/cctvEvents.js';
export { type CameraPlatform, createCameraPlatform } from './platform.js';
export { seedDemoCameras } from './seed.js';

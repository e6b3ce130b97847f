export { camerasModule, HLS_BASE_PATH } from './cameras.routes.js';
export { cctvAlertAcknowledger } from './cctv/cctvAcknowledger.js';
export { type CameraPlatform, createCameraPlatform } from './platform.js';
export { seedDemoCameras } from './seed.js';

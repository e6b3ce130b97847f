export { trackingModule } from './tracking.routes.js';

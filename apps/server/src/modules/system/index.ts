export { systemModule } from './system.routes.js';

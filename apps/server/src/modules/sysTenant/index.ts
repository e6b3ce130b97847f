export { sysTenantModule } from './sysTenant.routes.js';

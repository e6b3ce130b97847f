export { dashboardModule } from './dashboard.routes.js';

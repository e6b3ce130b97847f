export { dashboardModule } from './dashboard.routes.js';
export { announcePermitMoved } from './permitInbox.events.js';

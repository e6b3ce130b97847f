export { accountModule } from './account.routes.js';

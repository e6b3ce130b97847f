export { authModule } from './auth.routes.js';

export { sysAppModule } from './sysApp.routes.js';

export { loginApps, loginMenus } from './login-menus.js';
export { sysMenuModule } from './sysMenu.routes.js';
export { seedMenus } from './sysMenu.seed.js';

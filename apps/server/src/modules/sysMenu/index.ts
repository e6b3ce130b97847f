export { loginApps, loginMenus } from './login-menus.js';
export { seedMenus } from './sysMenu.seed.js';

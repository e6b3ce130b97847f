/**
 * Where the sign-in route's calls go, without their schemas. The endpoint tables beside this file
 * spread these in, so each path is still written once; the web's sign-in route calls through them
 * (typed by the endpoints, erased at build) and so downloads no schema library before sign-in.
 */
import type { Route } from '../endpoint.js';

export const authRoutes = {
  getPublicKey: { method: 'GET', path: '/getPublicKey' },
  login: { method: 'POST', path: '/login' },
  logout: { method: 'GET', path: '/logout' },
  getLoginUser: { method: 'GET', path: '/getLoginUser' },
  menuChange: { method: 'POST', path: '/sysMenu/change' },
  appMenus: { method: 'GET', path: '/sysMenu/appMenus' },
  getTenantOpen: { method: 'GET', path: '/getTenantOpen' },
  getCaptchaOpen: { method: 'GET', path: '/getCaptchaOpen' },
  getRegisterOpen: { method: 'GET', path: '/getRegisterOpen' },
  register: { method: 'POST', path: '/register' },
  getSmsCaptcha: { method: 'GET', path: '/getSmsCaptcha' },
  captchaGet: { method: 'POST', path: '/captcha/get' },
  captchaCheck: { method: 'POST', path: '/captcha/check' },
} as const satisfies Record<string, Route>;

import { authRoutes, type Lang, type LoginMenu, type LoginUser, type loginApi } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../api/request';

export const sessionKeys = {
  all: ['session'] as const,
  loginUser: (lang: Lang) => [...sessionKeys.all, 'loginUser', lang] as const,
};

/**
 * The signed-in user (GET /getLoginUser). The language is part of the key because menu titles come
 * translated: switching language fetches the user again and the menu follows.
 */
export const loginUserOptions = (lang: Lang) =>
  queryOptions({
    queryKey: sessionKeys.loginUser(lang),
    // The key's language, not the active one: a language switch fetches the new menus before it shows.
    queryFn: ({ signal }) =>
      callRoute<typeof loginApi.getLoginUser>(authRoutes.getLoginUser, { signal, lang }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const changeApp = (application: string, lang: Lang) =>
  callRoute<typeof loginApi.menuChange>(authRoutes.menuChange, { body: { application, lang } });

/** The user after an app switch: the chosen app active, its menus in place (the server keeps the choice). */
export function applyAppSwitch(user: LoginUser, application: string, menus: LoginMenu[]): LoginUser {
  return {
    ...user,
    apps: user.apps.map((app) => ({ ...app, active: app.code === application })),
    menus,
  };
}

import {
  authRoutes,
  type authSettingsApi,
  type captchaApi,
  type LoginBody,
  type loginApi,
  type RegisterBody,
  type registerApi,
  type smsApi,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
// The sign-in route calls by route (no schema library in its download); see api/request.ts.
import { callRoute } from '../../api/request';

export const authKeys = {
  all: ['auth'] as const,
  settings: () => [...authKeys.all, 'settings'] as const,
  captchaOpen: () => [...authKeys.settings(), 'captchaOpen'] as const,
  tenantOpen: () => [...authKeys.settings(), 'tenantOpen'] as const,
  registerOpen: () => [...authKeys.settings(), 'registerOpen'] as const,
  publicKey: () => [...authKeys.all, 'publicKey'] as const,
  captcha: () => [...authKeys.all, 'captcha'] as const,
};

/** Whether sign-in asks for a captcha (GET /getCaptchaOpen). */
export const captchaOpenOptions = () =>
  queryOptions({
    queryKey: authKeys.captchaOpen(),
    queryFn: ({ signal }) =>
      callRoute<typeof authSettingsApi.getCaptchaOpen>(authRoutes.getCaptchaOpen, { signal }),
  });

/** Whether sign-in asks for a tenant (GET /getTenantOpen). */
export const tenantOpenOptions = () =>
  queryOptions({
    queryKey: authKeys.tenantOpen(),
    queryFn: ({ signal }) =>
      callRoute<typeof authSettingsApi.getTenantOpen>(authRoutes.getTenantOpen, { signal }),
  });

/** Whether self-registration is open (GET /getRegisterOpen). */
export const registerOpenOptions = () =>
  queryOptions({
    queryKey: authKeys.registerOpen(),
    queryFn: ({ signal }) =>
      callRoute<typeof registerApi.getRegisterOpen>(authRoutes.getRegisterOpen, { query: {}, signal }),
  });

/** The server's SM2 key; it only changes when the server's data directory does, so it is kept all visit. */
export const publicKeyOptions = () =>
  queryOptions({
    queryKey: authKeys.publicKey(),
    queryFn: ({ signal }) => callRoute<typeof loginApi.getPublicKey>(authRoutes.getPublicKey, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A captcha challenge; single use, so it is never reused from the cache. */
export const captchaChallengeOptions = () =>
  queryOptions({
    queryKey: authKeys.captcha(),
    queryFn: () => callRoute<typeof captchaApi.get>(authRoutes.captchaGet),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

// The sign-in and register pages show every failure of these calls in their own alert, so the calls
// are quiet: one message per failure (decisions.md), never a toast beside the alert.

export const checkCaptcha = (token: string, answer: string) =>
  callRoute<typeof captchaApi.check>(authRoutes.captchaCheck, { body: { token, answer }, quiet: true });

export const login = (body: LoginBody) =>
  callRoute<typeof loginApi.login>(authRoutes.login, { body, quiet: true });

export const sendSmsCode = (phoneNumber: string) =>
  callRoute<typeof smsApi.getSmsCaptcha>(authRoutes.getSmsCaptcha, { query: { phoneNumber }, quiet: true });

export const register = (body: RegisterBody) =>
  callRoute<typeof registerApi.register>(authRoutes.register, { body, quiet: true });

import {
  authSettingsApi,
  captchaApi,
  type LoginBody,
  loginApi,
  type RegisterBody,
  registerApi,
  smsApi,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/client';

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
    queryFn: ({ signal }) => callEndpoint(authSettingsApi.getCaptchaOpen, { signal }),
  });

/** Whether sign-in asks for a tenant (GET /getTenantOpen). */
export const tenantOpenOptions = () =>
  queryOptions({
    queryKey: authKeys.tenantOpen(),
    queryFn: ({ signal }) => callEndpoint(authSettingsApi.getTenantOpen, { signal }),
  });

/** Whether self-registration is open (GET /getRegisterOpen). */
export const registerOpenOptions = () =>
  queryOptions({
    queryKey: authKeys.registerOpen(),
    queryFn: ({ signal }) => callEndpoint(registerApi.getRegisterOpen, { query: {}, signal }),
  });

/** The server's SM2 key; it only changes when the server's data directory does, so it is kept all visit. */
export const publicKeyOptions = () =>
  queryOptions({
    queryKey: authKeys.publicKey(),
    queryFn: ({ signal }) => callEndpoint(loginApi.getPublicKey, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A captcha challenge; single use, so it is never reused from the cache. */
export const captchaChallengeOptions = () =>
  queryOptions({
    queryKey: authKeys.captcha(),
    queryFn: () => callEndpoint(captchaApi.get),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const checkCaptcha = (token: string, answer: string) =>
  callEndpoint(captchaApi.check, { body: { token, answer } });

export const login = (body: LoginBody) => callEndpoint(loginApi.login, { body });

export const sendSmsCode = (phoneNumber: string) =>
  callEndpoint(smsApi.getSmsCaptcha, { query: { phoneNumber } });

export const register = (body: RegisterBody) => callEndpoint(registerApi.register, { body });

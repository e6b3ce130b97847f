import { authSettingsApi } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/client';

export const authKeys = {
  all: ['auth'] as const,
  settings: () => [...authKeys.all, 'settings'] as const,
  captchaOpen: () => [...authKeys.settings(), 'captchaOpen'] as const,
  tenantOpen: () => [...authKeys.settings(), 'tenantOpen'] as const,
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

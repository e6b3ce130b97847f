import { expect, test } from '@playwright/test';
import { loginApi, sysPosApi, sysUserApi } from '@siteguard/contracts';
import { expectSignedInAt, signIn } from './helpers';
import { adminApi, apiSignIn, createRestrictedUser } from './support/admin-api';

// System administration journeys of visit log, positions, dictionaries and files (issue #8).

test('admin-api: a restricted user holds exactly the granted permissions', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await adminApi(request, baseURL);
  const user = await createRestrictedUser(admin, { permissions: ['sysPos:page'], label: 'probe' });

  const token = await apiSignIn(request, baseURL as string, user.account, user.password);
  const auth = { authorization: `Bearer ${token}` };
  const allowed = await request.get(`/api${sysPosApi.page.path}`, { headers: auth });
  expect(allowed.status()).toBe(200);
  const refused = await request.get(`/api${sysUserApi.page.path}`, { headers: auth });
  expect(refused.status()).toBe(403);
  const loginUser = await request.get(`/api${loginApi.getLoginUser.path}`, { headers: auth });
  expect((await loginUser.json()).data.permissions).toEqual(['sysPos:page']);

  await signIn(page, user.account, user.password);
  await expectSignedInAt(page, /\/welcome$/);
});

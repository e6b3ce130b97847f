import type { FastifyInstance } from 'fastify';
import { sm2 } from 'sm-crypto';

/** Encrypts as the browser does: sm-crypto C1C3C2 with the server's public key. */
export async function encryptPassword(app: FastifyInstance, password: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/getPublicKey' });
  return sm2.doEncrypt(password, res.json().data, 1);
}

export async function login(
  app: FastifyInstance,
  account: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    headers,
    payload: { account, password: await encryptPassword(app, password), ...extra },
  });
}

export async function tokenFor(app: FastifyInstance, account: string, password = '123456'): Promise<string> {
  const res = await login(app, account, password);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${account} failed: ${res.body}`);
  return res.json().data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

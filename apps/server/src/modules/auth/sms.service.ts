import { randomInt } from 'node:crypto';
import {
  type Lang,
  SMS_CODE_TTL_MS,
  SMS_DAILY_LIMIT,
  SMS_RESEND_INTERVAL_MS,
  type Translated,
} from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { fail } from '../../platform/errors.js';
import { hashToken } from './tokens.js';

/** Where SMS messages go. The default driver writes to the sys_sms_outbox table and the log. */
export interface SmsSender {
  send(phone: string, message: string): Promise<void>;
}

export function outboxSmsSender(db: Kysely<DB>, log: FastifyBaseLogger): SmsSender {
  return {
    async send(phone, message) {
      await db.insertInto('sys_sms_outbox').values({ phone, message }).execute();
      log.info({ phone }, 'SMS written to the dev outbox (no SMS gateway configured)');
    },
  };
}

const messages: Translated = {
  'zh-HK': 'Siteguard 驗證碼：{code}，5 分鐘內有效。',
  'zh-CN': 'Siteguard 验证码：{code}，5 分钟内有效。',
  en: 'Your Siteguard code is {code}. It expires in 5 minutes.',
};

export async function sendSmsCode(
  db: Kysely<DB>,
  sender: SmsSender,
  phone: string,
  lang: Lang,
): Promise<{ expiresInSeconds: number; resendAfterSeconds: number }> {
  const since = new Date(Date.now() - 86_400_000);
  const recent = await db
    .selectFrom('sys_sms_code')
    .select([sql<number>`count(*)::int`.as('count'), sql<Date | null>`max(created_at)`.as('latest')])
    .where('phone', '=', phone)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const latest = recent.latest ? new Date(recent.latest).getTime() : 0;
  const wait = latest + SMS_RESEND_INTERVAL_MS - Date.now();
  if (wait > 0) return fail('SMS_RATE_LIMITED', { seconds: Math.ceil(wait / 1000) });
  if (recent.count >= SMS_DAILY_LIMIT) return fail('SMS_RATE_LIMITED', { seconds: 86_400 });

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .insertInto('sys_sms_code')
    .values({ phone, code_hash: hashToken(code + phone), expires_at: new Date(Date.now() + SMS_CODE_TTL_MS) })
    .execute();
  await sender.send(phone, messages[lang].replace('{code}', code));
  return { expiresInSeconds: SMS_CODE_TTL_MS / 1000, resendAfterSeconds: SMS_RESEND_INTERVAL_MS / 1000 };
}

/** True once for the newest unexpired code sent to the phone. */
export async function consumeSmsCode(db: Kysely<DB>, phone: string, code: string): Promise<boolean> {
  const now = new Date();
  const used = await db
    .updateTable('sys_sms_code')
    .set({ used_at: now })
    .where('phone', '=', phone)
    .where('code_hash', '=', hashToken(code + phone))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

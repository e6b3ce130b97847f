import type { FastifyBaseLogger } from 'fastify';
import type { SmsSettings } from '../../../platform/config.js';
import { ACKNOWLEDGE_LABEL, type Channel, type OutgoingMessage, type SendResult } from './channel.js';

/**
 * SMS through Twilio's Messages API or one compatible with it (decision 0026). The provider encodes
 * (GSM-7 or UCS-2) and splits long bodies into concatenated segments, so Chinese is sent as UTF-8.
 */
export interface SmsChannel extends Channel {
  kind: 'sms';
  /** Refuses new sends (`closed`, retryable: another instance may take them) and waits for those in flight. */
  close(): Promise<void>;
}

/** The reason codes a failed send starts with (decision 0026); a `: detail` may follow. */
export type SmsFailureCode =
  | 'throttled'
  | 'auth'
  | 'provider-error'
  | 'connection'
  | 'connection-lost'
  | 'timeout'
  | 'invalid-number'
  | 'unsubscribed'
  | 'rejected'
  | 'closed';

/** The API's limit on a body: longer bodies are refused with 21617, so we cut the text first. */
export const SMS_MAX_CHARACTERS = 1600;
const E164 = /^\+[1-9]\d{6,14}$/;
// Twilio's codes for a recipient that cannot get an SMS: not a number, not a mobile, no route, region
// not enabled, invalid number. Trying the same number again cannot help.
const INVALID_NUMBER_CODES = new Set([21211, 21614, 21612, 21408, 21421]);
const UNSUBSCRIBED = 21610;
const THROTTLED = 20429;
// Sent keys remembered to answer a repeated send without a second SMS: a bounded set, oldest dropped.
const REMEMBERED_KEYS = 10_000;

interface ProviderError {
  code?: number;
  message?: string;
}

export interface SmsChannelOptions {
  log: FastifyBaseLogger;
  /** For tests only: the fetch to use. */
  fetch?: typeof fetch;
}

/** The SMS channel, or null without SMS_URL (the engine then has no SMS to fall through to). */
export function createSmsChannel(
  configured: SmsSettings | undefined,
  options: SmsChannelOptions,
): SmsChannel | null {
  if (!configured) return null;
  const settings = configured;
  const log = options.log.child({ channel: 'sms' });
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${settings.apiBase}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.username}:${settings.password}`).toString('base64')}`;
  const senderField = /^MG[0-9a-f]{32}$/.test(settings.from) ? 'MessagingServiceSid' : 'From';
  const inFlight = new Map<string, Promise<SendResult>>();
  const sent = new Map<string, SendResult>();
  let closed = false;

  async function submit(to: string, message: OutgoingMessage): Promise<SendResult> {
    const body = smsBody(message);
    const form = new URLSearchParams({ To: to, [senderField]: settings.from, Body: body });
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      return networkFailure(error);
    }
    const payload = (await response.json().catch(() => ({}))) as ProviderError & {
      sid?: string;
      num_segments?: string;
    };
    if (response.ok) {
      log.info(
        { to: maskNumber(to), providerId: payload.sid, segments: Number(payload.num_segments) || undefined },
        'SMS accepted by the provider',
      );
      return payload.sid ? { ok: true, providerId: payload.sid } : { ok: true };
    }
    return providerFailure(response.status, payload);
  }

  return {
    kind: 'sms',
    async send(rawTo, message) {
      const to = rawTo.replace(/[\s-]/g, '');
      const remembered = sent.get(message.idempotencyKey) ?? inFlight.get(message.idempotencyKey);
      if (remembered) return remembered;
      if (closed) return failure('closed', true);
      if (!E164.test(to)) {
        log.warn({ to: maskNumber(to), reason: 'invalid-number' }, 'SMS not sent: not an E.164 number');
        return failure('invalid-number', false, 'not an E.164 number');
      }
      const pending = submit(to, message).then((result) => {
        inFlight.delete(message.idempotencyKey);
        if (result.ok) remember(sent, message.idempotencyKey, result);
        else
          log.warn(
            { to: maskNumber(to), reason: result.reason, retryable: result.retryable },
            'SMS not sent',
          );
        return result;
      });
      inFlight.set(message.idempotencyKey, pending);
      return pending;
    },
    async close() {
      closed = true;
      await Promise.allSettled([...inFlight.values()]);
    },
  };
}

/**
 * Subject, text and link on their own lines, within the API's limit: the text is cut, never the link.
 * The link is the person's own Acknowledge page when there is one (it shows the alert and links the
 * console), else the console's.
 */
export function smsBody(message: Pick<OutgoingMessage, 'subject' | 'text' | 'url' | 'acknowledge'>): string {
  const text = message.text.trim();
  const subject = message.subject.trim();
  const head = subject && !text.startsWith(subject) ? `${subject}\n` : '';
  const acknowledgeUrl = message.acknowledge?.url;
  const tail = acknowledgeUrl
    ? `\n${ACKNOWLEDGE_LABEL} ${acknowledgeUrl}`
    : message.url
      ? `\n${message.url}`
      : '';
  const room = SMS_MAX_CHARACTERS - head.length - tail.length;
  return `${head}${cut(text, room)}${tail}`;
}

function cut(text: string, room: number): string {
  if (text.length <= room) return text;
  let end = Math.max(room - 1, 0);
  // Never split a surrogate pair: half a character shows as a box on the phone.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

function providerFailure(status: number, payload: ProviderError): SendResult {
  const detail = [payload.code ? `${status}/${payload.code}` : String(status), payload.message]
    .filter(Boolean)
    .join(' ');
  if (status === 429 || payload.code === THROTTLED) return failure('throttled', true, detail);
  if (status === 401 || status === 403) return failure('auth', true, detail);
  if (status >= 500) return failure('provider-error', true, detail);
  if (payload.code === UNSUBSCRIBED) return failure('unsubscribed', false, detail);
  if (payload.code !== undefined && INVALID_NUMBER_CODES.has(payload.code)) {
    return failure('invalid-number', false, detail);
  }
  return failure('rejected', false, detail);
}

// Undici (fetch) wraps the socket's error as `cause`. A connection never made is safe to retry; one
// lost after the request went out (or a timeout) may have been accepted: retried all the same, since
// a duplicate SMS is better than a lost alert (decision 0026).
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function networkFailure(error: unknown): SendResult {
  const name = (error as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return failure('timeout', true);
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  const code = cause?.code ?? (error as { code?: string } | undefined)?.code ?? 'unknown';
  return failure(NOT_CONNECTED.has(code) ? 'connection' : 'connection-lost', true, code);
}

function failure(code: SmsFailureCode, retryable: boolean, detail?: string): SendResult {
  return { ok: false, retryable, reason: detail ? `${code}: ${detail}` : code };
}

/** A phone number as it may be logged: country code and the last four digits. */
export function maskNumber(to: string): string {
  if (to.length <= 8) return '***';
  return `${to.slice(0, 4)}****${to.slice(-4)}`;
}

function remember(map: Map<string, SendResult>, key: string, result: SendResult): void {
  map.set(key, result);
  if (map.size > REMEMBERED_KEYS) map.delete(map.keys().next().value as string);
}

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { SmtpSettings } from '../../../platform/config.js';
import { ACKNOWLEDGE_LABEL, type Channel, type OutgoingMessage, type SendResult } from './channel.js';

/** What an SMTP failure looks like on nodemailer's errors: its code and, once the server spoke, the reply. */
export interface SmtpFailure {
  code?: string | undefined;
  responseCode?: number | undefined;
  response?: string | undefined;
  message?: string | undefined;
}

// Failures of the way to the server, not of the message: another try may find it up again.
const TRANSIENT_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'EMAXLIMIT']);

/**
 * Whether sending again could help (RFC 5321: a 4yz reply is transient, a 5yz permanent). Without a
 * reply, a connection that failed (refused, dropped, timed out, DNS) is worth retrying; anything else
 * (TLS refused, authentication, a message nodemailer cannot build) fails the same way next time.
 */
export function classifySmtpFailure(error: SmtpFailure): { retryable: boolean; reason: string } {
  const reply = error.response?.trim();
  const reason = redactUrls(
    error.responseCode
      ? (reply ?? String(error.responseCode))
      : (error.message ?? error.code ?? 'unknown error'),
  ).slice(0, 300);
  if (error.responseCode) return { retryable: error.responseCode < 500, reason };
  return { retryable: TRANSIENT_CODES.has(error.code ?? ''), reason };
}

/** Any URL's credentials in a text (a proxy or server URL echoed in an error) become ***. */
export function redactUrls(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s'"]*@/gi, '$1***@');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The HTML part when a message brings none: its text, escaped, paragraphs kept, and its link. */
export function htmlOf(message: OutgoingMessage): string {
  const paragraphs = message.text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const acknowledgeUrl = message.acknowledge?.url;
  const acknowledge = acknowledgeUrl
    ? `\n<p><a href="${escapeHtml(acknowledgeUrl)}" style="display:inline-block;padding:10px 18px;background:#cf1322;color:#fff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(ACKNOWLEDGE_LABEL.replace(/:$/, ''))}</a></p>`
    : '';
  const link = message.url
    ? `\n<p><a href="${escapeHtml(message.url)}">${escapeHtml(message.url)}</a></p>`
    : '';
  return `<!doctype html>\n<html lang="${message.lang}"><body>\n${paragraphs}${acknowledge}${link}\n</body></html>`;
}

/** The plain-text part: the text, the person's Acknowledge link, the console's link. */
export function textOf(message: OutgoingMessage): string {
  const acknowledgeUrl = message.acknowledge?.url;
  return [message.text, acknowledgeUrl ? `${ACKNOWLEDGE_LABEL} ${acknowledgeUrl}` : '', message.url ?? '']
    .filter(Boolean)
    .join('\n\n');
}

export interface EmailChannel extends Channel {
  kind: 'email';
  close(): void;
}

/**
 * The email channel: nodemailer over SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for
 * implicit TLS; credentials in the URL). Only `settings.shownUrl` is ever logged.
 */
export function createEmailChannel(settings: SmtpSettings, log: FastifyBaseLogger): EmailChannel {
  const transport = nodemailer.createTransport(
    // A mail server that does not answer must not hold an alert's delivery for minutes. A few
    // connections kept open carry a flood of alerts (a new one per mail made each wait on a handshake).
    {
      url: settings.url,
      pool: true,
      maxConnections: 10,
      maxMessages: 1000,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from: settings.from },
  );
  return {
    kind: 'email',
    async send(to: string, message: OutgoingMessage): Promise<SendResult> {
      try {
        const info = await transport.sendMail({
          to,
          subject: message.subject,
          text: textOf(message),
          html: message.html ?? htmlOf(message),
          // One id per delivery: a retried delivery the server already took is recognisable as the same.
          messageId: `<${message.idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '.')}@siteguard>`,
          headers: {
            'Content-Language': message.lang,
            ...(message.alertId ? { 'X-Siteguard-Alert': message.alertId } : {}),
          },
        });
        return { ok: true, providerId: info.messageId };
      } catch (error) {
        const failure = classifySmtpFailure(error as SmtpFailure);
        log.warn(
          { smtp: settings.shownUrl, retryable: failure.retryable, reason: failure.reason },
          'email not sent',
        );
        return { ok: false, ...failure };
      }
    },
    close: () => transport.close(),
  };
}

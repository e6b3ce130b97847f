import { sysNoticeApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { serialize } from '../../platform/http/serialized.js';
import type { Notifier } from '../../platform/realtime/notifier.js';
import {
  addNotice,
  deleteNotice,
  editNotice,
  markRead,
  type NoticeNotify,
  noticeRecipients,
  pageNotices,
  publishNotice,
  receivedNotices,
  unreadNotices,
  withdrawNotice,
} from './sysNotice.service.js';

export const NOTICE_EVENT = 'notice';

export async function sysNoticeModule(
  app: FastifyInstance,
  { notifier }: { notifier: Notifier },
): Promise<void> {
  // The notice is published either way; a bell that missed the event catches up at its next fetch.
  const notify: NoticeNotify = async (tenantId, data) => {
    try {
      await notifier.publish({ tenantId, name: NOTICE_EVENT, data });
    } catch (error) {
      app.log.warn({ err: error, notice: data.id }, 'notice event not sent');
    }
  };

  registerEndpoint(app, sysNoticeApi.page, ({ query, request }) =>
    pageNotices(requirePrincipal(request).tenant, query),
  );
  registerEndpoint(app, sysNoticeApi.recipients, ({ query, request }) =>
    noticeRecipients(requirePrincipal(request).tenant, query.id),
  );
  registerEndpoint(app, sysNoticeApi.add, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return addNotice(tenant, principal, body);
  });
  registerEndpoint(app, sysNoticeApi.edit, ({ body, request }) =>
    editNotice(requirePrincipal(request).tenant, body),
  );
  registerEndpoint(app, sysNoticeApi.delete, ({ body, request }) =>
    deleteNotice(requirePrincipal(request).tenant, body.id),
  );
  registerEndpoint(app, sysNoticeApi.publish, ({ body, request }) =>
    publishNotice(requirePrincipal(request).tenant, body.id, notify),
  );
  registerEndpoint(app, sysNoticeApi.withdraw, ({ body, request }) =>
    withdrawNotice(requirePrincipal(request).tenant, body.id, notify),
  );
  registerEndpoint(app, sysNoticeApi.unread, ({ request }) => {
    const { principal, tenant } = requirePrincipal(request);
    const key = `${principal.tenantId}:bell:${principal.userId}`;
    return app.tenantCache.read(principal.tenantId, key, async () =>
      serialize(sysNoticeApi.unread.response, await unreadNotices(tenant, principal)),
    );
  });
  registerEndpoint(app, sysNoticeApi.received, ({ query, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return receivedNotices(tenant, principal, query);
  });
  registerEndpoint(app, sysNoticeApi.read, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return markRead(tenant, principal, body);
  });
}

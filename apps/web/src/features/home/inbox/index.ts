export { PERMIT_INBOX_POLL_MS, permitInboxKeys, permitInboxOptions, refreshPermitInbox } from './inboxApi';
export { bellInboxCount, type InboxGroup, inboxGroups, permitPath, seesPermitInbox } from './inboxGroups';
export { usePermitInboxLiveUpdates } from './usePermitInboxLiveUpdates';

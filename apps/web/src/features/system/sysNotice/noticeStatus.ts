/** contracts' NOTICE_STATUSES by name. */
export const NOTICE_STATUS = { draft: 0, published: 1, withdrawn: 2 } as const;

export interface NoticeActions {
  edit: boolean;
  publish: boolean;
  withdraw: boolean;
  delete: boolean;
}

/**
 * What may be done to a notice in a status, as the server rules it (sysNotice contract): a draft is
 * edited, published or deleted; a published one is only withdrawn; a withdrawn one is only deleted.
 * The list offers just these, so a click never meets a refusal the page could have foreseen.
 */
export function noticeActions(status: number): NoticeActions {
  return {
    edit: status === NOTICE_STATUS.draft,
    publish: status === NOTICE_STATUS.draft,
    withdraw: status === NOTICE_STATUS.published,
    delete: status === NOTICE_STATUS.draft || status === NOTICE_STATUS.withdrawn,
  };
}

/** Read status exists once recipients are fixed, that is from publishing on. */
export function hasRecipientsList(status: number): boolean {
  return status === NOTICE_STATUS.published || status === NOTICE_STATUS.withdrawn;
}

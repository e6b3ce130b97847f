import { describe, expect, it } from 'vitest';
import { hasRecipientsList, NOTICE_STATUS, noticeActions } from './noticeStatus';

describe('noticeActions', () => {
  it('lets a draft be edited, published and deleted, not withdrawn', () => {
    expect(noticeActions(NOTICE_STATUS.draft)).toEqual({
      edit: true,
      publish: true,
      withdraw: false,
      delete: true,
    });
  });

  it('lets a published notice only be withdrawn', () => {
    expect(noticeActions(NOTICE_STATUS.published)).toEqual({
      edit: false,
      publish: false,
      withdraw: true,
      delete: false,
    });
  });

  it('lets a withdrawn notice only be deleted', () => {
    expect(noticeActions(NOTICE_STATUS.withdrawn)).toEqual({
      edit: false,
      publish: false,
      withdraw: false,
      delete: true,
    });
  });

  it('offers nothing for a status it does not know', () => {
    expect(Object.values(noticeActions(9)).some(Boolean)).toBe(false);
  });
});

describe('hasRecipientsList', () => {
  it('is true from publishing on', () => {
    expect(hasRecipientsList(NOTICE_STATUS.draft)).toBe(false);
    expect(hasRecipientsList(NOTICE_STATUS.published)).toBe(true);
    expect(hasRecipientsList(NOTICE_STATUS.withdrawn)).toBe(true);
  });
});

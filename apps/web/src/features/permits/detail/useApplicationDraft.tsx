import type { PermitType } from '@siteguard/contracts';
import { type FormRuntimeHandle, useFormRuntime } from '@siteguard/form-react';
import { App } from 'antd';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { storage } from '../../../api/storage';
// The designer's guard of unsaved work: one router blocker, only while its page is on screen.
import { LeaveBlocker } from '../../../shell/leave/LeaveBlocker';
import { useBeforeUnloadWarning } from '../../../shell/leave/useBeforeUnloadWarning';
import { useSessionUser } from '../../../shell/session/useSessionUser';
import { useIsActiveTab } from '../../../shell/tabs/keepAliveContext';
import { useTabCloseGuard, useTabControl } from '../../../shell/tabs/tabGuards';

/** Entries not yet saved on the server, kept in this browser: a reload or a lost tab brings them back. */
export interface LocalDraft {
  data: Record<string, unknown>;
  /** ISO time of the last change. */
  savedAt: string;
}

/** Local drafts are kept this long; the server's draft is the lasting one. */
const LOCAL_DRAFT_TTL_MS = 30 * 86_400_000;

/** One key per user, permit type and permit ('new' before it exists on the server). */
export const localDraftKey = (userId: string, type: PermitType, id: string | null) =>
  `permitDraft:${userId}:${type}:${id ?? 'new'}`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Asks whether to leave with unsaved entries; resolves true for 'leave'. */
function useConfirmLeave(): () => Promise<boolean> {
  const { t } = useTranslation('permits');
  const { modal } = App.useApp();
  return useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('localDraft.leaveTitle'),
          content: t('localDraft.leaveContent'),
          okText: t('localDraft.leave'),
          okButtonProps: { danger: true },
          cancelText: t('localDraft.stay'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}

export interface ApplicationDraft {
  runtime: FormRuntimeHandle;
  /** The FormRenderer's key and starting data: a restored local draft remounts it with its data. */
  formKey: number;
  data: Readonly<Record<string, unknown>>;
  /** The form's onChange. */
  onChange: () => void;
  /** Entries differ from what the server holds. */
  dirty: boolean;
  /** A local draft from an earlier visit that differs from the server's, offered until taken or dropped. */
  offer: LocalDraft | null;
  restore: () => void;
  discard: () => void;
  /** After a save or submit: what is on screen is what the server holds; the local draft goes. */
  markSaved: () => void;
  /** Set before the page itself navigates (after a save), so the guard lets it through. */
  bypass: RefObject<boolean>;
  /** The router blocker, rendered while there is something to lose. */
  guard: ReactNode;
}

/**
 * The applicant's entries on a permit being written (a new one or a draft): which changed since the
 * server last saw them (read from the form runtime's values), a copy in this browser's storage on
 * every change (cleared on save or submit), the offer to restore one found on opening, and the
 * questions before leaving: in-app navigation (react-router's blocker), closing the multi-tab bar's
 * tab, and reload or closing the browser tab (`beforeunload`).
 */
export function useApplicationDraft({
  type,
  id,
  initial,
  enabled,
}: {
  type: PermitType;
  id: string | null;
  /** What the server holds (a new permit: its prefilled fields). */
  initial: Readonly<Record<string, unknown>>;
  /** Only an editable application is tracked. */
  enabled: boolean;
}): ApplicationDraft {
  const runtime = useFormRuntime();
  const { data: me } = useSessionUser();
  const key = me ? localDraftKey(me.id, type, id) : null;
  const [formKey, setFormKey] = useState(0);
  const [data, setData] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const dirtyNow = useRef(false);
  const [offer, setOffer] = useState<LocalDraft | null>(null);
  // The values the runtime holds for the server's data, read once the form is mounted.
  const baseline = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || baseline.current !== null) return;
    baseline.current = JSON.stringify(runtime.getValues());
  });

  useEffect(() => {
    if (!enabled || !key) return;
    const local = storage.get<LocalDraft>(key);
    if (local && !same(local.data, runtime.getValues())) setOffer(local);
    else if (local) storage.remove(key);
  }, [enabled, key, runtime]);

  const setDirtyBoth = (value: boolean) => {
    dirtyNow.current = value;
    setDirty(value);
  };

  const onChange = () => {
    if (!enabled || !key) return;
    const values = runtime.getValues();
    const changed = JSON.stringify(values) !== baseline.current;
    setDirtyBoth(changed);
    // Typing over an offered draft starts a new one: the old offer goes.
    setOffer(null);
    if (changed)
      storage.set<LocalDraft>(
        key,
        { data: values, savedAt: new Date().toISOString() },
        { ttlMs: LOCAL_DRAFT_TTL_MS },
      );
    else storage.remove(key);
  };

  const restore = () => {
    if (!offer) return;
    setData(offer.data);
    setFormKey((k) => k + 1);
    setDirtyBoth(true);
    setOffer(null);
  };
  const discard = () => {
    if (key) storage.remove(key);
    setOffer(null);
  };
  const markSaved = () => {
    baseline.current = JSON.stringify(runtime.getValues());
    setDirtyBoth(false);
    if (key) storage.remove(key);
  };

  // The guards: the router's blocker only while this page is on screen (a router keeps one blocker).
  const bypass = useRef(false);
  const tabs = useTabControl();
  const shown = useIsActiveTab();
  const { pathname } = useLocation();
  const confirmLeave = useConfirmLeave();
  useBeforeUnloadWarning(enabled && dirty);
  useTabCloseGuard(pathname, () => (dirtyNow.current ? confirmLeave() : true));
  const guard =
    enabled && dirty && shown ? (
      <LeaveBlocker keepsPages={tabs.keepsPages} bypass={bypass} confirmLeave={confirmLeave} />
    ) : null;

  return { runtime, formKey, data, onChange, dirty, offer, restore, discard, markSaved, bypass, guard };
}

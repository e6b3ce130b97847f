import { errors, FORM_ELEMENT_SCRIPT, type FormDetail, permissions } from '@siteguard/contracts';
import { type FormDefinition, parse } from '@siteguard/form-engine';
import { App, Result, Spin } from 'antd';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../api/ApiError';
import { currentLang } from '../../../i18n/i18n';
import { LeaveBlocker } from '../../../shell/leave/LeaveBlocker';
import { useBeforeUnloadWarning } from '../../../shell/leave/useBeforeUnloadWarning';
import { usePermission } from '../../../shell/permission';
import { useIsActiveTab } from '../../../shell/tabs/keepAliveContext';
import { useTabCloseGuard, useTabControl } from '../../../shell/tabs/tabGuards';
import { useServerError } from '../../system/shared/useServerError';
import { addForm, editForm, type FormInfo, type StoredDefinition } from '../api';
import { designerPathFor, FORM_LIST_PATH } from '../designerPath';
import { FormInfoModal } from '../FormInfoModal';
import { DesignerExtra } from './DesignerExtra';
import { useConfirmLeave } from './useConfirmLeave';

// The designer (dnd-kit, the control adapters, the dialogs) downloads only when this page opens.
const FormDesigner = lazy(async () => ({ default: (await import('@siteguard/form-react')).FormDesigner }));

const TOOLBAR_WITH_SAVE = [
  'save',
  'preview',
  'importJson',
  'exportJson',
  'exportCode',
  'reset',
  'close',
  'undo',
  'redo',
] as const;
const TOOLBAR_WITHOUT_SAVE = TOOLBAR_WITH_SAVE.filter((action) => action !== 'save');

/** The contract carries a definition as a JSON object; the designer's is a FormDefinition. */
const toStored = (definition: FormDefinition): StoredDefinition => ({ ...definition });

function startingDefinition(detail: FormDetail | undefined) {
  return parse(detail ? detail.definition : { list: [], config: {} });
}

/** What a save is checked against: the version the canvas started from, and the form's details. */
interface SavedForm {
  id: string;
  info: FormInfo;
  /** The latest version this session knows of: the next save's baseVersion. */
  currentVersion: number;
}

const savedFormOf = (detail: FormDetail): SavedForm => ({
  id: detail.id,
  info: { name: detail.name, ...(detail.description ? { description: detail.description } : {}) },
  currentVersion: detail.currentVersion,
});

/**
 * One editing session of one form version (or of a new form): the designer, its save (a new form
 * asks for a name; an existing one saves a version on top of the one it started from and says so
 * plainly when someone else saved first) and the protection of unsaved changes (in-app navigation,
 * closing the tab of the multi-tab bar, the browser's reload or close).
 */
export function DesignerSession({
  detail,
  requestedVersion,
  onReload,
}: {
  /** Undefined for a new form. */
  detail: FormDetail | undefined;
  /** The `?version=` the page was opened at, if any. */
  requestedVersion?: number | undefined;
  /** Discards this session and starts again from the latest version on the server. */
  onReload: () => void | Promise<void>;
}) {
  const { t } = useTranslation('forms');
  const { message, modal } = App.useApp();
  const report = useServerError();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = useTabControl();
  const shown = useIsActiveTab();
  const confirmLeave = useConfirmLeave();
  const canAdd = usePermission(permissions.flowableForm.add);
  const canEdit = usePermission(permissions.flowableForm.edit);

  const [start] = useState(() => startingDefinition(detail));
  const [form, setForm] = useState<SavedForm | undefined>(() => detail && savedFormOf(detail));
  const [shownVersion, setShownVersion] = useState(detail?.version);
  const [naming, setNaming] = useState<FormDefinition | null>(null);

  // Unsaved means "not the definition last saved (or loaded)"; the designer's history shares
  // structure, so undoing back to it hands back that very object.
  const saved = useRef<FormDefinition | undefined>(start.ok ? start.definition : undefined);
  const latest = useRef(saved.current);
  const [dirty, setDirty] = useState(false);
  const dirtyNow = useRef(false);
  const markClean = (definition: FormDefinition) => {
    saved.current = definition;
    dirtyNow.current = latest.current !== definition;
    setDirty(dirtyNow.current);
  };
  const onChange = useCallback((definition: FormDefinition) => {
    latest.current = definition;
    dirtyNow.current = definition !== saved.current;
    setDirty(dirtyNow.current);
  }, []);

  // Set when this page navigates on purpose (after asking, or with nothing to lose).
  const bypass = useRef(false);
  useBeforeUnloadWarning(dirty);
  useTabCloseGuard(pathname, () => (dirtyNow.current ? confirmLeave() : true));

  const leaveTo = async (to: string) => {
    bypass.current = true;
    await navigate(to, { replace: true });
    // The multi-tab bar keeps the page left behind: this one's tab is done.
    if (to !== pathname) tabs.dismiss(pathname);
  };

  const close = async () => {
    if (dirtyNow.current && !(await confirmLeave())) return;
    bypass.current = true;
    await navigate(FORM_LIST_PATH);
    tabs.dismiss(pathname);
  };

  const conflict = (current: unknown) => {
    modal.confirm({
      title: t('designer.conflictTitle'),
      content: t('designer.conflictContent', { current }),
      okText: t('designer.reloadLatest'),
      cancelText: t('designer.keepEditing'),
      width: 480,
      onOk: async () => {
        if (requestedVersion === undefined) {
          bypass.current = true;
          await onReload();
        } else {
          await leaveTo(designerPathFor(form?.id));
        }
      },
    });
  };

  const saveVersion = async (existing: SavedForm, definition: FormDefinition) => {
    try {
      const next = await editForm(existing.id, existing.info, toStored(definition), existing.currentVersion);
      markClean(definition);
      setForm(savedFormOf(next));
      setShownVersion(next.version);
      void message.success(t('designer.saved', { version: next.version }));
      // Opened at an older version: the address now names the current one.
      if (requestedVersion !== undefined) await leaveTo(designerPathFor(next.id));
    } catch (error) {
      if (isApiError(error) && error.code === errors.VERSION_CONFLICT.code) {
        conflict(error.data?.currentVersion ?? '?');
      } else report(error);
    }
  };

  const createForm = async (info: FormInfo, definition: FormDefinition) => {
    const created = await addForm(info, toStored(definition));
    markClean(definition);
    void message.success(t('designer.saved', { version: created.version }));
    await leaveTo(designerPathFor(created.id));
  };

  const canSave = form ? canEdit : canAdd;
  const onSave = (definition: FormDefinition) => {
    if (form) return saveVersion(form, definition);
    setNaming(definition);
  };

  if (!start.ok) return <Result status="error" title={start.error.message} />;

  return (
    <>
      {shown && dirty && (
        <LeaveBlocker keepsPages={tabs.keepsPages} bypass={bypass} confirmLeave={confirmLeave} />
      )}
      <Suspense fallback={<Spin size="large" style={{ alignSelf: 'center', margin: 'auto' }} />}>
        <FormDesigner
          initialValue={start.definition}
          lang={currentLang()}
          // The header shortens a long name to fit the toolbar: the whole name shows on hover.
          title={form ? <span title={form.info.name}>{form.info.name}</span> : t('designer.newForm')}
          extra={<DesignerExtra version={shownVersion} latest={form?.currentVersion} dirty={dirty} />}
          toolbar={canSave ? TOOLBAR_WITH_SAVE : TOOLBAR_WITHOUT_SAVE}
          elementScriptUrl={new URL(FORM_ELEMENT_SCRIPT, window.location.origin).href}
          {...(canSave ? { onSave } : {})}
          onClose={() => void close()}
          onChange={onChange}
        />
      </Suspense>
      {naming && (
        <FormInfoModal
          title={t('info.newTitle')}
          save={(info) => createForm(info, naming)}
          onClose={() => setNaming(null)}
        />
      )}
    </>
  );
}

/**
 * The designer's frame: header (title, extra, toolbar), palette, canvas and properties panel, the
 * dialogs and the table menu, wired to one useDesigner state. Drag and drop spans palette and canvas.
 */
import type { FormDefinition, TableOp } from '@siteguard/form-engine';
import { builtinRegistry, CURRENT_SCHEMA_VERSION, defaultConfig } from '@siteguard/form-engine';
import { App, ConfigProvider, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhHK from 'antd/es/locale/zh_HK';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { builtinAdapters } from '../controls/index';
import type { CanvasContextValue, TableMenuRequest } from './canvas/CanvasContext';
import { CanvasContext } from './canvas/CanvasContext';
import type { DropTarget } from './canvas/stores';
import { ValueStore } from './canvas/stores';
import { TableMenu } from './canvas/TableMenu';
import { Workspace } from './canvas/Workspace';
import type { DesignerDialog } from './DialogHost';
import { DialogHost, useHeldValue } from './DialogHost';
import { DESIGNER_CSS } from './designerCss';
import type { FormDesignerProps } from './FormDesigner';
import { DesignerLangContext } from './lang';
import { PropertiesArea } from './PropertiesArea';
import { CORE_TEXTS } from './texts';
import { Toolbar } from './toolbar/Toolbar';
import type { ToolbarAction } from './toolbar/toolbarActions';
import { DESIGNER_TOOLBAR } from './toolbar/toolbarActions';
import { useDesigner } from './useDesigner';
import { useDesignerKeys } from './useDesignerKeys';

const ANTD_LOCALES = { 'zh-HK': zhHK, 'zh-CN': zhCN, en: enUS } as const;

function emptyDefinition(): FormDefinition {
  return { schemaVersion: CURRENT_SCHEMA_VERSION, list: [], config: defaultConfig() };
}

export function DesignerFrame(props: FormDesignerProps) {
  const lang = props.lang ?? 'en';
  return (
    <DesignerLangContext.Provider value={lang}>
      <ConfigProvider locale={ANTD_LOCALES[lang]}>
        <App component={false}>
          <DesignerBody {...props} />
        </App>
      </ConfigProvider>
    </DesignerLangContext.Provider>
  );
}

function DesignerBody(props: FormDesignerProps) {
  const lang = props.lang ?? 'en';
  const texts = CORE_TEXTS[lang];
  const { message, modal } = App.useApp();
  const { token } = theme.useToken();
  const registry = builtinRegistry;
  const [initial] = useState(() => props.initialValue ?? emptyDefinition());
  const designer = useDesigner(initial, {
    registry,
    onRefused: (error) => {
      message.error(texts.errors[error.code] ?? error.message);
    },
  });
  const { definition, selectedKey } = designer;

  // Stores read by single controls and zones (see canvas/stores.ts).
  const [selection] = useState(() => new ValueStore(''));
  const [dropTarget] = useState(() => new ValueStore<DropTarget | undefined>(undefined));
  const [definitionStore] = useState(() => new ValueStore(definition));
  useLayoutEffect(() => selection.set(selectedKey), [selection, selectedKey]);
  useLayoutEffect(() => definitionStore.set(definition), [definitionStore, definition]);

  // Every change of the definition, not the first one.
  const latestProps = useRef(props);
  latestProps.current = props;
  const shown = useRef(definition);
  useEffect(() => {
    if (shown.current === definition) return;
    shown.current = definition;
    latestProps.current.onChange?.(definition);
  }, [definition]);

  const [tableMenu, setTableMenu] = useState<TableMenuRequest | undefined>();
  const canvasContext: CanvasContextValue = useMemo(
    () => ({
      actions: designer.actions,
      current: designer.current,
      definition: definitionStore,
      selection,
      dropTarget,
      registry,
      adapters: builtinAdapters,
      texts,
      openTableMenu: setTableMenu,
    }),
    [designer.actions, designer.current, definitionStore, selection, dropTarget, texts],
  );

  const [dialog, setDialog] = useState<DesignerDialog>();
  const [json, setJson] = useState<{ value: unknown } | undefined>();
  const [saving, setSaving] = useState(false);

  // The handlers below read the latest designer and props through refs, so they never change and
  // the memoised toolbar and dialogs are not re-rendered by an edit.
  const latest = useRef({ designer, props, texts, message, modal });
  latest.current = { designer, props, texts, message, modal };

  const save = useCallback(async () => {
    const { props: current, designer: live } = latest.current;
    if (!current.onSave) return;
    setSaving(true);
    try {
      await current.onSave(live.current().history.present);
    } finally {
      setSaving(false);
    }
  }, []);

  const onAction = useCallback(
    (action: ToolbarAction) => {
      const { designer: live, props: current, texts: words, message: toast, modal: dialogs } = latest.current;
      const resetNow = () => {
        live.reset();
        toast.success(words.cleared);
      };
      switch (action) {
        case 'save':
          void save();
          return;
        case 'close':
          current.onClose?.();
          return;
        case 'undo':
          live.undo();
          return;
        case 'redo':
          live.redo();
          return;
        case 'preview':
          setDialog('preview');
          return;
        case 'importJson':
          setDialog('import');
          return;
        case 'exportCode':
          setDialog('code');
          return;
        case 'exportJson':
          setJson({ value: live.current().history.present });
          return;
        case 'reset':
          if (current.hideResetHint) {
            resetNow();
            return;
          }
          dialogs.confirm({
            title: words.resetTitle,
            content: words.resetContent,
            okText: words.resetOk,
            cancelText: words.resetCancel,
            onOk: resetNow,
          });
          return;
      }
    },
    [save],
  );

  const root = useRef<HTMLDivElement>(null);
  useDesignerKeys(root, {
    undo: () => designer.undo(),
    redo: () => designer.redo(),
    save: () => void save(),
    removeSelected: () => {
      const key = designer.current().selection.key;
      if (key) designer.remove(key);
    },
    clearSelection: () => designer.select(''),
  });

  const onTableCommand = useCallback(
    (request: TableMenuRequest, op: TableOp) => {
      designer.actions.tableCommand(request.tableKey, op, request.row, request.col);
    },
    [designer.actions],
  );
  const closeTableMenu = useCallback(() => setTableMenu(undefined), []);
  const closeDialog = useCallback(() => setDialog(undefined), []);
  const closeJson = useCallback(() => setJson(undefined), []);
  const showData = useCallback((data: Record<string, unknown>) => setJson({ value: data }), []);
  const onImport = useCallback(
    (imported: FormDefinition) => {
      designer.actions.load(imported);
      setDialog(undefined);
    },
    [designer.actions],
  );
  const dialogDefinition = useHeldValue(dialog !== undefined, definition);

  return (
    <div className="sgd-root" ref={root} data-designer-root="" style={{ fontFamily: token.fontFamily }}>
      <style href="siteguard-form-designer" precedence="siteguard">
        {DESIGNER_CSS}
      </style>
      <header className="sgd-header">
        <div className="sgd-title">
          <span className="sgd-title-text">{props.title ?? texts.title}</span>
          {props.extra ? <div className="sgd-extra">{props.extra}</div> : null}
        </div>
        <Toolbar
          actions={props.toolbar ?? DESIGNER_TOOLBAR}
          texts={texts}
          canUndo={designer.canUndo}
          canRedo={designer.canRedo}
          saving={saving}
          onAction={onAction}
        />
      </header>
      <CanvasContext.Provider value={canvasContext}>
        <div className="sgd-body">
          <Workspace lang={lang} />
          <aside className="sgd-side sgd-side-right">
            <div className="sgd-side-scroll">
              <PropertiesArea designer={designer} />
            </div>
          </aside>
        </div>
      </CanvasContext.Provider>
      <TableMenu request={tableMenu} texts={texts} onCommand={onTableCommand} onClose={closeTableMenu} />
      <DialogHost
        dialog={dialog}
        json={json}
        definition={dialogDefinition}
        elementScriptUrl={props.elementScriptUrl}
        onImport={onImport}
        onData={showData}
        onCloseDialog={closeDialog}
        onCloseJson={closeJson}
      />
    </div>
  );
}

/**
 * The designer's frame: header (title, extra, toolbar), palette, canvas and properties panel, the
 * dialogs and the table menu, wired to one useDesigner state. Drag and drop spans palette and canvas.
 */
import { DndContext, DragOverlay } from '@dnd-kit/core';
import type { FormDefinition, TableOp } from '@siteguard/form-engine';
import { builtinRegistry, CURRENT_SCHEMA_VERSION, defaultConfig } from '@siteguard/form-engine';
import { App, ConfigProvider, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhHK from 'antd/es/locale/zh_HK';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { builtinAdapters } from '../controls/index';
import { Canvas } from './canvas/Canvas';
import type { CanvasContextValue, TableMenuRequest } from './canvas/CanvasContext';
import { CanvasContext } from './canvas/CanvasContext';
import { DragGhost } from './canvas/DragGhost';
import type { DropTarget } from './canvas/stores';
import { ValueStore } from './canvas/stores';
import { TableMenu } from './canvas/TableMenu';
import { useCanvasDnd } from './canvas/useCanvasDnd';
import { DESIGNER_CSS } from './designerCss';
import { CodeDialog, ImportDialog, JsonDialog, PreviewDialog } from './dialogs/index';
import type { FormDesignerProps } from './FormDesigner';
import { DesignerLangContext } from './lang';
import { PropertiesArea } from './PropertiesArea';
import { Palette } from './palette/Palette';
import { CORE_TEXTS } from './texts';
import { Toolbar } from './toolbar/Toolbar';
import type { ToolbarAction } from './toolbar/toolbarActions';
import { DESIGNER_TOOLBAR } from './toolbar/toolbarActions';
import { useDesigner } from './useDesigner';
import { useDesignerKeys } from './useDesignerKeys';

const ANTD_LOCALES = { 'zh-HK': zhHK, 'zh-CN': zhCN, en: enUS } as const;
/** Drag animation of spec §9. */
const DROP_ANIMATION = { duration: 180, easing: 'cubic-bezier(0.2, 0, 0, 1)' };

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

type Dialog = 'preview' | 'import' | 'code' | undefined;

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
  useLayoutEffect(() => selection.set(selectedKey), [selection, selectedKey]);

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
      selection,
      dropTarget,
      registry,
      adapters: builtinAdapters,
      texts,
      openTableMenu: setTableMenu,
    }),
    [designer.actions, selection, dropTarget, texts],
  );

  const dnd = useCanvasDnd({
    current: designer.current,
    actions: designer.actions,
    dropTarget,
    registry,
    texts,
  });

  const [dialog, setDialog] = useState<Dialog>();
  const [json, setJson] = useState<{ value: unknown } | undefined>();
  const [saving, setSaving] = useState(false);

  const save = useCallback(async () => {
    const onSave = latestProps.current.onSave;
    if (!onSave) return;
    setSaving(true);
    try {
      await onSave(designer.definition);
    } finally {
      setSaving(false);
    }
  }, [designer.definition]);

  const resetNow = useCallback(() => {
    designer.reset();
    message.success(texts.cleared);
  }, [designer, message, texts]);

  const onAction = (action: ToolbarAction) => {
    switch (action) {
      case 'save':
        void save();
        return;
      case 'close':
        props.onClose?.();
        return;
      case 'undo':
        designer.undo();
        return;
      case 'redo':
        designer.redo();
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
        setJson({ value: designer.definition });
        return;
      case 'reset':
        if (props.hideResetHint) {
          resetNow();
          return;
        }
        modal.confirm({
          title: texts.resetTitle,
          content: texts.resetContent,
          okText: texts.resetOk,
          cancelText: texts.resetCancel,
          onOk: resetNow,
        });
        return;
    }
  };

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
      designer.tableCommand(request.tableKey, op, request.row, request.col);
    },
    [designer],
  );

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
        <DndContext
          sensors={dnd.sensors}
          collisionDetection={dnd.collisionDetection}
          onDragStart={dnd.onDragStart}
          onDragMove={dnd.onDragMove}
          onDragEnd={dnd.onDragEnd}
          onDragCancel={dnd.onDragCancel}
        >
          <div className="sgd-body">
            <aside className="sgd-side sgd-side-left">
              <div className="sgd-side-scroll">
                <Palette registry={registry} texts={texts} onAdd={designer.add} />
              </div>
            </aside>
            <main className="sgd-canvas">
              <Canvas definition={definition} lang={lang} />
            </main>
            <aside className="sgd-side sgd-side-right">
              <div className="sgd-side-scroll">
                <PropertiesArea designer={designer} />
              </div>
            </aside>
          </div>
          <DragOverlay
            className="sgd-overlay"
            dropAnimation={dnd.dragging?.kind === 'control' ? DROP_ANIMATION : null}
          >
            {dnd.dragging ? (
              <DragGhost drag={dnd.dragging} definition={definition} registry={registry} />
            ) : null}
          </DragOverlay>
        </DndContext>
      </CanvasContext.Provider>
      <TableMenu
        request={tableMenu}
        texts={texts}
        onCommand={onTableCommand}
        onClose={() => setTableMenu(undefined)}
      />
      <PreviewDialog
        open={dialog === 'preview'}
        definition={definition}
        onData={(data) => setJson({ value: data })}
        onClose={() => setDialog(undefined)}
      />
      <ImportDialog
        open={dialog === 'import'}
        onImport={(imported) => {
          designer.load(imported);
          setDialog(undefined);
        }}
        onClose={() => setDialog(undefined)}
      />
      <CodeDialog
        open={dialog === 'code'}
        definition={definition}
        elementScriptUrl={props.elementScriptUrl}
        onClose={() => setDialog(undefined)}
      />
      <JsonDialog open={json !== undefined} value={json?.value} onClose={() => setJson(undefined)} />
    </div>
  );
}

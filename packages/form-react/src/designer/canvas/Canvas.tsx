/**
 * The canvas: the form as it will look (the runtime's form layout, adapters and CSS), every list a
 * drop zone. A click on the empty paper clears the selection.
 */
import type { FormConfig, FormDefinition } from '@siteguard/form-engine';
import { defaultConfig } from '@siteguard/form-engine';
import { Form, theme } from 'antd';
import { useMemo } from 'react';
import { ClosedLookCssAnchor } from '../../controls/closedLook';
import { BASE_CSS } from '../../runtime/baseCss';
import type { RuntimeContextValue, RuntimeEnv } from '../../runtime/context';
import { RuntimeContext } from '../../runtime/context';
import type { FrameSettings } from '../../runtime/FieldFrame';
import { FrameSettingsContext } from '../../runtime/FieldFrame';
import { formItemColumns } from '../../runtime/formLayout';
import type { RuntimeLang } from '../../runtime/locale';
import { messagesFor, runtimeTexts } from '../../runtime/locale';
import { FormStore } from '../../runtime/store';
import { useCanvas } from './CanvasContext';
import { DropZone } from './DropZone';
import { useStoreValue } from './stores';
import { ROOT_ZONE } from './zones';

const EMPTY: Readonly<Record<string, never>> = Object.freeze({});
const rejectData = () => Promise.resolve({});

/** The environment the adapters draw in: a store nobody writes, the form's config and language. */
function useDesignEnv(config: FormConfig, lang: RuntimeLang): RuntimeEnv {
  const store = useMemo(
    () => new FormStore({ definition: { schemaVersion: 1, list: [], config: defaultConfig() } }),
    [],
  );
  return useMemo(
    () => ({
      store,
      config,
      lang,
      texts: runtimeTexts[lang],
      messages: messagesFor(lang),
      dynamicData: EMPTY,
      uploadHeaders: EMPTY,
      uploadAction: undefined,
      formDisabled: false,
      submit: () => {},
      getData: rejectData,
      onFieldRender: undefined,
    }),
    [store, config, lang],
  );
}

const configOf = (definition: FormDefinition) => definition.config;
const listOf = (definition: FormDefinition) => definition.list;
const isEmpty = (definition: FormDefinition) => definition.list.length === 0;

/**
 * The top-level list, reading the definition's list by itself: an edit re-renders this zone (and the
 * changed controls), never the antd Form around it, whose context would redraw every Form.Item.
 */
function RootZone() {
  const { definition } = useCanvas();
  const list = useStoreValue(definition, listOf);
  return <DropZone zone={ROOT_ZONE} list={list} className="sgd-root-zone" />;
}

function EmptyHint() {
  const { definition, texts } = useCanvas();
  if (!useStoreValue(definition, isEmpty)) return null;
  return (
    <div className="sgd-canvas-empty">
      <div className="sgd-canvas-empty-title">{texts.emptyCanvas}</div>
      <div>{texts.emptyCanvasHint}</div>
    </div>
  );
}

export function Canvas({ lang }: { lang: RuntimeLang }) {
  const { actions, adapters, definition } = useCanvas();
  const config = useStoreValue(definition, configOf);
  const env = useDesignEnv(config, lang);
  const runtime: RuntimeContextValue = useMemo(() => ({ env, adapters }), [env, adapters]);
  // New column objects would change antd's form context and redraw every Form.Item.
  const { labelCol, wrapperCol } = useMemo(() => formItemColumns(config), [config]);
  // The closed looks of selects and dates (decision 0011) carry the theme's hash class from here,
  // as in the runtime; without it antd's scoped CSS did not reach them on the canvas.
  const { hashId } = theme.useToken();
  const frames: FrameSettings = useMemo(
    () => ({ hashId, layout: config.layout, labelCol, wrapperCol, requiredMark: !config.hideRequiredMark }),
    [hashId, config.layout, config.hideRequiredMark, labelCol, wrapperCol],
  );
  return (
    <RuntimeContext.Provider value={runtime}>
      <style href="siteguard-form-runtime" precedence="siteguard">
        {BASE_CSS}
      </style>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: deselecting by keyboard is Escape on the designer */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the paper only takes a click on its empty space */}
      <div
        className={['sg-form', 'sgd-paper', config.layout === 'inline' ? 'sg-form-inline' : ''].join(' ')}
        onClick={() => actions.select('')}
      >
        <Form
          component="div"
          layout={config.layout}
          labelCol={labelCol}
          wrapperCol={wrapperCol}
          requiredMark={!config.hideRequiredMark}
          labelWrap
        >
          <FrameSettingsContext.Provider value={frames}>
            <RootZone />
          </FrameSettingsContext.Provider>
          {/* antd writes the Select and DatePicker CSS the closed looks use only once one renders. */}
          <ClosedLookCssAnchor />
        </Form>
        <EmptyHint />
      </div>
    </RuntimeContext.Provider>
  );
}

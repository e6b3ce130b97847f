/**
 * FormRenderer: draws a saved definition and hands back validated data (the original KFormBuild).
 * A thin binding: state lives in a FormStore, checks in the engine, drawing in the adapters.
 */
import type { FormDefinition, FormParseError } from '@siteguard/form-engine';
import { CURRENT_SCHEMA_VERSION, formatParseError, parse } from '@siteguard/form-engine';
import { Alert, App, ConfigProvider, Form, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhHK from 'antd/es/locale/zh_HK';
import type { CSSProperties, Ref } from 'react';
import { useEffect, useId, useImperativeHandle, useMemo, useRef } from 'react';
import { ClosedLookCssAnchor } from '../controls/closedLook';
import { builtinAdapters } from '../controls/index';
import type { RuntimeRegistry } from './adapters';
import { BASE_CSS } from './baseCss';
import { ControlList } from './ControlNode';
import type { DynamicData, RuntimeContextValue, RuntimeEnv } from './context';
import { RuntimeContext } from './context';
import type { FrameSettings } from './FieldFrame';
import { FrameSettingsContext, GridCssAnchor } from './FieldFrame';
import { formItemColumns } from './formLayout';
import type { FormRuntime, FormRuntimeHandle } from './handle';
import type { FormValues } from './initialValues';
import type { RuntimeLang } from './locale';
import { messagesFor, runtimeTexts } from './locale';
import { scopeCss } from './scopeCss';
import { FormStore } from './store';

const ANTD_LOCALES = { 'zh-HK': zhHK, 'zh-CN': zhCN, en: enUS } as const;
const EMPTY: Readonly<Record<string, never>> = Object.freeze({});

export interface FormRendererProps {
  /** A parsed definition, or k-form-design JSON (text or object) to parse with the engine. */
  definition: FormDefinition | unknown;
  /** Data set when the form is created (and restored by reset). */
  defaultValue?: Readonly<Record<string, unknown>>;
  /** Option lists for `dynamic` choices (by dynamicKey) and functions for dynamic buttons. */
  dynamicData?: DynamicData;
  disabled?: boolean;
  /** Default 'en': the form area speaks English unless the page asks otherwise (spec §1). */
  lang?: RuntimeLang;
  uploadHeaders?: Readonly<Record<string, string>>;
  /** Replaces every upload control's `action`. */
  uploadAction?: string;
  /** Built-ins by default; see createRuntimeRegistry for custom controls. */
  registry?: RuntimeRegistry;
  /** The submit button: receives `getData` (as the original's submit event). */
  onSubmit?: (getData: () => Promise<FormValues>) => void;
  /** Every user edit: the top-level model and its new value. */
  onChange?: (value: unknown, model: string) => void;
  /** A handle from useFormRuntime(); a ref works too. */
  runtime?: FormRuntimeHandle;
  ref?: Ref<FormRuntime>;
  /** Called after each commit of a field (render counting). */
  onFieldRender?: (path: string) => void;
  className?: string;
  style?: CSSProperties;
}

type Parsed = { ok: true; definition: FormDefinition } | { ok: false; message: string };

function isParsed(value: unknown): value is FormDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.schemaVersion === CURRENT_SCHEMA_VERSION &&
    Array.isArray(record.list) &&
    typeof record.config === 'object'
  );
}

function readDefinition(input: unknown, registry: RuntimeRegistry | undefined): Parsed {
  if (isParsed(input)) return { ok: true, definition: input };
  const result = parse(input, registry ? { registry: registry.engine } : {});
  return result.ok ? result : { ok: false, message: formatParseError(result.error) };
}

/** The class that scopes this form's customStyle (useId gives `:r1:`-like, not a class name). */
function scopeClassOf(id: string): string {
  return `sg-form-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** Scrolls the field at `path` (or its top-level field) into view and focuses its input. */
function scrollToField(root: HTMLElement | null, path: string): void {
  const top = path.split(/[.[]/)[0] ?? '';
  const holder =
    root?.querySelector(`[data-field-path="${CSS.escape(path)}"]`) ??
    root?.querySelector(`[data-field-path="${CSS.escape(top)}"]`);
  const target = holder?.firstElementChild ?? holder;
  if (!(target instanceof HTMLElement)) return;
  target.scrollIntoView({ block: 'center' });
  target
    .querySelector<HTMLElement>('input:not([type=hidden]),textarea,[tabindex="0"]')
    ?.focus({ preventScroll: true });
}

export function FormRenderer(props: FormRendererProps) {
  const { definition: input, registry } = props;
  const parsed = useMemo(() => readDefinition(input, registry), [input, registry]);
  const lang = props.lang ?? 'en';
  if (!parsed.ok) {
    return (
      <Alert type="error" showIcon message={runtimeTexts[lang].unreadableForm} description={parsed.message} />
    );
  }
  return <ParsedForm {...props} lang={lang} definition={parsed.definition} />;
}

export type { FormParseError };

function ParsedForm(props: FormRendererProps & { definition: FormDefinition; lang: RuntimeLang }) {
  const { definition, registry, lang, runtime, ref } = props;
  // The store belongs to one definition; defaultValue is read when it is made (as on mount).
  const defaultValueRef = useRef(props.defaultValue);
  const store = useMemo(
    () => new FormStore({ definition, registry: registry?.engine, defaultValue: defaultValueRef.current }),
    [definition, registry],
  );

  useEffect(() => runtime?.attach(store), [runtime, store]);
  useImperativeHandle(
    ref,
    (): FormRuntime => ({
      getData: () => store.getData(),
      setData: (data) => {
        store.setData(data);
        return Promise.resolve();
      },
      setOptions: (models, name, value) => store.setOptions(models, name, value),
      hide: (models) => store.hide(models),
      show: (models) => store.show(models),
      disable: (models) => store.disable(models),
      enable: (models) => store.enable(models),
      reset: () => store.reset(),
      getValues: () => store.getValues(),
      getErrors: () => store.getErrors(),
    }),
    [store],
  );

  const latest = useRef(props);
  latest.current = props;
  useEffect(() => store.onChange((value, model) => latest.current.onChange?.(value, model)), [store]);

  const scopeClass = scopeClassOf(useId());
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      store.onReveal((path) => {
        // Two frames: the tab switched by the same reveal must be committed and laid out first.
        requestAnimationFrame(() => requestAnimationFrame(() => scrollToField(rootRef.current, path)));
      }),
    [store],
  );

  const { config } = definition;
  const env: RuntimeEnv = useMemo(
    () => ({
      store,
      config,
      lang,
      texts: runtimeTexts[lang],
      messages: messagesFor(lang),
      dynamicData: props.dynamicData ?? EMPTY,
      uploadHeaders: props.uploadHeaders ?? EMPTY,
      uploadAction: props.uploadAction,
      formDisabled: props.disabled === true,
      submit: () => latest.current.onSubmit?.(() => store.getData()),
      getData: () => store.getData(),
      onFieldRender: props.onFieldRender,
    }),
    [
      store,
      config,
      lang,
      props.dynamicData,
      props.uploadHeaders,
      props.uploadAction,
      props.disabled,
      props.onFieldRender,
    ],
  );
  const adapters = registry?.adapters ?? builtinAdapters;
  const context: RuntimeContextValue = useMemo(() => ({ env, adapters }), [env, adapters]);

  const { labelCol, wrapperCol } = formItemColumns(config);
  const custom = config.customStyle ? scopeCss(config.customStyle, `.${scopeClass}`) : '';
  const { hashId } = theme.useToken();
  const frames: FrameSettings = useMemo(
    () => ({
      hashId,
      layout: config.layout,
      ...formItemColumns(config),
      requiredMark: !config.hideRequiredMark,
    }),
    [hashId, config],
  );

  return (
    <ConfigProvider locale={ANTD_LOCALES[lang]}>
      <App component={false}>
        <RuntimeContext.Provider value={context}>
          <style href="siteguard-form-runtime" precedence="siteguard">
            {BASE_CSS}
          </style>
          {custom ? <style>{custom}</style> : null}
          <div
            ref={rootRef}
            className={[
              'sg-form',
              scopeClass,
              config.layout === 'inline' ? 'sg-form-inline' : '',
              props.className ?? '',
            ]
              .filter(Boolean)
              .join(' ')}
            style={props.style}
          >
            <Form
              component="div"
              layout={config.layout}
              labelCol={labelCol}
              wrapperCol={wrapperCol}
              requiredMark={!config.hideRequiredMark}
              disabled={props.disabled === true}
              labelWrap
            >
              <FrameSettingsContext.Provider value={frames}>
                <ControlList list={definition.list} />
              </FrameSettingsContext.Provider>
              <GridCssAnchor />
              <ClosedLookCssAnchor />
            </Form>
          </div>
        </RuntimeContext.Provider>
      </App>
    </ConfigProvider>
  );
}

/**
 * @siteguard/form-react: the form runtime and the form designer over
 * @siteguard/form-engine.
 */
export { builtinAdapters } from './controls/index';
export type { FormDesignerProps, ToolbarAction } from './designer/FormDesigner';
export { DESIGNER_TOOLBAR, FormDesigner } from './designer/FormDesigner';
export type { DesignerLang } from './designer/lang';
export type {
  Adapter,
  AdapterMap,
  FieldAdapter,
  FieldAdapterProps,
  RuntimeRegistry,
  StaticAdapter,
  StaticAdapterProps,
} from './runtime/adapters';
export { createRuntimeRegistry } from './runtime/adapters';
export type { DynamicData, RuntimeEnv } from './runtime/context';
export type { FormRendererProps } from './runtime/FormRenderer';
export { FormRenderer } from './runtime/FormRenderer';
export type { FormRuntime } from './runtime/handle';
export { FormRuntimeHandle, useFormRuntime } from './runtime/handle';
export { useEffectiveControl, useFieldErrors, useFieldValue, useRowKeys } from './runtime/hooks';
export type { FormValues } from './runtime/initialValues';
export type { RuntimeLang, RuntimeTexts } from './runtime/locale';
export { runtimeTexts } from './runtime/locale';
export { scopeCss } from './runtime/scopeCss';
export type { FieldErrors, ModelMeta } from './runtime/store';
export { FormStore, FormValidationError } from './runtime/store';

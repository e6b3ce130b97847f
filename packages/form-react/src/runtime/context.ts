import type { FormConfig, MessageCatalogue } from '@siteguard/form-engine';
import { createContext, useContext } from 'react';
import type { AdapterMap } from './adapters';
import type { FormValues } from './initialValues';
import type { RuntimeLang, RuntimeTexts } from './locale';
import type { FormStore } from './store';

/** Values a dynamic list or a dynamic button reads: option lists and functions by name. */
export type DynamicData = Readonly<Record<string, unknown>>;

/** Everything an adapter may need from the form around it. */
export interface RuntimeEnv {
  store: FormStore;
  config: FormConfig;
  lang: RuntimeLang;
  texts: Readonly<RuntimeTexts>;
  messages: Readonly<MessageCatalogue>;
  dynamicData: DynamicData;
  /** Sent with every upload, on top of the control's own `headers` (a bearer token, say). */
  uploadHeaders: Readonly<Record<string, string>>;
  /** Replaces every upload control's `action` (the app's own upload route). */
  uploadAction: string | undefined;
  /** The whole form is read-only. */
  formDisabled: boolean;
  /** The submit button: hands `getData` to the form's onSubmit. */
  submit: () => void;
  getData: () => Promise<FormValues>;
  /** Called after every commit of a field (render counting in the harness and the bench). */
  onFieldRender: ((path: string) => void) | undefined;
}

export interface RuntimeContextValue {
  env: RuntimeEnv;
  adapters: AdapterMap;
}

export const RuntimeContext = createContext<RuntimeContextValue | null>(null);

export function useRuntimeContext(): RuntimeContextValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('a form control is drawn outside FormRenderer');
  return value;
}

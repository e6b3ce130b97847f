/**
 * <siteguard-form>: the runtime as a custom element for pages without React (the designer's HTML
 * export). Light DOM, so antd's CSS-in-JS and its popups work as in any React page; the form's own
 * customStyle stays scoped to it by FormRenderer.
 *
 * Attributes: definition (JSON), lang (zh-HK, zh-CN or en; default en), disabled, default-value (JSON), upload-action. Properties:
 * definition, defaultValue, dynamicData, uploadHeaders, uploadAction. Methods: the runtime API.
 * Events: `submit` (detail.getData), `change` (detail.value, detail.model).
 */
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { FormRenderer } from '../runtime/FormRenderer';
import type { FormRuntime } from '../runtime/handle';
import type { FormValues } from '../runtime/initialValues';
import type { RuntimeLang } from '../runtime/locale';

const LANGS: readonly RuntimeLang[] = ['zh-HK', 'zh-CN', 'en'];

function readJson(text: string | null): unknown {
  if (text === null || text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // the renderer reports an unreadable definition
  }
}

export class SiteguardFormElement extends HTMLElement implements FormRuntime {
  static observedAttributes = ['definition', 'lang', 'disabled', 'default-value', 'upload-action'];

  private root: Root | null = null;
  private runtime: FormRuntime | null = null;
  /** Set while an unmount waits for the end of the task (see disconnectedCallback). */
  private leaving = false;
  private fromAttribute: { text: string | null; value: unknown } | null = null;
  private props: {
    definition?: unknown;
    defaultValue?: Record<string, unknown>;
    dynamicData?: Record<string, unknown>;
    uploadHeaders?: Record<string, string>;
    uploadAction?: string;
  } = {};

  set definition(value: unknown) {
    this.props.definition = value;
    this.render();
  }
  get definition(): unknown {
    return this.props.definition ?? this.attributeDefinition();
  }

  /**
   * The `definition` attribute read once per text: a new object on every render would make the
   * runtime read the form again and start it afresh, losing what was typed (when dynamicData or
   * uploadHeaders are set later, say).
   */
  private attributeDefinition(): unknown {
    const text = this.getAttribute('definition');
    if (this.fromAttribute?.text !== text) this.fromAttribute = { text, value: readJson(text) };
    return this.fromAttribute.value;
  }
  set defaultValue(value: Record<string, unknown> | undefined) {
    this.props.defaultValue = value;
    this.render();
  }
  set dynamicData(value: Record<string, unknown> | undefined) {
    this.props.dynamicData = value;
    this.render();
  }
  set uploadHeaders(value: Record<string, string> | undefined) {
    this.props.uploadHeaders = value;
    this.render();
  }
  set uploadAction(value: string | undefined) {
    this.props.uploadAction = value;
    this.render();
  }

  connectedCallback(): void {
    // Moved within the page (disconnected, then connected again in the same task): keep the form.
    this.leaving = false;
    this.root ??= createRoot(this);
    this.render();
  }
  disconnectedCallback(): void {
    this.leaving = true;
    // After the current task: React refuses to unmount during its own render, and a move
    // reconnects the element before then.
    queueMicrotask(() => {
      if (!this.leaving || !this.root) return;
      this.root.unmount();
      this.root = null;
      this.runtime = null;
    });
  }
  attributeChangedCallback(): void {
    this.render();
  }

  private render(): void {
    if (!this.root) return;
    const lang = this.getAttribute('lang');
    const defaultValue = this.props.defaultValue ?? readJson(this.getAttribute('default-value'));
    this.root.render(
      <FormRenderer
        ref={(handle) => {
          this.runtime = handle;
        }}
        definition={this.definition}
        defaultValue={
          typeof defaultValue === 'object' && defaultValue !== null
            ? (defaultValue as Record<string, unknown>)
            : undefined
        }
        dynamicData={this.props.dynamicData}
        uploadHeaders={this.props.uploadHeaders}
        uploadAction={this.props.uploadAction ?? this.getAttribute('upload-action') ?? undefined}
        lang={LANGS.find((l) => l === lang) ?? 'en'}
        disabled={this.hasAttribute('disabled')}
        onSubmit={(getData) => this.dispatchEvent(new CustomEvent('submit', { detail: { getData } }))}
        onChange={(value, model) =>
          this.dispatchEvent(new CustomEvent('change', { detail: { value, model } }))
        }
      />,
    );
  }

  private api(): FormRuntime {
    if (!this.runtime) throw new Error('siteguard-form is not rendered yet');
    return this.runtime;
  }

  getData(): Promise<FormValues> {
    return this.runtime
      ? this.runtime.getData()
      : Promise.reject(new Error('siteguard-form is not rendered yet'));
  }
  setData(data: Readonly<Record<string, unknown>>): Promise<void> {
    return this.api().setData(data);
  }
  setOptions(models: string | readonly string[], optionName: string, value: unknown): void {
    this.api().setOptions(models, optionName, value);
  }
  hide(models: string | readonly string[]): void {
    this.api().hide(models);
  }
  show(models: string | readonly string[]): void {
    this.api().show(models);
  }
  disable(models: string | readonly string[]): void {
    this.api().disable(models);
  }
  enable(models: string | readonly string[]): void {
    this.api().enable(models);
  }
  reset(): void {
    this.api().reset();
  }
  getValues(): FormValues {
    return this.api().getValues();
  }
  getErrors() {
    return this.api().getErrors();
  }
}

/**
 * The runtime API (the original KFormBuild's methods) as an object: from `useFormRuntime()` passed to
 * FormRenderer's `runtime` prop, or from a ref on FormRenderer. Models are found at any depth.
 */
import { useState } from 'react';
import type { FormValues } from './initialValues';
import type { FieldErrors, FormStore } from './store';

export interface FormRuntime {
  /** Validates every field and every batch/selectInputList row; rejects with a FormValidationError. */
  getData(): Promise<FormValues>;
  /** Lays the data over the current values. */
  setData(data: Readonly<Record<string, unknown>>): Promise<void>;
  /** Sets one option of each model's control, e.g. `setOptions(['select_1'], 'options', list)`. */
  setOptions(models: string | readonly string[], optionName: string, value: unknown): void;
  hide(models: string | readonly string[]): void;
  show(models: string | readonly string[]): void;
  disable(models: string | readonly string[]): void;
  enable(models: string | readonly string[]): void;
  reset(): void;
  /** The current values, unvalidated. */
  getValues(): FormValues;
  /** The errors on screen, keyed by model path. */
  getErrors(): FieldErrors;
}

const notMounted = () => new Error('the form is not mounted');

/** A runtime whose store is attached by FormRenderer while it is mounted. */
export class FormRuntimeHandle implements FormRuntime {
  private store: FormStore | null = null;

  /** Called by FormRenderer; returns the detach function. */
  attach(store: FormStore): () => void {
    this.store = store;
    return () => {
      if (this.store === store) this.store = null;
    };
  }

  getData(): Promise<FormValues> {
    return this.store ? this.store.getData() : Promise.reject(notMounted());
  }
  setData(data: Readonly<Record<string, unknown>>): Promise<void> {
    if (!this.store) return Promise.reject(notMounted());
    this.store.setData(data);
    return Promise.resolve();
  }
  setOptions(models: string | readonly string[], optionName: string, value: unknown): void {
    this.store?.setOptions(models, optionName, value);
  }
  hide(models: string | readonly string[]): void {
    this.store?.hide(models);
  }
  show(models: string | readonly string[]): void {
    this.store?.show(models);
  }
  disable(models: string | readonly string[]): void {
    this.store?.disable(models);
  }
  enable(models: string | readonly string[]): void {
    this.store?.enable(models);
  }
  reset(): void {
    this.store?.reset();
  }
  getValues(): FormValues {
    return this.store?.getValues() ?? {};
  }
  getErrors(): FieldErrors {
    return this.store?.getErrors() ?? {};
  }
}

/** A runtime handle to give FormRenderer (`runtime={runtime}`) and call from outside it. */
export function useFormRuntime(): FormRuntimeHandle {
  const [handle] = useState(() => new FormRuntimeHandle());
  return handle;
}

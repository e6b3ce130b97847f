import { readFileSync } from 'node:fs';
import { parseOrThrow } from '@siteguard/form-engine';
import { describe, expect, it, vi } from 'vitest';
import { counterKeys } from './initialValues';
import { FormStore, FormValidationError } from './store';

function fixture(name: string) {
  const url = new URL(`../../../form-engine/test-fixtures/${name}.json`, import.meta.url);
  return parseOrThrow(readFileSync(url, 'utf8'));
}

const nested = fixture('kfd-nested');
const storeOf = (defaultValue?: Record<string, unknown>) =>
  new FormStore({ definition: nested, defaultValue, makeRowKey: counterKeys('r') });

describe('FormStore values', () => {
  it('seeds minLimit batch rows, selectInputList items and upload lists from the string "[]"', () => {
    const store = storeOf();
    const rows = store.get('batch_1690000008888') as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(2);
    expect(rows[0]?.key).toBe('r_1');
    expect(rows[0]?.uploadFile_1690000013332).toEqual([]);
    const items = store.get('selectInputList_1690000015554') as Array<Record<string, unknown>>;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ checked: false, input_1690000016665: expect.anything() });
    expect(store.get('uploadImg_1690000019998')).toEqual([]);
  });

  it('lays defaultValue over the defaults and setData over the values; reset goes back', () => {
    const store = storeOf({ input_1690000001111: 'start' });
    expect(store.get('input_1690000001111')).toBe('start');
    store.setData({ number_1690000004444: 7 });
    expect(store.get('input_1690000001111')).toBe('start');
    expect(store.get('number_1690000004444')).toBe(7);
    store.set('input_1690000001111', 'typed');
    store.reset();
    expect(store.get('input_1690000001111')).toBe('start');
  });

  it('gives rows set from outside a key', () => {
    const store = storeOf();
    store.setData({ batch_1690000008888: [{ input_1690000009999: 'a' }] });
    const rows = store.get('batch_1690000008888') as Array<Record<string, unknown>>;
    expect(typeof rows[0]?.key).toBe('string');
  });
});

describe('FormStore subscriptions', () => {
  it('wakes only the edited field, its batch (ancestor) and nothing beside it', () => {
    const store = storeOf();
    const deep = vi.fn();
    const height = vi.fn();
    const batch = vi.fn();
    const otherRow = vi.fn();
    store.subscribeValue('input_1690000001111', deep);
    store.subscribeValue('number_1690000004444', height);
    store.subscribeValue('batch_1690000008888', batch);
    store.subscribeValue('batch_1690000008888[1].input_1690000009999', otherRow);
    store.set('input_1690000001111', 'x');
    expect(deep).toHaveBeenCalledTimes(1);
    expect(height).not.toHaveBeenCalled();
    store.set('batch_1690000008888[0].input_1690000009999', 'Ann');
    expect(batch).toHaveBeenCalledTimes(1);
    expect(otherRow).not.toHaveBeenCalled();
  });

  it('keeps the row-key array while rows are only edited', () => {
    const store = storeOf();
    const before = store.rowKeys('batch_1690000008888');
    store.set('batch_1690000008888[0].input_1690000009999', 'Ann');
    expect(store.rowKeys('batch_1690000008888')).toBe(before);
    store.addRow('batch_1690000008888');
    expect(store.rowKeys('batch_1690000008888')).toHaveLength(3);
    store.removeRow('batch_1690000008888', 0);
    expect(store.rowKeys('batch_1690000008888')).toEqual(['r_2', 'r_3']);
  });

  it('reports user edits as (value, top-level model)', () => {
    const store = storeOf();
    const changes: Array<[unknown, string]> = [];
    store.onChange((value, model) => changes.push([value, model]));
    store.set('batch_1690000008888[0].input_1690000009999', 'Ann');
    expect(changes[0]?.[1]).toBe('batch_1690000008888');
    expect(Array.isArray(changes[0]?.[0])).toBe(true);
  });
});

describe('FormStore validation (through the engine)', () => {
  it('getData rejects with errors keyed by model path and reveals the first failing field', async () => {
    const store = storeOf();
    const revealed: string[] = [];
    store.onReveal((path) => revealed.push(path));
    const error = await store.getData().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FormValidationError);
    const paths = Object.keys((error as FormValidationError).errors);
    expect(paths[0]).toBe('input_1690000001111');
    expect(paths).toContain('batch_1690000008888[0].input_1690000009999');
    expect(revealed).toEqual(['input_1690000001111']);
    expect(store.errorsAt('input_1690000001111')?.[0]?.rule).toBe('required');
  });

  it('an edit re-checks that field alone and wakes only its error subscribers', async () => {
    const store = storeOf();
    await store.getData().catch(() => undefined);
    const deep = vi.fn();
    const other = vi.fn();
    store.subscribeErrors('input_1690000001111', deep);
    store.subscribeErrors('batch_1690000008888[0].input_1690000009999', other);
    store.set('input_1690000001111', 'filled');
    expect(store.errorsAt('input_1690000001111')).toBeUndefined();
    expect(deep).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    store.set('batch_1690000008888[0].input_1690000009999', 'Ann');
    expect(store.errorsAt('batch_1690000008888[0].input_1690000009999')).toBeUndefined();
    expect(store.errorsAt('batch_1690000008888[1].input_1690000009999')).toBeDefined();
  });

  it('hidden fields (at any depth) are neither validated nor returned; show brings them back', async () => {
    const store = storeOf();
    store.hide(['input_1690000001111', 'input_1690000009999', 'input_1690000016665']);
    const errors = await store.getData().then(
      () => ({}),
      (e: FormValidationError) => e.errors,
    );
    expect(Object.keys(errors).some((p) => p.includes('input_1690000009999'))).toBe(false);
    expect(errors).not.toHaveProperty('input_1690000001111');
    store.show('input_1690000001111');
    expect(store.validateAll().errors).toHaveProperty('input_1690000001111');
  });

  it('resolves the data once every field is filled', async () => {
    const store = storeOf();
    store.hide(['batch_1690000008888', 'selectInputList_1690000015554', 'uploadImg_1690000019998']);
    store.hide(['uploadFile_1690000018887', 'uploadImg_1690000002222']);
    store.setData({ input_1690000001111: 'deep', number_1690000004444: 3, slider_1690000006666: 10 });
    const result = store.validateAll();
    if (!result.valid) {
      // whatever the fixture still requires, fill it from the error keys
      for (const path of Object.keys(result.errors)) store.set(path, 1);
    }
    const data = await store.getData().catch((e: FormValidationError) => e.errors);
    expect(data).toMatchObject({ input_1690000001111: 'deep' });
    expect(data).not.toHaveProperty('batch_1690000008888');
  });

  it('setOptions and disable are kept per model and folded into the control', () => {
    const store = storeOf();
    const listener = vi.fn();
    store.subscribeMeta('select_1690000012221', listener);
    store.setOptions(['select_1690000012221'], 'options', [{ value: 'x', label: 'X' }]);
    store.disable('select_1690000012221');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getMeta('select_1690000012221')).toEqual({
      disabled: true,
      options: { options: [{ value: 'x', label: 'X' }] },
    });
  });
});

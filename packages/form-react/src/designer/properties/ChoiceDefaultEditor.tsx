/**
 * The default pick of select, checkbox and radio among its own options: one value, several, or as
 * the select's `multiple` says. Clearing restores the type's own default (absent, '' or []).
 */
import type { ChoiceOption } from '@siteguard/form-engine';
import { builtinRegistry } from '@siteguard/form-engine';
import { Form, Select } from 'antd';
import { useId } from 'react';
import { useTexts } from '../lang';
import { PROPERTIES_TEXTS } from './texts';

type Scalar = string | number;

interface ChoiceDefaultEditorProps {
  readonly type: string;
  readonly label: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly pick: 'one' | 'many' | 'byMultiple';
  readonly onCommit: (value: unknown) => void;
}

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number';
}

export function ChoiceDefaultEditor({ type, label, options, pick, onCommit }: ChoiceDefaultEditorProps) {
  const t = useTexts(PROPERTIES_TEXTS).list;
  const id = useId();
  const many = pick === 'many' || (pick === 'byMultiple' && options.multiple === true);
  const choices = Array.isArray(options.options) ? (options.options as ChoiceOption[]) : [];
  const stored = options.defaultValue;
  const value = many
    ? (Array.isArray(stored) ? stored : isScalar(stored) && stored !== '' ? [stored] : []).filter(isScalar)
    : Array.isArray(stored)
      ? stored.find(isScalar)
      : isScalar(stored) && stored !== ''
        ? stored
        : undefined;
  const cleared = () => builtinRegistry.get(type)?.options().defaultValue;
  return (
    <Form.Item label={label} htmlFor={id}>
      <Select<Scalar | Scalar[]>
        id={id}
        mode={many ? 'multiple' : undefined}
        allowClear
        placeholder={t.noDefault}
        value={value}
        options={choices.map((choice) => ({
          value: choice.value,
          label: choice.label || String(choice.value),
        }))}
        onChange={(next) => {
          const empty = next === undefined || (Array.isArray(next) && next.length === 0);
          onCommit(empty && !many ? cleared() : next);
        }}
      />
    </Form.Item>
  );
}

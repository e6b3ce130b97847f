/**
 * A labelled text box (one line or several) that stores as the user types and shows a refusal in
 * place. `DraftInput` is the same box without the label row, for rows of a list.
 */
import type { InputProps } from 'antd';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useDraft } from './useDraft';

interface DraftProps {
  readonly value: string;
  /** Stores the text; a returned string is a refusal shown under the box. */
  readonly onCommit: (text: string) => unknown;
  /** Refuses text before it is stored. */
  readonly check?: (text: string) => string | undefined;
  readonly placeholder?: string;
  /** Several lines (a CSS or HTML box when `code`). */
  readonly multiline?: boolean;
  readonly code?: boolean;
  /** Lines shown at least (3 for code, 2 for text). */
  readonly minRows?: number;
}

const CODE_STYLE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 };

function Box({
  id,
  draft,
  placeholder,
  multiline,
  code,
  minRows,
  ...rest
}: Pick<DraftProps, 'placeholder' | 'multiline' | 'code' | 'minRows'> & {
  id?: string;
  draft: ReturnType<typeof useDraft>;
} & Pick<InputProps, 'aria-label' | 'status'>) {
  const common = {
    id,
    value: draft.text,
    placeholder,
    status: draft.error ? ('error' as const) : rest.status,
    'aria-label': rest['aria-label'],
    'aria-invalid': draft.error ? true : undefined,
  };
  if (multiline || code) {
    return (
      <Input.TextArea
        {...common}
        autoSize={{ minRows: minRows ?? (code ? 3 : 2), maxRows: 10 }}
        style={code ? CODE_STYLE : undefined}
        spellCheck={!code}
        onChange={(e) => draft.change(e.target.value)}
      />
    );
  }
  return <Input {...common} onChange={(e) => draft.change(e.target.value)} />;
}

export function TextField({
  label,
  extra,
  ...props
}: DraftProps & { readonly label: ReactNode; readonly extra?: ReactNode }) {
  const id = useId();
  const draft = useDraft(props.value, props.onCommit, props.check);
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      extra={extra}
      validateStatus={draft.error ? 'error' : undefined}
      help={draft.error}
    >
      <Box
        id={id}
        draft={draft}
        placeholder={props.placeholder}
        multiline={props.multiline}
        code={props.code}
        minRows={props.minRows}
      />
    </Form.Item>
  );
}

/** A box in a row of a list; its refusal shows as the box's title and red border. */
export function DraftInput(
  props: DraftProps & Pick<InputProps, 'aria-label' | 'status'> & { readonly title?: string },
) {
  const draft = useDraft(props.value, props.onCommit, props.check);
  return (
    <span title={draft.error ?? props.title} style={{ flex: 1, minWidth: 0 }}>
      <Box
        draft={draft}
        placeholder={props.placeholder}
        multiline={props.multiline}
        code={props.code}
        aria-label={props['aria-label']}
        status={props.status}
      />
    </span>
  );
}

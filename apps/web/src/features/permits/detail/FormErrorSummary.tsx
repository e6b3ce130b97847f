import { formatFieldError, formMessages, parse, walkControls } from '@siteguard/form-engine';
import type { FieldErrors } from '@siteguard/form-react';
import { Alert, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../shared/status';

/** Each model's label in a form definition (k-form-design JSON or parsed). */
function labelsOf(definition: unknown): Map<string, string> {
  const labels = new Map<string, string>();
  const parsed = parse(definition);
  if (!parsed.ok) return labels;
  walkControls(parsed.definition.list, ({ control }) => {
    if (typeof control.model === 'string' && control.model && !labels.has(control.model)) {
      labels.set(control.model, control.label || control.model);
    }
  });
  return labels;
}

/** The model a field error's path names: `batch[1].name` -> `name`. */
const modelOfPath = (path: string) =>
  path
    .split(/[.[\]]/)
    .filter(Boolean)
    .pop() ?? path;

export interface FieldProblem {
  path: string;
  text: string;
}

/**
 * The form runtime's field errors as one list in the console's language: a missing field reads
 * "<label> is required" from our own texts (the form's rule messages may be in another language),
 * any other rule the engine's catalogue in the console's language or the form's own message.
 */
export function useFieldProblems(definition: unknown, errors: FieldErrors | null): FieldProblem[] {
  const { t } = useTranslation('permits');
  const lang = useLang();
  const labels = useMemo(() => labelsOf(definition), [definition]);
  return useMemo(() => {
    if (!errors) return [];
    return Object.entries(errors).flatMap(([path, list]) => {
      const first = list[0];
      if (!first) return [];
      const field = labels.get(modelOfPath(path)) ?? path;
      const text =
        first.rule === 'required'
          ? t('validation.required', { field })
          : t('validation.invalid', { field, message: formatFieldError(first, formMessages[lang]) });
      return [{ path, text }];
    });
  }, [errors, labels, t, lang]);
}

/** Brings a field of the form inside `scope` on screen and puts the cursor in it. */
export function revealField(scope: HTMLElement | null, path: string) {
  const holder =
    scope?.querySelector(`[data-field-path="${CSS.escape(path)}"]`) ??
    scope?.querySelector(`[data-field-path="${CSS.escape(modelOfPath(path))}"]`);
  if (!(holder instanceof HTMLElement)) return;
  holder.scrollIntoView({ block: 'center' });
  holder
    .querySelector<HTMLElement>('input:not([type=hidden]),textarea,[tabindex="0"]')
    ?.focus({ preventScroll: true });
}

/**
 * Every field that stops the form, at once, above it: a link per field brings it on screen. Shown
 * before any signature is asked for; it goes when the fields are fixed and the action is tried again.
 */
export function FormErrorSummary({
  title,
  problems,
  scope,
}: {
  title: string;
  problems: FieldProblem[];
  scope: () => HTMLElement | null;
}) {
  // The runtime brings the first failing field on screen; the alert is announced to screen readers.
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="permit-form-errors"
      message={title}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {problems.map((problem) => (
            <li key={problem.path}>
              <Typography.Link onClick={() => revealField(scope(), problem.path)}>
                {problem.text}
              </Typography.Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}

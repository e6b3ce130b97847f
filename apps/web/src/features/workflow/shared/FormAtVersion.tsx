import type { WfFormRef } from '@siteguard/contracts';
import { FormRenderer, type FormRuntimeHandle } from '@siteguard/form-react';
import { currentLang } from '../../../i18n/i18n';

/**
 * A designer form at the version a process pinned (its definition comes with the step, so no form
 * administration rights are needed), drawn by the form runtime: editable for the step at hand (the
 * caller keeps the runtime handle to read validated data), read-only for the steps before it.
 */
export function FormAtVersion({
  form,
  data,
  runtime,
  disabled = false,
}: {
  form: NonNullable<WfFormRef>;
  data?: Readonly<Record<string, unknown>> | undefined;
  runtime?: FormRuntimeHandle;
  disabled?: boolean;
}) {
  return (
    <FormRenderer
      definition={form.definition}
      {...(data ? { defaultValue: data } : {})}
      {...(runtime ? { runtime } : {})}
      disabled={disabled}
      lang={currentLang()}
    />
  );
}

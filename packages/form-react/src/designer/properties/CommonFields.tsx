/**
 * The fields every control has or most have: label, data field (model: the core refuses one already
 * in use, and the refusal shows under the box while the typed text stays), help text.
 */
import type { Control, DesignerError } from '@siteguard/form-engine';
import { useTexts } from '../lang';
import { CORE_TEXTS } from '../texts';
import { TextField } from './TextField';
import { PROPERTIES_TEXTS } from './texts';

interface CommonFieldsProps {
  readonly control: Control;
  readonly showHelp: boolean;
  readonly onField: (name: 'label' | 'model' | 'help', value: string) => DesignerError | undefined;
}

export function CommonFields({ control, showHelp, onField }: CommonFieldsProps) {
  const t = useTexts(PROPERTIES_TEXTS).control;
  // The core's refusals in the designer's words (one catalogue for the whole designer).
  const errors = useTexts(CORE_TEXTS).errors;
  const refusal = (error: DesignerError | undefined) =>
    error ? (errors[error.code] ?? error.message) : undefined;
  return (
    <div className="sg-props-full">
      <TextField
        label={t.label}
        value={control.label ?? ''}
        onCommit={(text) => refusal(onField('label', text))}
      />
      {typeof control.model === 'string' && (
        <TextField
          label={t.model}
          value={control.model}
          check={(text) => (text.trim() === '' ? t.modelEmpty : undefined)}
          onCommit={(text) => refusal(onField('model', text))}
        />
      )}
      {showHelp && (
        <TextField
          label={t.help}
          value={typeof control.help === 'string' ? control.help : ''}
          onCommit={(text) => refusal(onField('help', text))}
        />
      )}
    </div>
  );
}

/**
 * The fields every control has or most have: label, data field (model: the core refuses one already
 * in use, and the refusal shows under the box while the typed text stays), help text.
 */
import type { Control, DesignerError } from '@siteguard/form-engine';
import { fill } from '../../runtime/locale';
import { useTexts } from '../lang';
import { TextField } from './TextField';
import type { PropertiesTexts } from './texts';
import { PROPERTIES_TEXTS } from './texts';

interface CommonFieldsProps {
  readonly control: Control;
  readonly showHelp: boolean;
  readonly onField: (name: 'label' | 'model' | 'help', value: string) => DesignerError | undefined;
}

/** The words for a refusal of the core. */
export function refusalText(error: DesignerError, t: PropertiesTexts['control']): string {
  return error.code === 'duplicate-model' ? t.modelTaken : fill(t.refused, { message: error.message });
}

export function CommonFields({ control, showHelp, onField }: CommonFieldsProps) {
  const t = useTexts(PROPERTIES_TEXTS).control;
  const refusal = (error: DesignerError | undefined) => (error ? refusalText(error, t) : undefined);
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

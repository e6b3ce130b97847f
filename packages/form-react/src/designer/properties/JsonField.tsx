/** A JSON option (upload headers, extra data, default files): stored only when it reads. */
import { useTexts } from '../lang';
import type { JsonShape } from './jsonText';
import { checkJson, jsonTextOf, jsonToStore } from './jsonText';
import { TextField } from './TextField';
import { PROPERTIES_TEXTS } from './texts';

interface JsonFieldProps {
  readonly label: string;
  readonly value: unknown;
  readonly shape: JsonShape;
  readonly storedAs: 'text' | 'value';
  readonly onCommit: (value: unknown) => void;
}

export function JsonField({ label, value, shape, storedAs, onCommit }: JsonFieldProps) {
  const t = useTexts(PROPERTIES_TEXTS).json;
  return (
    <TextField
      label={label}
      code
      minRows={1}
      value={jsonTextOf(value, shape)}
      check={(text) => {
        const read = checkJson(text, shape);
        return read.ok ? undefined : t[read.problem];
      }}
      onCommit={(text) => {
        const read = checkJson(text, shape);
        if (read.ok) onCommit(jsonToStore(text, read.value, value, storedAs));
      }}
    />
  );
}

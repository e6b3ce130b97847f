/**
 * What the Import JSON dialog does with the editor's text: the engine's parser reads it (k-form-design
 * 3.7 and 3.8 exports and our own definitions, older versions filled in), so import accepts and
 * refuses exactly what the rest of the product does.
 */
import type { FormDefinition } from '@siteguard/form-engine';
import { formatParseError, parse } from '@siteguard/form-engine';

export type ImportResult =
  | { ok: true; definition: FormDefinition }
  /** `errors`: the engine's path errors as `list[3].options.min: expected a number`. */
  | { ok: false; errors: string[] };

export function importDefinition(text: string): ImportResult {
  const result = parse(text);
  if (result.ok) return { ok: true, definition: result.definition };
  return { ok: false, errors: [formatParseError(result.error)] };
}

/**
 * The dialog's sample: the format as k-form-design exports it (one field and the config); `list`
 * holds the controls, `config` the form settings.
 */
export const IMPORT_SAMPLE = `{
  "list": [
    {
      "type": "input",
      "label": "Input",
      "options": {
        "type": "text",
        "width": "100%",
        "defaultValue": "",
        "placeholder": "Please enter",
        "clearable": false,
        "maxLength": null,
        "addonBefore": "",
        "addonAfter": "",
        "hidden": false,
        "disabled": false
      },
      "model": "input_1700000000000",
      "key": "input_1700000000000",
      "help": "",
      "rules": [{ "required": false, "message": "必填项" }]
    }
  ],
  "config": {
    "layout": "horizontal",
    "labelCol": { "xs": 4, "sm": 4, "md": 4, "lg": 4, "xl": 4, "xxl": 4 },
    "labelWidth": 100,
    "labelLayout": "flex",
    "wrapperCol": { "xs": 18, "sm": 18, "md": 18, "lg": 18, "xl": 18, "xxl": 18 },
    "hideRequiredMark": false,
    "customStyle": ""
  }
}`;

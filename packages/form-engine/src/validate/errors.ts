/**
 * Validation errors carry a message KEY (translated at the edge) unless the definition wrote its own
 * message, which is then passed through as it is. The catalogues below are plain data for the edge
 * to use or override; nothing here picks a language.
 */

export type RuleName = 'required' | 'pattern' | 'min' | 'max' | 'step' | 'limit' | 'type';

export interface FieldError {
  rule: RuleName;
  /**
   * The definition's own message when it has one (a rule's non-empty `message` other than the
   * default '必填项'); otherwise one of the `MessageKey`s.
   */
  message: string;
  /** Values for the key's placeholders, e.g. `{ min: 1 }`, `{ limit: 3 }`, `{ step: 5 }`. */
  params?: Record<string, number | string>;
}

export const MESSAGE_KEYS = [
  'form.required',
  'form.pattern',
  'form.min',
  'form.max',
  'form.step',
  'form.limit',
  'form.type',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

export type MessageCatalogue = Record<MessageKey, string>;

/** Default texts; `{name}` placeholders take `FieldError.params`. */
export const formMessages: Readonly<Record<'en' | 'zh-CN' | 'zh-HK', Readonly<MessageCatalogue>>> = {
  en: {
    'form.required': 'Required',
    'form.pattern': 'Invalid format',
    'form.min': 'Must be at least {min}',
    'form.max': 'Must be at most {max}',
    'form.step': 'Input must be a multiple of the step',
    'form.limit': 'At most {limit} files',
    'form.type': 'Invalid value',
  },
  'zh-CN': {
    'form.required': '必填项',
    'form.pattern': '格式不正确',
    'form.min': '不能小于{min}',
    'form.max': '不能大于{max}',
    'form.step': '输入值必须是步长的倍数',
    'form.limit': '最大上传数量为{limit}',
    'form.type': '数值无效',
  },
  'zh-HK': {
    'form.required': '必填項',
    'form.pattern': '格式不正確',
    'form.min': '不能小於{min}',
    'form.max': '不能大於{max}',
    'form.step': '輸入值必須是步長的倍數',
    'form.limit': '最大上載數量為{limit}',
    'form.type': '數值無效',
  },
};

export function isMessageKey(message: string): message is MessageKey {
  return (MESSAGE_KEYS as readonly string[]).includes(message);
}

/** The text to show for an error: a key through the catalogue, a definition's message as it is. */
export function formatFieldError(error: FieldError, catalogue: Readonly<MessageCatalogue>): string {
  if (!isMessageKey(error.message)) return error.message;
  const params = error.params ?? {};
  return catalogue[error.message].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

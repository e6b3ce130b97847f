import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/**
 * antd form rules mirroring the contracts' zod checks (trimmed text, length, patterns), so a form
 * refuses what the server would refuse and says so beside the field, in the user's language.
 */
export function textRules(
  t: TFunction<'system'>,
  field: string,
  { required = false, max }: { required?: boolean; max: number },
): Rule[] {
  return [
    ...(required ? [{ required: true, whitespace: true, message: t('common.required', { field }) }] : []),
    { max, message: t('common.tooLong', { field, max }) },
  ];
}

/** contracts' `recordCode`: letters, digits and `_ - . :`, at most 64. */
export function codeRules(t: TFunction<'system'>, field: string): Rule[] {
  return [
    ...textRules(t, field, { required: true, max: 64 }),
    { pattern: /^[A-Za-z0-9_.:-]+$/, message: t('common.codeRule') },
  ];
}

/** contracts' menu and application codes: a letter, then letters, digits, `_` or `-`, at most 64. */
export function identifierRules(t: TFunction<'system'>, field: string): Rule[] {
  return [
    ...textRules(t, field, { required: true, max: 64 }),
    { pattern: /^[A-Za-z][A-Za-z0-9_-]*$/, message: t('sharedFields.identifierRule') },
  ];
}

/** Optional text fields arrive as '' from an emptied input; the contracts want null. */
export function nullIfBlank(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

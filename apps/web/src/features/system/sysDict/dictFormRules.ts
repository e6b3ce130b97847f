import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { textRules } from '../shared/formRules';

/** contracts' dictionary code: a letter or digit first, then letters, digits and `_ . : -`, at most 64. */
export function dictCodeRules(t: TFunction<'system'>, field: string): Rule[] {
  return [
    ...textRules(t, field, { required: true, max: 64 }),
    { pattern: /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, message: t('dict.codeRule') },
  ];
}

import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { SortField, StatusField } from './commonFields';
import { codeRules, nullIfBlank, textRules } from './formRules';

/**
 * The fields of a coded record (roles, positions): code, name, sort, status (only when editing: a new
 * record starts enabled) and remark, with the contracts' limits (recordCode, name 100, remark 500).
 */
export function CodeNameFields({
  codeLabel,
  nameLabel,
  editing,
}: {
  codeLabel: string;
  nameLabel: string;
  editing: boolean;
}) {
  const { t } = useTranslation('system');
  return (
    <>
      <ProFormText name="code" label={codeLabel} rules={codeRules(t, codeLabel)} />
      <ProFormText
        name="name"
        label={nameLabel}
        rules={textRules(t, nameLabel, { required: true, max: 100 })}
      />
      <SortField />
      {editing && <StatusField />}
      <ProFormTextArea
        name="remark"
        label={t('common.remark')}
        rules={textRules(t, t('common.remark'), { max: 500 })}
      />
    </>
  );
}

/** A coded record's form values, as CodeNameFields fills them. */
export interface CodeNameValues {
  code: string;
  name: string;
  sort: number;
  status: 0 | 1;
  remark?: string | null;
}

type CodeNameRow = Omit<CodeNameValues, 'status'> & { status: number };

/** The form's start: the row's values when editing, sort 100 and enabled for a new record. */
export function codeNameInitialValues(row: CodeNameRow | undefined): Partial<CodeNameValues> {
  if (!row) return { sort: 100, status: 0 };
  const { code, name, sort, status, remark } = row;
  return { code, name, sort, status: status === 1 ? 1 : 0, remark };
}

/** The add body's fields from the form: trimmed text, an emptied remark as null. */
export function codeNameBody(values: CodeNameValues) {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    sort: values.sort,
    remark: nullIfBlank(values.remark),
  };
}

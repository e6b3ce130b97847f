import { ProFormDigit, ProFormRadio } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';

/** The sort order every record has (contracts: an integer 0 to 100 000, default 100). */
export function SortField() {
  const { t } = useTranslation('system');
  return (
    <ProFormDigit
      name="sort"
      label={t('common.sort')}
      min={0}
      max={100_000}
      fieldProps={{ precision: 0 }}
      rules={[{ required: true, message: t('common.required', { field: t('common.sort') }) }]}
    />
  );
}

/** Enabled (0) or disabled (1), the status of roles, positions, dictionaries and more. */
export function StatusField() {
  const { t } = useTranslation('system');
  return (
    <ProFormRadio.Group
      name="status"
      label={t('common.status')}
      options={[
        { value: 0, label: t('common.enabled') },
        { value: 1, label: t('common.disabled') },
      ]}
    />
  );
}

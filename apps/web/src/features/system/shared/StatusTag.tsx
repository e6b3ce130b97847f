import { DictTag } from '../../dict';

/** The status of users, roles and organisations (0 normal, 1 disabled) from dictionary `common_status`. */
export const STATUS_DICT = 'common_status';
const STATUS_COLORS = { '0': 'green', '1': 'red' } as const;

export function StatusTag({ value }: { value: number }) {
  return <DictTag type={STATUS_DICT} value={value} colors={STATUS_COLORS} />;
}

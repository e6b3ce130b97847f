import { ColumnHeightOutlined } from '@ant-design/icons';
import { Dropdown, Tooltip } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { useTranslation } from 'react-i18next';

/** antd's table sizes in the spec's words: default, middle, small ('large' is antd's default). */
export type TableDensity = Extract<SizeType, 'large' | 'middle' | 'small'>;
export const DEFAULT_DENSITY: TableDensity = 'large';

const DENSITIES: ReadonlyArray<{ key: TableDensity; label: 'default' | 'middle' | 'small' }> = [
  { key: 'large', label: 'default' },
  { key: 'middle', label: 'middle' },
  { key: 'small', label: 'small' },
];

/**
 * The toolbar's density switch. ProTable's own names its sizes 'larger, middle, compact'; the spec
 * says 'default, middle, small', in our three languages.
 */
export function DensityMenu({
  value,
  onChange,
}: {
  value: TableDensity;
  onChange: (next: TableDensity) => void;
}) {
  const { t } = useTranslation('components');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [value],
        items: DENSITIES.map(({ key, label }) => ({ key, label: t(`table.density.${label}`) })),
        onClick: ({ key }) => onChange(key as TableDensity),
      }}
    >
      <Tooltip title={t('table.density.title')}>
        <ColumnHeightOutlined aria-label={t('table.density.title')} data-testid="table-density" />
      </Tooltip>
    </Dropdown>
  );
}

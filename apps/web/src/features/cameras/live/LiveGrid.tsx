import { ReloadOutlined } from '@ant-design/icons';
import { Button, Grid, Pagination, Segmented, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clampPage,
  DEFAULT_GRID_SIZE,
  GRID_SIZES,
  type GridSize,
  gridColumns,
  pageKeeping,
  tilesOnPage,
} from './gridLayout';
import styles from './LivePage.module.css';

/**
 * The live grids' shared half (the cameras' live view and the watches'): 1, 4, 9 or 16 tiles a page,
 * the size picker with a refresh button, the pager, and the grid itself, stacking on a phone.
 */
export function useLiveGrid<T>(items: readonly T[]) {
  const [size, setSize] = useState<GridSize>(DEFAULT_GRID_SIZE);
  const [page, setPage] = useState(1);
  const current = clampPage(page, items.length, size);
  return {
    size,
    current,
    tiles: tilesOnPage(items, size, current),
    total: items.length,
    setPage,
    changeSize: (next: GridSize) => {
      setPage(pageKeeping((current - 1) * size, next));
      setSize(next);
    },
  };
}
type LiveGridState = ReturnType<typeof useLiveGrid>;

/** The tiles-per-page picker and a refresh button. */
export function GridSizeField({ grid, onRefresh }: { grid: LiveGridState; onRefresh: () => void }) {
  const { t } = useTranslation('cameras');
  return (
    <div className={styles.field}>
      <span className={styles.label}>{t('live.grid')}</span>
      <Segmented<GridSize>
        value={grid.size}
        onChange={grid.changeSize}
        options={GRID_SIZES.map((value) => ({
          value,
          label: String(value),
          title: t('live.tiles', { count: value }),
        }))}
      />
      <Tooltip title={t('live.refresh')}>
        <Button aria-label={t('live.refresh')} icon={<ReloadOutlined />} onClick={onRefresh} />
      </Tooltip>
    </div>
  );
}

/** The pager, shown only when the tiles do not fit one page. */
export function GridPager({ grid }: { grid: LiveGridState }) {
  if (grid.total <= grid.size) return null;
  return (
    <Pagination
      className={styles.pager}
      simple
      size="small"
      current={grid.current}
      pageSize={grid.size}
      total={grid.total}
      onChange={grid.setPage}
    />
  );
}

export function LiveGridBody({ grid, children }: { grid: LiveGridState; children: ReactNode }) {
  const screens = Grid.useBreakpoint();
  const narrow = screens.sm === false;
  return (
    <div
      className={styles.grid}
      data-testid="live-grid"
      style={{ gridTemplateColumns: `repeat(${gridColumns(grid.size, narrow)}, minmax(0, 1fr))` }}
    >
      {children}
    </div>
  );
}

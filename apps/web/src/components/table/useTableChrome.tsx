import { useState } from 'react';
import { DEFAULT_DENSITY, DensityMenu, type TableDensity } from './DensityMenu';

/**
 * The toolbar every list table shares (spec §2 "Tables"): refresh, density with the spec's names,
 * and column show/hide/reorder with reset. Spread the answer into a ProTable.
 */
export function useTableChrome(refetch: () => unknown) {
  const [density, setDensity] = useState<TableDensity>(DEFAULT_DENSITY);
  return {
    size: density,
    tableAlertRender: false as const,
    options: {
      reload: () => void refetch(),
      // Drawn by optionsRender below, with the spec's names for the sizes.
      density: false,
      setting: { draggable: true, checkable: true, checkedReset: true },
      fullScreen: false,
    },
    optionsRender: (_props: unknown, defaultDom: React.ReactNode[]) => {
      const [reload, ...rest] = defaultDom;
      return [reload, <DensityMenu key="density" value={density} onChange={setDensity} />, ...rest];
    },
  };
}

import type { HeatLevel } from '@siteguard/contracts';

/** The colours of the Labour Department's levels: background and text of the band, and the tag's. */
export const HEAT_LEVEL_COLORS: Record<HeatLevel, { background: string; text: string; tag: string }> = {
  none: { background: '#f6ffed', text: '#135200', tag: 'green' },
  amber: { background: '#ffbf00', text: '#2b1d00', tag: 'gold' },
  red: { background: '#cf1322', text: '#ffffff', tag: 'red' },
  black: { background: '#141414', text: '#ffffff', tag: '#141414' },
};

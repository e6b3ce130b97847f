import { HEAT_LEVEL_NAMES, type HeatLevel } from '@siteguard/contracts';
import { Tag } from 'antd';
import { currentLang } from '../../i18n/i18n';
import { HEAT_LEVEL_COLORS } from './levelColors';

/** The heat level as a coloured tag, with the HKHI when known (for the dashboard and lists). */
export function HeatLevelTag({ level, value }: { level: HeatLevel; value?: number | null }) {
  const name = HEAT_LEVEL_NAMES[level][currentLang()];
  return (
    <Tag color={HEAT_LEVEL_COLORS[level].tag} data-testid="heat-level-tag" data-level={level}>
      {value === null || value === undefined ? name : `${name} · ${value.toFixed(1)}`}
    </Tag>
  );
}

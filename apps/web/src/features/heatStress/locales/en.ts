import type { HeatStressMessages } from './zh-HK';

const heatStress: HeatStressMessages = {
  title: 'Heat stress',
  levelTitle: 'Hong Kong Heat Index',
  levelBand: '{{level}} Heat Stress at Work Warning',
  noLevel: 'No Heat Stress at Work Warning',
  source: {
    feed: 'Source: Observatory feed',
    override: 'Entered by {{by}} at {{at}}',
    none: 'No heat index yet: enter it by hand while the feed is down',
  },
  feedValue: 'Observatory feed: {{value}}',
  onSite: 'Workers on site today',
  mustStop: 'Must stop',
  stopSince: 'Stop-work alerts raised at {{time}}',
  override: {
    label: 'Heat index entered by hand',
    placeholder: 'e.g. 32.5',
    apply: 'Apply',
    clear: 'Back to the feed',
    clearConfirm: 'Clear the heat index entered by hand and use the Observatory feed?',
    applied: 'Heat index {{value}} applied',
    cleared: 'Back to the Observatory feed',
    hint: "While the feed is down, read the Hong Kong Heat Index on the Observatory's site and enter it here.",
  },
  trades: {
    title: 'Rest per hour by trade',
    trade: 'Trade',
    noTrade: 'No trade given',
    workload: 'Workload',
    noWorkload: 'Workload not set',
    onSite: 'On site',
    rest: 'Rest per hour',
    restShort: 'Rest/h',
    stop: 'STOP',
    mustStop: 'Must stop',
    minutes: '{{count}} min',
    unknown: '-',
    empty: 'No registered workers are on site today',
  },
  table: {
    title: "Labour Department's work-rest table",
    level: 'Level',
    minutesNote: 'Figures are minutes of rest per hour.',
    current: 'Now',
    source:
      "The work-rest arrangement by the Hong Kong Heat Index in the Labour Department's Guidance Notes on Prevention of Heat Stress at Work.",
  },
  live: 'Live',
  loadFailed: 'The heat stress board did not load',
  retry: 'Retry',
};
export default heatStress;

import type { ReactNode } from 'react';

/**
 * Our own small icon set for the Observatory's codes (HKO's images are not hot-linked: no network on
 * site machines, and their terms ask for it). Plain inline SVG, coloured by meaning.
 */

const SUN = '#faad14';
const CLOUD = '#8c9bab';
const RAIN = '#1677ff';

const sun = (cx: number, cy: number, r: number) => (
  <g key="sun">
    <circle cx={cx} cy={cy} r={r} fill={SUN} />
    {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => {
      const rad = (angle * Math.PI) / 180;
      return (
        <line
          key={angle}
          x1={cx + Math.cos(rad) * (r + 3)}
          y1={cy + Math.sin(rad) * (r + 3)}
          x2={cx + Math.cos(rad) * (r + 7)}
          y2={cy + Math.sin(rad) * (r + 7)}
          stroke={SUN}
          strokeWidth={2.5}
          strokeLinecap="round"
        />
      );
    })}
  </g>
);
const cloud = (dx: number, dy: number, fill = CLOUD) => (
  <path
    key="cloud"
    transform={`translate(${dx} ${dy})`}
    d="M10 30 a8 8 0 0 1 1-16 a11 11 0 0 1 21-3 a8 8 0 0 1 6 19 z"
    fill={fill}
  />
);
const drops = (count: number) => (
  <g key="drops" stroke={RAIN} strokeWidth={2.5} strokeLinecap="round">
    {[14, 21, 28, 35].slice(0, count).map((x) => (
      <line key={x} x1={x} y1={38} x2={x - 3} y2={45} />
    ))}
  </g>
);
const bolt = (fill = '#fadb14') => (
  <polygon key="bolt" points="25,30 19,41 24,41 21,48 31,36 26,36 29,30" fill={fill} />
);

/** The forecast icon for one of HKO's icon numbers (50 sunny ... 65 thunderstorms, 70s night, 90s temperature). */
export function WeatherIcon({ icon, size = 48, title }: { icon: number; size?: number; title?: string }) {
  let parts: ReactNode[];
  if (icon === 50) parts = [sun(24, 24, 10)];
  else if (icon === 51 || icon === 52) parts = [sun(18, 16, 8), cloud(6, 12)];
  else if (icon === 53 || icon === 54) parts = [sun(18, 14, 7), cloud(6, 6), drops(3)];
  else if (icon === 60 || icon === 61) parts = [cloud(4, 6, icon === 61 ? '#6b7785' : CLOUD)];
  else if (icon === 62 || icon === 63) parts = [cloud(4, 0), drops(icon === 62 ? 2 : 3)];
  else if (icon === 64) parts = [cloud(4, 0, '#5b6573'), drops(4)];
  else if (icon === 65) parts = [cloud(4, 0, '#5b6573'), bolt()];
  else if (icon >= 70 && icon <= 77)
    parts = [<path key="moon" d="M30 8 a16 16 0 1 0 10 26 a13 13 0 0 1 -10 -26 z" fill="#597ef7" />];
  else if (icon === 80)
    parts = [
      <g key="wind" stroke={CLOUD} strokeWidth={3} strokeLinecap="round" fill="none">
        <path d="M6 18 h26 a5 5 0 1 0 -5 -5" />
        <path d="M6 28 h32 a5 5 0 1 1 -5 5" />
      </g>,
    ];
  else if (icon >= 83 && icon <= 85)
    parts = [
      <g key="fog" stroke={CLOUD} strokeWidth={3} strokeLinecap="round">
        {[14, 22, 30, 38].map((y) => (
          <line key={y} x1={8} y1={y} x2={40} y2={y} />
        ))}
      </g>,
    ];
  else if (icon === 90 || icon === 91) parts = [thermometer(icon === 90 ? '#cf1322' : '#fa8c16')];
  else if (icon === 92 || icon === 93) parts = [thermometer(icon === 93 ? '#1d39c4' : '#13c2c2')];
  else parts = [cloud(4, 6)];
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={title ?? `HKO ${icon}`}>
      {title ? <title>{title}</title> : null}
      {parts}
    </svg>
  );
}

function thermometer(fill: string) {
  return (
    <g key="thermometer">
      <rect x={20} y={6} width={8} height={26} rx={4} fill="#fff" stroke={fill} strokeWidth={2} />
      <rect x={22} y={16} width={4} height={18} fill={fill} />
      <circle cx={24} cy={37} r={7} fill={fill} />
    </g>
  );
}

/** Background and glyph of a warning's badge, after the Observatory's own colours. */
function warningLook(code: string): { background: string; border: string; glyph: ReactNode } {
  const dark = '#1f1f1f';
  const plain = { background: '#fff', border: dark };
  if (code === 'TC1')
    return { ...plain, glyph: <path d="M12 12 h24 v6 h-9 v18 h-6 v-18 h-9 z" fill={dark} /> };
  if (code === 'TC3') return { ...plain, glyph: <path d="M21 12 h6 v18 h9 v6 h-24 v-6 h9 z" fill={dark} /> };
  if (code === 'WTCPRE8')
    return {
      ...plain,
      glyph: (
        <text x={24} y={31} textAnchor="middle" fontSize={18} fontWeight={700} fill={dark}>
          8?
        </text>
      ),
    };
  if (code.startsWith('TC8')) return { ...plain, glyph: <polygon points="24,10 38,36 10,36" fill={dark} /> };
  if (code === 'TC9')
    return { ...plain, glyph: <path d="M12 10 h24 l-12 14 l12 14 h-24 l12 -14 z" fill={dark} /> };
  if (code === 'TC10')
    return { ...plain, glyph: <path d="M20 8 h8 v12 h12 v8 h-12 v12 h-8 v-12 h-12 v-8 h12 z" fill={dark} /> };
  if (code === 'WRAINA' || code === 'WRAINR' || code === 'WRAINB') {
    const background = { WRAINA: '#f5a623', WRAINR: '#d0021b', WRAINB: '#111' }[code];
    return {
      background,
      border: background,
      glyph: (
        <g>
          {cloud(4, 0, '#fff')}
          <g stroke="#fff" strokeWidth={2.5} strokeLinecap="round">
            {[0, 1, 2].map((i) => (
              <line key={i} x1={16 + i * 7} y1={36} x2={13 + i * 7} y2={43} />
            ))}
          </g>
        </g>
      ),
    };
  }
  if (code === 'WTS')
    return { background: '#531dab', border: '#531dab', glyph: [cloud(4, -2, '#d3adf7'), bolt()] };
  if (code === 'WHOT') return { background: '#cf1322', border: '#cf1322', glyph: sun(24, 24, 8) };
  if (code === 'WCOLD' || code === 'WFROST')
    return { background: '#1d39c4', border: '#1d39c4', glyph: thermometer('#91caff') };
  return {
    background: '#fa8c16',
    border: '#fa8c16',
    glyph: (
      <text x={24} y={33} textAnchor="middle" fontSize={26} fontWeight={700} fill="#fff">
        !
      </text>
    ),
  };
}

/** A warning's badge (TC1, TC8NE, WRAINB, WTS, WHOT, ...). */
export function WarningIcon({ code, size = 40, title }: { code: string; size?: number; title: string }) {
  const look = warningLook(code);
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={title} data-warning={code}>
      <title>{title}</title>
      <rect
        x={1}
        y={1}
        width={46}
        height={46}
        rx={8}
        fill={look.background}
        stroke={look.border}
        strokeWidth={2}
      />
      {look.glyph}
    </svg>
  );
}

/**
 * Ticks for an axis of counts: whole numbers only, about `count` of them (1, 2 or 5 times a power of
 * ten apart). G2's own ticks split a range of 0 to 1 into 0.2, 0.4… – fractions of an alert.
 */
export function integerTicks(min: number, max: number, count = 5): number[] {
  const low = Math.floor(Math.min(min, max));
  const high = Math.ceil(Math.max(min, max));
  const raw = Math.max(1, (high - low) / Math.max(1, count));
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= raw) ?? raw;
  const ticks: number[] = [];
  for (let tick = Math.floor(low / step) * step; tick <= high; tick += step) ticks.push(tick);
  return ticks;
}

/** The `scale` option of a chart whose y axis counts things (alerts, events). */
export const countScaleY = { y: { tickMethod: integerTicks } } as const;

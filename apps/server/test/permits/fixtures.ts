/**
 * What the permit tests fill in, once: a realistic application (dates, radios, checkbox groups, as
 * the seeded forms have them) and a competent person's check with gas readings in band. Times are
 * Hong Kong site times as the date control stores them, `minutes` from a clock the test gives
 * (the system clock by default): never the time of day.
 */
export function siteTimeAt(minutes: number, now: () => Date = () => new Date()): string {
  return new Date(now().getTime() + (minutes + 8 * 60) * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A confined-space application (the fields every type shares, and the confined space's own). */
export function confinedSpaceApplication(
  extra: Record<string, unknown> = {},
  now?: () => Date,
): Record<string, unknown> {
  return {
    location: 'Tsuen Wan site, Block 2, manhole MH-7',
    workDescription: 'Inspect and clear the sewer manhole',
    contractor: 'Kwong Fat Engineering',
    applicantName: '陳大文 Chan Tai Man',
    validFrom: siteTimeAt(0, now),
    validTo: siteTimeAt(7 * 60, now),
    hazards: ['gas', 'oxygen'],
    precautions: 'Forced ventilation\nTripod and winch at the opening',
    ppe: ['helmet', 'boots', 'vest', 'harness'],
    emergencyContact: 'Site office 2412 0000',
    standbyPerson: 'Ho Ka Ming',
    riskAssessmentRef: 'RA-CS-0042',
    rescueReady: 'yes',
    ventilation: 'yes',
    ...extra,
  };
}

/** What a hot-work application adds. */
export const HOT_WORK = {
  hotProcessKind: 'welding',
  fireWatch: 'Tam Chi Keung',
  extinguisher: '2 x 9 kg dry powder',
  combustiblesRemoved: 'yes',
};

/** The competent person's check: site inspected, precautions in place, gas in band, tested now. */
export function gasCheck(extra: Record<string, unknown> = {}, now?: () => Date): Record<string, unknown> {
  return {
    siteInspected: 'yes',
    precautionsInPlace: 'yes',
    gasO2: 20.9,
    gasLel: 0,
    gasH2s: 0,
    gasCo: 2,
    gasTestedAt: siteTimeAt(0, now),
    gasInstrument: 'Dräger X-am 5000 #A12',
    gasTester: 'Lee On Chuen',
    ...extra,
  };
}

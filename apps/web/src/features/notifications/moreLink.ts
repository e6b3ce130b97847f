import { BELL_MORE_THRESHOLD } from '@siteguard/contracts';

/** The 'more' link shows when the count exceeds 10 (spec §9). */
export function showsMoreLink(count: number): boolean {
  return count > BELL_MORE_THRESHOLD;
}

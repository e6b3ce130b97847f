import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { permissions } from '../permissions.js';

/**
 * The server's test clock (decision 0024): mounted only when the server runs with
 * SITEGUARD_TEST_CLOCK=on, which it refuses under NODE_ENV=production. Browser journeys move site
 * time with it instead of waiting for it; the move answers after every clock-driven sweep has run on
 * the new time, so the caller's next read sees what the time changed.
 */
export const testClockData = z.object({ now: z.string() });
export type TestClockData = z.infer<typeof testClockData>;

export const testClockMove = z.union([
  z
    .object({
      advanceMs: z
        .number()
        .int()
        .min(0)
        .max(366 * 24 * 3600_000),
    })
    .strict(),
  z.object({ at: z.iso.datetime({ offset: true }) }).strict(),
]);
export type TestClockMove = z.infer<typeof testClockMove>;

export const testClockApi = {
  read: defineEndpoint({
    method: 'GET',
    path: '/testing/clock',
    summary: 'The test clock: the instant the server takes for now.',
    access: { permission: permissions.testClock.move },
    response: testClockData,
    tags: ['testing'],
  }),
  move: defineEndpoint({
    method: 'POST',
    path: '/testing/clock',
    summary: 'Moves the test clock forward by advanceMs or to an instant, then runs the sweeps on it.',
    access: { permission: permissions.testClock.move },
    body: testClockMove,
    response: testClockData,
    tags: ['testing'],
  }),
};

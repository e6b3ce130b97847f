import { testClockApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import type { MovableClock } from '../../platform/clock.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';

/**
 * GET and POST /testing/clock (decision 0024): browser journeys read and move site time. Mounted only
 * on a movable clock (SITEGUARD_TEST_CLOCK=on, or a test's), so a production server has no such route.
 * A move answers once every sweep registered on the clock has run on the new time.
 */
export async function testClockModule(app: FastifyInstance, options: { clock: MovableClock }) {
  const { clock } = options;
  registerEndpoint(app, testClockApi.read, async () => ({ now: clock.now().toISOString() }));
  registerEndpoint(app, testClockApi.move, async ({ body }) => {
    const moved = 'at' in body ? await clock.set(new Date(body.at)) : await clock.advance(body.advanceMs);
    app.log.warn({ now: moved.toISOString() }, 'test clock moved');
    return { now: moved.toISOString() };
  });
}

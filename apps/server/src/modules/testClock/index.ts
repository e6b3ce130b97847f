export { testClockModule } from './testClock.routes.js';

export { eventsModule } from './events.routes.js';

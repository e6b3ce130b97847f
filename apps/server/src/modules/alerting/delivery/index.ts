export { createDeliveryEngine, DELIVERY_QUEUE, type DeliveryEngine } from './engine.js';
export { alertDeliveries } from './queries.js';

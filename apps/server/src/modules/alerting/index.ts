// The alerting feature's public surface (issue #33): what other modules and the app use of it.
export { alertChannelsOf, type Channels } from './channels/index.js';
export { contactsModule, seedDemoContactPoints } from './contacts/index.js';
export { alertDeliveries, createDeliveryEngine } from './delivery/index.js';
export { dutyRosterModule, seedDemoRosters } from './rosters/index.js';

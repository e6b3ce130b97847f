// The alerting feature's public surface (issue #33): what other modules and the app use of it.
export {
  type ActionTokens,
  type AlertAcknowledger,
  type AlertAcknowledgers,
  type AlertSummary,
  actionLinksModule,
  loadOrCreateActionTokens,
} from './actionLinks/index.js';
export { alertChannelsOf, type Channels } from './channels/index.js';
export { contactsModule, seedDemoContactPoints } from './contacts/index.js';
export { alertDeliveries, createDeliveryEngine } from './delivery/index.js';
export { handlingColumns } from './handlingColumns.js';
export { dutyRosterModule, seedDemoRosters } from './rosters/index.js';

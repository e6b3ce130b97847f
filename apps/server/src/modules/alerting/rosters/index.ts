export { dutyRosterModule } from './rosters.routes.js';
export {
  deleteChain,
  deleteRoster,
  listRosters,
  onDuty,
  type ResolvedEscalationStep,
  resolveEscalation,
  saveChain,
  saveRoster,
} from './rosters.service.js';
export { seedDemoRosters } from './seed.js';

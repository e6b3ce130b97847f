export { dutyRosterModule } from './rosters.routes.js';
export { deleteChain, deleteRoster, listRosters, onDuty, saveChain, saveRoster } from './rosters.service.js';
export { seedDemoRosters } from './seed.js';

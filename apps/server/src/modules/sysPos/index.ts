export { existingPositionIds, positionsByCode } from './sysPos.queries.js';
export { sysPosModule } from './sysPos.routes.js';
export { seedPositions } from './sysPos.seed.js';

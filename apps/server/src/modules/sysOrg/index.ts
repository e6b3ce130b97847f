export { type DataScope, dataScopeOf, orgInScope, scopeCondition, subtreePrefix } from './dataScope.js';
export { findOrg, findOrgByCode } from './sysOrg.queries.js';
export { sysOrgModule } from './sysOrg.routes.js';
export { ensureMember, seedOrganisations } from './sysOrg.seed.js';

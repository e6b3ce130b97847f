export { Can } from './Can';
export { canUse } from './can';
export { usePermission } from './usePermission';

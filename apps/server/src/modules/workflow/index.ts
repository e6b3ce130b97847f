export { raiseSignal } from './instances.service.js';
export { type WorkflowModuleOptions, workflowModule } from './workflow.routes.js';

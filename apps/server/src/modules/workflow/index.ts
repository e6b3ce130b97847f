export { raiseSignal } from './instances.service.js';
export { seedDemoWorkflow } from './seed/demo.seed.js';
export { type WorkflowModuleOptions, workflowModule } from './workflow.routes.js';

export { raiseSignal, startProcess, terminateInstance, type WorkflowDeps } from './instances.service.js';
export { addModel, deployedModel, deployModel, editModel } from './models.service.js';
export { seedDemoWorkflow } from './seed/demo.seed.js';
export { onWorkflowStep, type WorkflowStep } from './stepListeners.js';
export { completeTask, mayTakeTask, rejectTask, takeableBy } from './tasks.service.js';
export { type WorkflowModuleOptions, workflowDeps, workflowModule } from './workflow.routes.js';

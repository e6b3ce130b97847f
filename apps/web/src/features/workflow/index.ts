export { taskCountsOptions, todoPageOptions } from './api';
export { useTaskLiveUpdates } from './useTaskLiveUpdates';

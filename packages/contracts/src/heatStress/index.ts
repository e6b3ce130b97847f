export * from './heatStressApi.js';
export * from './restTable.js';

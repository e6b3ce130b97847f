export * from './links.js';
export * from './paths.js';
export * from './plant.js';

export { createLockGate, type LockGate } from './lockGate.js';

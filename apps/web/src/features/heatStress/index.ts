export { HeatLevelTag } from './HeatLevelTag';

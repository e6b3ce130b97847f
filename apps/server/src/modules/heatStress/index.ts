export { heatStressModule } from './heatStress.routes.js';
export { createHeatStress, type HeatStressService } from './heatStress.service.js';
export { type HeatIndexSource, heatIndexFromWeather, noHeatIndex } from './source.js';

export { WeatherBanner } from './WeatherBanner';

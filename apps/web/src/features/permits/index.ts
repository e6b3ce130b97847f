export { permitListComponent, permitRoutes } from './routes';

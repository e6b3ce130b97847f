export { formsModule } from './forms.routes.js';

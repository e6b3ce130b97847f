export { formsModule } from './forms.routes.js';
export { formVersionExists, validateFormData } from './forms.service.js';

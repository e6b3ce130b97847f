export { formsModule } from './forms.routes.js';
export { formDefinitions, formVersionExists, validateFormData } from './forms.service.js';

export { formsModule } from './forms.routes.js';
export { addForm, formDefinitions, formVersionExists, validateFormData } from './forms.service.js';

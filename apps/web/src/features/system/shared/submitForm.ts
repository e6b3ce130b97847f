import type { FormInstance } from 'antd';
import { isApiError } from '../../../api/ApiError';

/**
 * Runs a form's save and answers whether the dialog may close. On a refusal the server's reason goes
 * to `report` (see useServerError) and the fields the server named are marked too, so the user sees
 * where; the dialog stays open with the input kept.
 */
export async function submitForm(
  form: FormInstance,
  save: () => Promise<unknown>,
  report: (error: unknown) => void,
): Promise<boolean> {
  try {
    await save();
    return true;
  } catch (error) {
    report(error);
    const fields = isApiError(error) ? (error.data?.errors ?? []) : [];
    form.setFields(
      fields.map((field) => ({
        name: field.path.replace(/^body\./, '').split('.'),
        errors: [error instanceof Error ? error.message : String(error)],
      })),
    );
    return false;
  }
}

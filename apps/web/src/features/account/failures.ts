import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api/client';
import { applyServerErrors } from '../../lib/forms';
import { showFailure } from '../../lib/ui/snackbar';

/**
 * A failed change: the answer's field messages go on the form's fields (the first one focused) and
 * the answer is `'fields'`; otherwise its general message goes to the red snackbar (docs/product §8) in the
 * user's language, and the answer is `'general'`.
 */
export function reportFailure<T extends FieldValues>(
  error: unknown,
  translate: (text: string | undefined) => string | undefined,
  form?: { setError: UseFormSetError<T>; fields: readonly Path<T>[] },
): 'fields' | 'general' {
  if (form && applyServerErrors(error, form.setError, form.fields)) return 'fields';
  if (error instanceof ApiError) {
    const message = translate(error.general);
    if (message) showFailure(message);
  } else if (!(error instanceof DOMException && error.name === 'AbortError')) {
    showFailure(error instanceof Error ? error.message : String(error));
  }
  return 'general';
}

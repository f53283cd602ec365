import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api/client';
import { showFailure } from './ui/snackbar';

/**
 * Puts a failed answer's field messages on the form's fields (docs/product §7: failure actions run with the
 * errors). Returns true when at least one field got a message. GENERAL/message is left to the snackbar.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let any = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !any });
      any = true;
    }
  }
  return any;
}

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

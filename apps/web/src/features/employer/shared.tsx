import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { paths } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/client';
import { employeeProfileKey } from '../../lib/api/employeeProfile';
import { applyServerErrors } from '../../lib/forms';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { showFailure } from '../../lib/ui/snackbar';

/** A failed read, with the server's message when it gave one and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const message = error instanceof ApiError ? tm(error.general) : undefined;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('employer.common.retry')}
        </Button>
      }
    >
      {message ?? t('errors.loadFailed')}
    </Alert>
  );
}

/**
 * A failed save: the answer's field messages go on the form's fields (answer `'fields'`); otherwise
 * its general message goes to the red snackbar (docs/product §8) in the user's language.
 */
export function reportFailure<T extends FieldValues>(
  error: unknown,
  translate: (text: string | undefined) => string | undefined,
  form: { setError: UseFormSetError<T>; fields: readonly Path<T>[] },
): 'fields' | 'general' {
  if (applyServerErrors(error, form.setError, form.fields)) return 'fields';
  if (error instanceof ApiError) {
    const message = translate(error.general);
    if (message) showFailure(message);
  } else if (!(error instanceof DOMException && error.name === 'AbortError')) {
    showFailure(error instanceof Error ? error.message : String(error));
  }
  return 'general';
}

/**
 * After a forced company step (docs/product §4 redirects 4 and 5): /employee is read again (the server
 * has cleared the flag) and the admin continues to the dashboard, which the guard turns into the
 * next forced step if another one is still due.
 */
export function useContinueAfterForcedStep() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: employeeProfileKey });
    await queryClient.refetchQueries({ queryKey: employeeProfileKey });
    await navigate(paths.employee.dashboard.getHref(), { replace: true });
  };
}

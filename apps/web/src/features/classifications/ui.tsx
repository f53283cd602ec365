import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/client';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { ConfirmDialog } from '../../lib/ui/ConfirmDialog';
import { showFailure, showSuccess } from '../../lib/ui/snackbar';
import { useUnsavedChanges } from '../../lib/ui/useUnsavedChanges';

export { LoadError } from '../../lib/ui/LoadError';
export { Loading, Section } from '../../lib/ui/Section';
export { PageColumn } from '../../lib/ui/PageColumn';

/** The company screens' messages (the domain's, by key: lib/i18n/messages.ts) in the user's language. */
export const useCompanyMessage = useTranslateMessage;

/**
 * A failed change: field messages (translated) for the form's fields, answered; the general message
 * otherwise goes to the red snackbar.
 */
export function fieldFailures(
  error: unknown,
  tm: (text: string | undefined) => string | undefined,
  fields: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(error.fields)) {
      if (fields.includes(field)) out[field] = tm(message) ?? message;
    }
    if (Object.keys(out).length === 0) {
      const general = tm(error.general);
      if (general) showFailure(general);
    }
  } else if (!(error instanceof DOMException && error.name === 'AbortError')) {
    showFailure(error instanceof Error ? error.message : String(error));
  }
  return out;
}

/** The dark theme's error.main is too light a red for text on paper: use error.light there. */
export const dangerOutline = (theme: { palette: { mode: string } }) =>
  theme.palette.mode === 'dark' ? { color: 'error.light', borderColor: 'error.light' } : {};

/**
 * A dialog's change: its answer (the new list) goes to `changed`, its message shows green and the
 * dialog closes. A failure goes to `onError`; without one its message shows red and the dialog closes.
 */
export function useDialogChange<A extends { message: string }, V = void>({
  mutationFn,
  changed,
  onClose,
  onError,
}: {
  mutationFn: (variables: V) => Promise<A>;
  changed: (answer: A) => void;
  onClose: () => void;
  onError?: (failure: unknown) => void;
}) {
  const tm = useCompanyMessage();
  return useMutation({
    mutationFn,
    onSuccess: (answer: A) => {
      changed(answer);
      showSuccess(tm(answer.message) ?? answer.message);
      onClose();
    },
    onError:
      onError ??
      ((failure) => {
        fieldFailures(failure, tm, []);
        onClose();
      }),
  });
}

/** A form dialog's buttons: Cancel and Save (the dialog's submit). */
export function SaveActions({ onClose, pending }: { onClose: () => void; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onClose}>{t('classifications.common.cancel')}</Button>
      <Button type="submit" variant="contained" loading={pending}>
        {t('classifications.common.save')}
      </Button>
    </>
  );
}

/**
 * A form dialog's typed values are not thrown away without a word (decision 0055): while `dirty`,
 * Escape or a click outside the dialog (`close`, its `onClose`) asks "Discard your changes?" with
 * "Keep editing" focused, and leaving the page asks as any form does (useUnsavedChanges). Its own
 * Cancel button still closes at once: that is the user's explicit choice. Render `question`.
 */
export function useDiscardQuestion(dirty: boolean, onClose: () => void) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const close = () => (dirty ? setAsking(true) : onClose());
  const question = (
    <>
      {asking ? (
        <ConfirmDialog
          onClose={() => setAsking(false)}
          title={t('classifications.common.discardTitle')}
          testId="discard-changes"
          cancelLabel={t('classifications.common.keepEditing')}
          confirmLabel={t('classifications.common.discard')}
          onConfirm={onClose}
          pending={false}
        >
          {t('classifications.common.discardBody')}
        </ConfirmDialog>
      ) : null}
      {unsaved.dialog}
    </>
  );
  return { close, question };
}

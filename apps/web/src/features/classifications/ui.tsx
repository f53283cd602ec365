import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/client';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { showFailure } from '../../lib/ui/snackbar';

export { Loading, Section } from '../../lib/ui/Section';
export { PageColumn } from '../../lib/ui/PageColumn';

/** The company screens' messages (the domain's, by key: lib/i18n/messages.ts) in the user's language. */
export const useCompanyMessage = useTranslateMessage;

/**
 * A dialog labelled by its title: full screen on phones (no cramped 360 px popup), centred
 * otherwise. Escape and the actions close it; focus returns to what opened it.
 */
export function CompanyDialog({
  open,
  onClose,
  title,
  children,
  actions,
  testId,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  testId?: string;
  /** Makes the dialog a form: Enter in a field submits it. */
  onSubmit?: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid={testId}
      slotProps={
        onSubmit
          ? {
              paper: {
                component: 'form',
                noValidate: true,
                onSubmit: (e: React.FormEvent) => {
                  e.preventDefault();
                  onSubmit();
                },
              } as object,
            }
          : undefined
      }
    >
      <DialogTitle id={titleId} component="h2">
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
    </Dialog>
  );
}

/** A failed read, with the server's message when it gave one and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const tm = useCompanyMessage();
  const message = error instanceof ApiError ? tm(error.general) : undefined;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    >
      {message ?? t('errors.loadFailed')}
    </Alert>
  );
}

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

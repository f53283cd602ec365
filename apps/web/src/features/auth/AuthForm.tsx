import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent, ReactNode } from 'react';
import { loadMessages, messagesLoaded } from '../../lib/i18n';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { RouterLink } from '../../lib/ui/RouterLink';

/**
 * The form of a sign-in, reset or new-password page: its fields, the general message in red when the
 * information needs correcting (docs/product §5), and the full-width submit button, busy while it runs.
 */
export function AuthForm({
  onSubmit,
  general,
  pending,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  general: string | undefined;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const tm = useTranslateMessage();
  // The fields' messages are the domain's: in French, a first submit may come before they arrived
  // (lib/i18n loadMessages); it waits for them (offline: the English, as the messages came).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (messagesLoaded()) return onSubmit(event);
    event.preventDefault();
    void loadMessages()
      .catch(() => undefined)
      .then(() => onSubmit(event));
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="page-title">
      {children}
      {general ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {tm(general)}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={pending}>
        {submitLabel}
      </Button>
    </Box>
  );
}

/** The link back to the area's login below a reset or new-password page. */
export function LoginLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <RouterLink to={to}>{children}</RouterLink>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, type ResponseOf } from '@benefits/contract';
import { CONTENT_MESSAGES, type SEND_WELCOME_TYPES } from '@benefits/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/client';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { dismissFailure } from '../../lib/ui/snackbar';
import { useOneSubmit } from '../../lib/ui/useOneClick';
import { fieldFailures, PageColumn, Section, ToolGate } from './ui';

type WelcomeType = (typeof SEND_WELCOME_TYPES)[number];
const TITLE_KEYS = { er: 'resendWelcomeEr', ee: 'resendWelcomeEe', agent: 'resendWelcomeAgent' } as const;

/** /tools/send-welcome/{type}: the ID of a company administrator (er), an employee (ee) or an agent, and Send. */
export function SendWelcomeScreen({ type }: { type: WelcomeType }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [id, setId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<ResponseOf<typeof api.toolsWelcomeResend> | null>(null);
  const send = useMutation({
    mutationFn: () =>
      call(api.toolsWelcomeResend, { type, id: Number(id) }, { area: 'tools', snackbar: false }),
    onSuccess: (answer) => {
      setSent(answer);
      setId('');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    // A new attempt: the red snackbar of the last one (an unknown ID) does not stay beside its answer.
    dismissFailure();
    if (!/^\d{1,9}$/.test(id.trim())) {
      setError(tm(CONTENT_MESSAGES.idRequired));
      document.getElementById('welcome-id')?.focus();
      return;
    }
    send.mutate(undefined, {
      onError: (failure) => {
        const fields = fieldFailures(failure, tm, ['id', 'GENERAL']);
        setError(fields.id ?? fields.GENERAL);
      },
    });
  };
  // A double click or Enter pressed twice sends the welcome once.
  const one = useOneSubmit(submit, send.isPending);
  return (
    <PageColumn title={t(`toolsShell.pages.${TITLE_KEYS[type]}`)} maxWidth={640}>
      <ToolGate item="resendWelcome">
        <Typography color="text.secondary">{t(`content.welcome.intro.${type}`)}</Typography>
        <Section id="send-welcome" title={t('content.welcome.recipient')}>
          <Box component="form" noValidate onSubmit={one.onSubmit}>
            <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
              <TextField
                id="welcome-id"
                required
                label={t(`content.welcome.id.${type}`)}
                value={id}
                onChange={(e) => {
                  setId(e.target.value);
                  setError(undefined);
                }}
                error={Boolean(error)}
                helperText={error ?? t('content.welcome.idHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, autoComplete: 'off' } }}
                sx={{ width: '100%', maxWidth: 320 }}
              />
              <Button type="submit" variant="contained" loading={one.busy}>
                {t('content.welcome.send')}
              </Button>
            </Stack>
          </Box>
        </Section>
        {sent ? (
          <Alert severity="success" data-testid="welcome-sent" role="status">
            <AlertTitle>{t('content.welcome.sentTitle')}</AlertTitle>
            {/* Whom and where, in the reader's language (the server's message says the same in English). */}
            {t('content.welcome.sentTo', { name: sent.name, email: sent.email })}
          </Alert>
        ) : null}
      </ToolGate>
    </PageColumn>
  );
}

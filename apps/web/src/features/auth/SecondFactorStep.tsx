import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ToolsChallengeAnswer } from '@benefits/contract';
import { API_MESSAGES, MESSAGES, isSecondFactorCode } from '@benefits/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/client';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { PageCard } from '../../lib/ui/PageCard';
import { TextInput } from '../../lib/ui/TextInput';
import { AuthForm } from './AuthForm';
import { useToolsSecondFactor } from './api';

/**
 * The staff sign-in's second step (decision 0032): on the first sign-in, the authenticator's QR
 * code, its key as text and the recovery codes (shown this once); then the code field. A spent or
 * late challenge sends the staff member back to the password step.
 */
export function SecondFactorStep({
  challenge,
  onRestart,
}: {
  challenge: ToolsChallengeAnswer;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const verify = useToolsSecondFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [general, setGeneral] = useState<string | undefined>();
  const codeRef = useRef<HTMLInputElement>(null);
  const enrolment = challenge.enrolment;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSecondFactorCode(code)) {
      setError(API_MESSAGES.secondFactorCodeRequired);
      setGeneral(MESSAGES.correctInformation);
      codeRef.current?.focus();
      return;
    }
    setError(undefined);
    setGeneral(undefined);
    verify.mutate(
      { challenge: challenge.challenge, code },
      {
        onError: (failure) => {
          setCode('');
          if (!(failure instanceof ApiError)) return;
          if (failure.fields.challenge) {
            setGeneral(failure.fields.challenge);
            return;
          }
          setError(failure.fields.code ?? failure.message);
          setGeneral(MESSAGES.correctInformation);
          codeRef.current?.focus();
        },
      },
    );
  };

  return (
    <PageCard title={t(enrolment ? 'login.secondFactor.enrolTitle' : 'login.secondFactor.codeTitle')}>
      <Typography color="text.secondary">
        {t(enrolment ? 'login.secondFactor.enrolIntro' : 'login.secondFactor.codeIntro')}
      </Typography>
      {enrolment ? (
        <Box sx={{ mt: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Box
            component="img"
            src={enrolment.qrCode}
            alt={t('login.secondFactor.qrAlt')}
            data-testid="totp-qr"
            sx={{ width: 200, height: 200, bgcolor: '#fff', borderRadius: 1 }}
          />
          <Box>
            <Typography variant="subtitle2" component="p">
              {t('login.secondFactor.secretLabel')}
            </Typography>
            <Typography
              data-testid="totp-secret"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}
            >
              {enrolment.secret}
            </Typography>
          </Box>
          <Alert severity="warning" sx={{ width: '100%' }}>
            <Typography variant="subtitle2" component="h2">
              {t('login.secondFactor.recoveryTitle')}
            </Typography>
            <Typography variant="body2">{t('login.secondFactor.recoveryIntro')}</Typography>
            <Box
              component="ul"
              data-testid="recovery-codes"
              sx={{ m: 0, mt: 1, pl: 2, fontFamily: 'monospace', columns: 2 }}
            >
              {enrolment.recoveryCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </Box>
          </Alert>
        </Box>
      ) : null}
      <AuthForm
        onSubmit={onSubmit}
        general={general}
        pending={verify.isPending}
        submitLabel={t('login.secondFactor.submit')}
      >
        <TextInput
          id="tools-login-code"
          name="code"
          value={code}
          inputRef={codeRef}
          onChange={(event) => setCode(event.target.value)}
          label={t('login.secondFactor.codeLabel')}
          autoComplete="one-time-code"
          autoFocus
          required
          error={Boolean(error)}
          helperText={tm(error)}
        />
      </AuthForm>
      <Button sx={{ mt: 1 }} onClick={onRestart}>
        {t('login.secondFactor.restart')}
      </Button>
    </PageCard>
  );
}

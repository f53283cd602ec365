import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { api, type EmployeeUser } from '@benefits/contract';
import { ACCOUNT_MESSAGES, acceptedBox, MESSAGES, languageOf } from '@benefits/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { call } from '../../lib/api/client';
import { useEmployeeUser } from '../../lib/api/employeeProfile';
import { formatDateTime } from '../../lib/format';
import { showSuccess } from '../../lib/ui/snackbar';
import {
  agreementKey,
  documentsKey,
  useAgreement,
  useContinueAfterForcedStep,
  type AgreementDetails,
} from './api';
import { readerTimeZone, useDownload } from '../../lib/transfer/useDownload';
import { reportFailure } from '../../lib/forms';
import { useAccountMessage } from './messages';
import { AccountPage, LoadError, Loading } from './ui';

/** docs/product §5 "Agreement": the box must be ticked ('Please accept the agreement to continue'). */
const acceptSchema = z.object({ agreement: acceptedBox(MESSAGES.acceptAgreement) });

function AgreementText({ agreement }: { agreement: AgreementDetails }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby="agreement-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      {languageOf(i18n.language) === 'fr' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('account.agreement.englishOnly')}
        </Alert>
      ) : null}
      <Box lang="en">
        <Typography variant="h2" id="agreement-title" gutterBottom>
          {agreement.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`${agreement.employerName} · ${agreement.providerName}`}
        </Typography>
        {agreement.sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 0.5 }}>
              {section.heading}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{section.body}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('account.agreement.version', { version: agreement.version })}
      </Typography>
    </Paper>
  );
}

function AcceptForm() {
  const { t } = useTranslation();
  const tm = useAccountMessage();
  const queryClient = useQueryClient();
  const continueAfterForcedStep = useContinueAfterForcedStep();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const accept = useMutation({
    mutationFn: () => call(api.employeeAgreement, { agreement: true }, { area: 'employee', snackbar: false }),
    onSuccess: async (answer) => {
      const { user, message, TOKEN_EXPIRY: _expiry, ...state } = answer;
      queryClient.setQueryData<AgreementDetails>(agreementKey, (old) => (old ? { ...old, ...state } : old));
      void queryClient.invalidateQueries({ queryKey: documentsKey });
      showSuccess(tm(message) ?? message);
      // The new-employee check flow ends here: on to the dashboard (or the next forced step).
      await continueAfterForcedStep(user);
    },
    onError: (failure) => {
      const shown = reportFailure<{ agreement: boolean }>(failure, tm, {
        setError: (_name, { message }) => setError(message),
        fields: ['agreement'],
      });
      if (shown === 'general') setError(undefined);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = acceptSchema.safeParse({ agreement: checked });
    if (!result.success) {
      setError(result.error.issues[0]?.message ?? MESSAGES.acceptAgreement);
      document.getElementById('agreement-accept')?.focus();
      return;
    }
    setError(undefined);
    accept.mutate();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('account.agreement.formLabel')}>
      <FormControl error={Boolean(error)} required sx={{ display: 'block' }}>
        <FormControlLabel
          control={
            <Checkbox
              id="agreement-accept"
              checked={checked}
              onChange={(event) => {
                setChecked(event.target.checked);
                if (event.target.checked) setError(undefined);
              }}
              slotProps={{
                input: {
                  'aria-invalid': Boolean(error),
                  ...(error ? { 'aria-describedby': 'agreement-error' } : {}),
                },
              }}
            />
          }
          label={t('account.agreement.accept')}
        />
        {error ? (
          <FormHelperText id="agreement-error" role="alert" sx={{ fontSize: '0.875rem' }}>
            {tm(error)}
          </FormHelperText>
        ) : null}
      </FormControl>
      <Button type="submit" variant="contained" size="large" sx={{ mt: 1 }} loading={accept.isPending}>
        {t('account.agreement.submit')}
      </Button>
    </Box>
  );
}

function Accepted({ agreement }: { agreement: AgreementDetails }) {
  const { t, i18n } = useTranslation();
  const download = useDownload('/employee/agreement/pdf', 'hsa-employer-agreement.pdf', {
    timeZone: readerTimeZone(),
  });
  return (
    <Alert
      severity="success"
      data-testid="agreement-accepted"
      action={
        agreement.signedCopy ? (
          <Button
            color="inherit"
            size="small"
            startIcon={<DownloadIcon aria-hidden />}
            onClick={() => download.mutate()}
            loading={download.isPending}
          >
            {t('account.agreement.downloadSigned')}
          </Button>
        ) : undefined
      }
      sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
    >
      {agreement.acceptedAt
        ? t('account.agreement.acceptedOn', { date: formatDateTime(agreement.acceptedAt, i18n.language) })
        : t('account.agreement.accepted')}
    </Alert>
  );
}

function Agreement({ user }: { user: EmployeeUser }) {
  const { t } = useTranslation();
  const tm = useAccountMessage();
  const agreement = useAgreement();
  if (agreement.isPending) return <Loading lines={6} />;
  if (agreement.isError)
    return <LoadError error={agreement.error} onRetry={() => void agreement.refetch()} />;
  const data = agreement.data;
  const offered = data.eligible || user.NEW_EMPLOYEE_CHECK === 'Y';
  const canAccept = !data.accepted && offered && user.TERMINATED_FLAG !== 'Y';
  return (
    <>
      {data.accepted ? <Accepted agreement={data} /> : null}
      {!data.accepted && !offered ? (
        <Alert severity="info">{tm(ACCOUNT_MESSAGES.agreementNotOffered)}</Alert>
      ) : null}
      {canAccept ? (
        <Typography>
          {t('account.agreement.intro', { employer: data.employerName, provider: data.providerName })}
        </Typography>
      ) : null}
      <AgreementText agreement={data} />
      {canAccept ? <AcceptForm /> : null}
    </>
  );
}

/** /hsa-agreement: the HSA employer agreement, to accept (new employees are sent here) or as accepted. */
export function AgreementScreen() {
  const { t } = useTranslation();
  const profile = useEmployeeUser();
  const user = profile.data;
  return (
    <AccountPage title={t('pages.hsaAgreement')}>
      {user ? (
        <Agreement user={user} />
      ) : profile.isError ? (
        <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <Loading lines={6} />
      )}
    </AccountPage>
  );
}

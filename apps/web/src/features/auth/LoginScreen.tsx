import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, authPaths } from '@benefits/domain';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ToolsChallengeAnswer } from '@benefits/contract';
import { AuthForm } from './AuthForm';
import { SecondFactorStep } from './SecondFactorStep';
import { ApiError } from '../../lib/api/client';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { reasonOf, type Area } from '../../lib/session/areas';
import { PageCard } from '../../lib/ui/PageCard';
import { PasswordField } from '../../lib/ui/PasswordField';
import { RouterLink } from '../../lib/ui/RouterLink';
import { TextInput } from '../../lib/ui/TextInput';
import { useSignIn, type LoginValues } from './api';
import { checkLogin, type LoginErrors } from './loginRules';

/**
 * The sign-in form's state: values, field messages (the domain's rules, checked again on every
 * change once the form has been submitted) and focus on the first bad field. Plain React state
 * instead of react-hook-form, which would add about 8 kB gzip to what /login downloads before it
 * is interactive (docs/performance.md).
 */
function useLoginForm(area: Area) {
  const [values, setValues] = useState<LoginValues>({ id: '', pw: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const idRef = useRef<HTMLInputElement>(null);
  const pwRef = useRef<HTMLInputElement>(null);
  const inputs = { id: idRef, pw: pwRef };

  const focusFirst = (found: LoginErrors) => {
    const first = (['id', 'pw'] as const).find((name) => found[name]);
    if (first) inputs[first].current?.focus();
  };
  const field = (name: keyof LoginValues) => ({
    name,
    value: values[name],
    inputRef: inputs[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors(checkLogin(area, next).errors);
    },
  });
  /** The checked values, or null after showing what is wrong. */
  const validate = (): LoginValues | null => {
    setSubmitted(true);
    const result = checkLogin(area, values);
    setErrors(result.errors);
    focusFirst(result.errors);
    return Object.keys(result.errors).length === 0 ? result.values : null;
  };
  /** A failed sign-in: the answer's field messages on the fields, and the password cleared. */
  const failed = (error: unknown): boolean => {
    setValues((v) => ({ ...v, pw: '' }));
    if (!(error instanceof ApiError)) return false;
    const fields = error.fields;
    const found: LoginErrors = {};
    if (fields.id) found.id = fields.id;
    if (fields.pw) found.pw = fields.pw;
    setErrors(found);
    focusFirst(found);
    return Object.keys(found).length > 0;
  };
  return { errors, field, validate, failed };
}

/** /login, /partner/login and /tools/login (docs/product §5 Login and passwords). */
export function LoginScreen({ area }: { area: Area }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const signIn = useSignIn(area);
  const [general, setGeneral] = useState<string | undefined>();
  const form = useLoginForm(area);
  const errors = form.errors;
  // Staff: the second factor's challenge once the password was right (decision 0032).
  const [challenge, setChallenge] = useState<ToolsChallengeAnswer | undefined>();
  // Why the app ended the session, when it did (a forced sign-out, the end of the countdown).
  const reason = reasonOf(useLocation().search);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) {
      setGeneral(MESSAGES.correctInformation);
      return;
    }
    setGeneral(undefined);
    signIn.mutate(values, {
      onSuccess: setChallenge,
      onError: (error) => {
        // Failure sets the errors and clears the password (docs/product §4 Session).
        if (form.failed(error)) setGeneral(MESSAGES.correctInformation);
      },
    });
  };

  if (challenge) {
    return <SecondFactorStep challenge={challenge} onRestart={() => setChallenge(undefined)} />;
  }

  const resetPath = (area === 'partner' ? authPaths.partner : authPaths.employee).reset.getHref();

  return (
    <PageCard title={t(`login.title.${area}`)}>
      {reason ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="login-reason">
          {t(`login.reason.${reason}`)}
        </Alert>
      ) : null}
      <Typography color="text.secondary">{t(`login.intro.${area}`)}</Typography>
      <AuthForm
        onSubmit={onSubmit}
        general={general}
        pending={signIn.isPending}
        submitLabel={t('login.submit')}
      >
        <TextInput
          {...form.field('id')}
          id={`${area}-login-id`}
          label={t(`login.idLabel.${area}`)}
          autoComplete="username"
          required
          error={Boolean(errors.id)}
          helperText={tm(errors.id)}
          slotProps={{ input: area === 'tools' ? {} : { inputMode: 'numeric' } }}
        />
        <PasswordField
          {...form.field('pw')}
          id={`${area}-login-pw`}
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={Boolean(errors.pw)}
          helperText={tm(errors.pw)}
        />
      </AuthForm>
      {area === 'tools' ? null : (
        <Stack direction="row" sx={{ mt: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <RouterLink to={resetPath}>{t('login.forgot')}</RouterLink>
          {area === 'employee' ? (
            <RouterLink to={authPaths.partner.login.getHref()}>{t('login.toPartner')}</RouterLink>
          ) : (
            <RouterLink to={authPaths.employee.login.getHref()}>{t('login.toEmployee')}</RouterLink>
          )}
        </Stack>
      )}
    </PageCard>
  );
}

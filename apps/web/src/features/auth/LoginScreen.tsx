import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { employeeLoginSchema, MESSAGES, partnerLoginSchema, toolsLoginSchema } from '@benefits/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../lib/forms';
import { useTranslateMessage } from '../../lib/i18n/messages';
import type { Area } from '../../lib/session/areas';
import { PageCard } from '../../lib/ui/PageCard';
import { PasswordField } from '../../lib/ui/PasswordField';
import { RouterLink } from '../../lib/ui/RouterLink';
import { useSignIn, type LoginValues } from './api';

const schemas = { employee: employeeLoginSchema, partner: partnerLoginSchema, tools: toolsLoginSchema };

/** /login, /partner/login and /tools/login (SPEC §5 Login and passwords). */
export function LoginScreen({ area }: { area: Area }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const signIn = useSignIn(area);
  const [general, setGeneral] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(schemas[area] as typeof employeeLoginSchema) as never,
    defaultValues: { id: '', pw: '' },
  });

  const onValid = (values: LoginValues) => {
    setGeneral(undefined);
    signIn.mutate(values, {
      onError: (error) => {
        // Failure sets the errors and clears the password (SPEC §4 Session).
        setValue('pw', '');
        if (applyServerErrors(error, setError, ['id', 'pw'])) setGeneral(MESSAGES.correctInformation);
      },
    });
  };
  const onInvalid = () => setGeneral(MESSAGES.correctInformation);

  const { ref: idRef, ...idField } = register('id');
  const { ref: pwRef, ...pwField } = register('pw');
  const resetPath = area === 'partner' ? '/partner/login/reset' : '/login/reset';

  return (
    <PageCard title={t(`login.title.${area}`)}>
      <Typography color="text.secondary">{t(`login.intro.${area}`)}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        aria-labelledby="page-title"
      >
        <TextField
          {...idField}
          inputRef={idRef}
          id={`${area}-login-id`}
          label={t(`login.idLabel.${area}`)}
          autoComplete="username"
          required
          error={Boolean(errors.id)}
          helperText={tm(errors.id?.message)}
          slotProps={{ htmlInput: area === 'tools' ? {} : { inputMode: 'numeric' } }}
        />
        <PasswordField
          {...pwField}
          inputRef={pwRef}
          id={`${area}-login-pw`}
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={Boolean(errors.pw)}
          helperText={tm(errors.pw?.message)}
        />
        {general ? (
          <Alert severity="error" sx={{ mt: 1 }} role="alert">
            {tm(general)}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2 }}
          loading={signIn.isPending}
        >
          {t('login.submit')}
        </Button>
      </Box>
      {area === 'tools' ? null : (
        <Stack direction="row" sx={{ mt: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <RouterLink to={resetPath}>{t('login.forgot')}</RouterLink>
          {area === 'employee' ? (
            <RouterLink to="/partner/login">{t('login.toPartner')}</RouterLink>
          ) : (
            <RouterLink to="/login">{t('login.toEmployee')}</RouterLink>
          )}
        </Stack>
      )}
    </PageCard>
  );
}

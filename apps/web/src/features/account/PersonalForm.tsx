import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { TextFieldProps } from '@mui/material/TextField';
import { api, type EmployeeUser } from '@benefits/contract';
import {
  ACCOUNT_MESSAGES,
  employeeDetailsSchema,
  maxEmployeeBirthDate,
  MESSAGES,
  minBirthDateForPlan,
  PERSONAL_INFO_FIELDS,
  PERSONAL_INFO_MAX_LENGTHS,
  type PersonalInfoField,
  languageOf,
} from '@benefits/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../lib/api/client';
import { employeeProfileKey } from '../../lib/api/employeeProfile';
import { FormEnd, FormField, FormGrid, provinceSelect } from '../../lib/ui/FormField';
import { useUnsavedChanges } from '../../lib/ui/useUnsavedChanges';
import { showSuccess } from '../../lib/ui/snackbar';
import { useContinueAfterForcedStep } from './api';
import { reportFailure } from '../../lib/forms';
import { useAccountMessage } from './messages';

type Schema = ReturnType<typeof employeeDetailsSchema>;
type PersonalInput = z.input<Schema>;
type PersonalOutput = z.output<Schema>;

/** The form's values from the User fields ('' for what is missing). */
export function personalValues(user: EmployeeUser): Record<PersonalInfoField, string> {
  return {
    FIRST_NAME: user.FIRST_NAME ?? '',
    LAST_NAME: user.LAST_NAME ?? '',
    STREET1: user.STREET1 ?? '',
    CITY: user.CITY ?? '',
    POSTCODE: user.POSTCODE ?? '',
    PROVINCE: user.PROVINCE ?? '',
    TELEPHONE: user.TELEPHONE ?? '',
    CELLPHONE: user.CELLPHONE ?? '',
    FAX: user.FAX ?? '',
    EMAIL: user.EMAIL ?? '',
    DATE_OF_BIRTH: user.DATE_OF_BIRTH ?? '',
  };
}

/** Browser autofill hints per field. */
const AUTOCOMPLETE: Record<PersonalInfoField, string> = {
  FIRST_NAME: 'given-name',
  LAST_NAME: 'family-name',
  STREET1: 'address-line1',
  CITY: 'address-level2',
  POSTCODE: 'postal-code',
  PROVINCE: 'address-level1',
  TELEPHONE: 'tel',
  CELLPHONE: 'mobile tel',
  FAX: 'fax tel',
  EMAIL: 'email',
  DATE_OF_BIRTH: 'bday',
};

const OPTIONAL: readonly PersonalInfoField[] = ['CELLPHONE', 'FAX'];
const PHONES: readonly PersonalInfoField[] = ['TELEPHONE', 'CELLPHONE', 'FAX'];

/**
 * The personal details form (docs/product §3 "Employee update", §5 "Employee personal details"): checked
 * with the domain's employeeDetailsSchema for the employee's plan (the birth-date limit depends on
 * it), the same schema /employee/update uses; the server's field messages show on the fields.
 * A user sent here by the MISSING_INFO redirect continues once the details are saved.
 */
export function PersonalForm({ user }: { user: EmployeeUser }) {
  const { t, i18n } = useTranslation();
  const tm = useAccountMessage();
  const queryClient = useQueryClient();
  const continueAfterForcedStep = useContinueAfterForcedStep();
  const [general, setGeneral] = useState<string | undefined>();
  const planCode = user.PLAN_TYPE;
  const schema = useMemo(() => employeeDetailsSchema({ planCode }), [planCode]);
  const forced = user.MISSING_INFO === 'Y';
  const readOnly = user.TERMINATED_FLAG === 'Y';
  const language = languageOf(i18n.language);

  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<PersonalInput, unknown, PersonalOutput>({
    resolver: zodResolver(schema),
    defaultValues: personalValues(user),
  });
  const unsaved = useUnsavedChanges(isDirty);

  const save = useMutation({
    mutationFn: (employee: PersonalOutput) =>
      call(api.employeeUpdate, { employee, userId: user.ID }, { area: 'employee', snackbar: false }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(employeeProfileKey, answer.user);
      reset(personalValues(answer.user));
      unsaved.leave();
      showSuccess(tm(answer.message) ?? t('validation.savedPersonalInformation'));
      if (forced) await continueAfterForcedStep(answer.user);
    },
    onError: (error) => {
      const shown = reportFailure(error, tm, { setError, fields: PERSONAL_INFO_FIELDS });
      setGeneral(shown === 'fields' ? MESSAGES.correctInformation : undefined);
    },
  });

  const onSubmit = handleSubmit(
    (values) => {
      setGeneral(undefined);
      save.mutate(values);
    },
    () => setGeneral(MESSAGES.correctInformation),
  );

  const field = (name: PersonalInfoField, extra: TextFieldProps = {}) => (
    <FormField
      {...extra}
      registration={register(name)}
      message={tm(errors[name]?.message)}
      id={`personal-${name}`}
      label={t(`account.personal.fields.${name}`)}
      required={!OPTIONAL.includes(name)}
      disabled={readOnly}
      autoComplete={AUTOCOMPLETE[name]}
      maxLength={
        name === 'PROVINCE' || name === 'DATE_OF_BIRTH' ? undefined : PERSONAL_INFO_MAX_LENGTHS[name]
      }
      inputMode={PHONES.includes(name) ? 'tel' : undefined}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="personal-title">
      {forced ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('account.personal.forced')}
        </Alert>
      ) : null}
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {tm(ACCOUNT_MESSAGES.accountTerminated)}
        </Alert>
      ) : null}
      <FormGrid columns={2}>
        {field('FIRST_NAME')}
        {field('LAST_NAME')}
        <Box sx={{ gridColumn: '1 / -1' }}>{field('STREET1')}</Box>
        {field('CITY')}
        {field('POSTCODE', { helperText: t('account.personal.postalHint') })}
        {field('PROVINCE', provinceSelect(t('account.personal.selectProvince'), language))}
        {field('EMAIL', { type: 'email', slotProps: { htmlInput: { inputMode: 'email' } } })}
        {field('TELEPHONE', { type: 'tel', helperText: t('account.personal.phoneHint') })}
        {field('CELLPHONE', { type: 'tel' })}
        {field('FAX', { type: 'tel' })}
        {field('DATE_OF_BIRTH', {
          type: 'date',
          slotProps: {
            inputLabel: { shrink: true },
            htmlInput: { min: minBirthDateForPlan(planCode), max: maxEmployeeBirthDate() },
          },
        })}
      </FormGrid>
      <FormEnd
        failure={tm(general)}
        gap={1}
        submitLabel={forced ? t('account.personal.saveAndContinue') : t('account.personal.save')}
        busy={save.isPending}
        hideSubmit={readOnly}
      />
      {unsaved.dialog}
    </Box>
  );
}

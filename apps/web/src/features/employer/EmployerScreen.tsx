import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import {
  EMPLOYER_DETAILS_MAX_LENGTHS,
  employerDetailsSchema,
  MESSAGES,
  type WellnessCategory,
  languageOf,
} from '@benefits/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../lib/api/client';
import { useEmployeeUser } from '../../lib/api/employeeProfile';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { Facts } from '../../lib/ui/Facts';
import { FormEnd, FormField, FormGrid, provinceSelect } from '../../lib/ui/FormField';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Loading, Section } from '../../lib/ui/Section';
import { useUnsavedChanges } from '../../lib/ui/useUnsavedChanges';
import { showSuccess } from '../../lib/ui/snackbar';
import { employerKey, useEmployer, type Employer } from './api';
import { reportFailure } from '../../lib/forms';
import { LoadError } from '../../lib/ui/LoadError';
import { useContinueAfterForcedStep } from './shared';

type DetailsInput = z.input<typeof employerDetailsSchema>;
type DetailsOutput = z.output<typeof employerDetailsSchema>;
type Field = keyof DetailsInput & keyof typeof EMPLOYER_DETAILS_MAX_LENGTHS;

const FIELDS: readonly Field[] = ['STREET1', 'CITY', 'POSTCODE', 'PROVINCE', 'TELEPHONE', 'CELLPHONE', 'FAX'];
const OPTIONAL: readonly Field[] = ['CELLPHONE', 'FAX'];
const PHONES: readonly Field[] = ['TELEPHONE', 'CELLPHONE', 'FAX'];
const AUTOCOMPLETE: Record<Field, string> = {
  STREET1: 'section-company address-line1',
  CITY: 'section-company address-level2',
  POSTCODE: 'section-company postal-code',
  PROVINCE: 'section-company address-level1',
  TELEPHONE: 'work tel',
  CELLPHONE: 'mobile tel',
  FAX: 'fax tel',
};

const valuesOf = (e: Employer): DetailsInput => ({
  STREET1: e.STREET1,
  CITY: e.CITY,
  POSTCODE: e.POSTCODE,
  PROVINCE: e.PROVINCE,
  TELEPHONE: e.TELEPHONE,
  CELLPHONE: e.CELLPHONE,
  FAX: e.FAX,
});

/** The company's flags (docs/product §3 "Employer"), read-only. */
function Flags({ employer }: { employer: Employer }) {
  const { t } = useTranslation();
  const yesNo = (v: 'Y' | 'N') => (v === 'Y' ? t('employer.common.yes') : t('employer.common.no'));
  return (
    <Facts
      items={[
        {
          label: t('employer.details.flags.HAS_WELLNESS'),
          value: yesNo(employer.HAS_WELLNESS),
          testId: 'flag-wellness',
        },
        {
          label: t('employer.details.flags.ONLINE_CLAIM_OK'),
          value: yesNo(employer.ONLINE_CLAIM_OK),
          testId: 'flag-online',
        },
        {
          label: t('employer.details.flags.BANKING_INFO_WAIVED'),
          value: yesNo(employer.BANKING_INFO_WAIVED),
          testId: 'flag-waived',
        },
        {
          label: t('employer.details.flags.WELLNESS_CATEGORIES'),
          testId: 'flag-categories',
          value:
            employer.WELLNESS_CATEGORIES.length === 0 ? (
              t('employer.details.noCategories')
            ) : (
              <Stack
                direction="row"
                component="ul"
                sx={{ gap: 1, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}
              >
                {employer.WELLNESS_CATEGORIES.map((c) => (
                  <li key={c}>
                    <Chip size="small" label={t(`employer.details.categories.${c as WellnessCategory}`)} />
                  </li>
                ))}
              </Stack>
            ),
        },
      ]}
    />
  );
}

/**
 * The company details form (docs/product §3 "Employer" update fields, §5 "Employer details"): checked
 * with the domain's employerDetailsSchema, the one /employer/update uses; the server's field
 * messages show on the fields. An admin sent here by the MISSING_COMPANY_INFO redirect continues
 * once saved.
 */
function DetailsForm({ employer, forced }: { employer: Employer; forced: boolean }) {
  const { t, i18n } = useTranslation();
  const tm = useTranslateMessage();
  const queryClient = useQueryClient();
  const continueAfterForcedStep = useContinueAfterForcedStep();
  const [general, setGeneral] = useState<string | undefined>();
  const language = languageOf(i18n.language);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(employerDetailsSchema),
    defaultValues: valuesOf(employer),
  });
  const unsaved = useUnsavedChanges(isDirty);

  const save = useMutation({
    mutationFn: (values: DetailsOutput) =>
      call(api.employerUpdate, values, { area: 'employee', snackbar: false }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(employerKey, answer.employer);
      reset(valuesOf(answer.employer));
      unsaved.leave();
      showSuccess(tm(answer.message) ?? answer.message);
      if (forced) await continueAfterForcedStep();
    },
    onError: (error) => {
      const shown = reportFailure(error, tm, { setError, fields: FIELDS });
      setGeneral(shown === 'fields' ? MESSAGES.correctMissingInformation : undefined);
    },
  });

  const onSubmit = handleSubmit(
    (values) => {
      setGeneral(undefined);
      save.mutate(values);
    },
    () => setGeneral(MESSAGES.correctMissingInformation),
  );

  const field = (name: Field, extra: TextFieldProps = {}) => {
    const optional = OPTIONAL.includes(name);
    return (
      <FormField
        {...extra}
        registration={register(name)}
        message={tm(errors[name]?.message)}
        id={`employer-${name}`}
        label={t(`employer.details.fields.${name}`)}
        required={!optional}
        autoComplete={AUTOCOMPLETE[name]}
        helperText={extra.helperText ?? (optional ? t('employer.details.optional') : undefined)}
        maxLength={name === 'PROVINCE' ? undefined : EMPLOYER_DETAILS_MAX_LENGTHS[name]}
        inputMode={PHONES.includes(name) ? 'tel' : undefined}
      />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="employer-form-title">
      <FormGrid columns={2}>
        <Box sx={{ gridColumn: '1 / -1' }}>{field('STREET1')}</Box>
        {field('CITY')}
        {field('POSTCODE', { helperText: t('employer.details.postalHint') })}
        {field('PROVINCE', provinceSelect(t('employer.details.selectProvince'), language))}
        {field('TELEPHONE', { type: 'tel', helperText: t('employer.details.phoneHint') })}
        {field('CELLPHONE', { type: 'tel' })}
        {field('FAX', { type: 'tel' })}
      </FormGrid>
      <FormEnd
        failure={tm(general)}
        gap={1}
        submitLabel={forced ? t('employer.details.saveAndContinue') : t('employer.details.save')}
        busy={save.isPending}
      />
      {unsaved.dialog}
    </Box>
  );
}

/** /employer: the company's details and flags; the address and telephone numbers can be changed. */
export function EmployerScreen() {
  const { t } = useTranslation();
  const employer = useEmployer();
  const user = useEmployeeUser().data;
  const forced = user?.MISSING_COMPANY_INFO === 'Y';
  const e = employer.data;
  return (
    <PageColumn title={t('pages.employer')} maxWidth={880}>
      {forced ? <Alert severity="info">{t('employer.details.forced')}</Alert> : null}
      {employer.isPending ? (
        <Loading lines={5} />
      ) : employer.isError || !e ? (
        <LoadError error={employer.error} onRetry={() => void employer.refetch()} />
      ) : (
        <>
          <Section id="employer-company" title={e.EMPLOYER_NAME}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('employer.details.companyId', { id: e.EMPLOYER })}
            </Typography>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
              {t('employer.details.flagsTitle')}
            </Typography>
            <Flags employer={e} />
          </Section>
          <Section id="employer-form" title={t('employer.details.formTitle')}>
            <DetailsForm employer={e} forced={forced} />
          </Section>
        </>
      )}
    </PageColumn>
  );
}

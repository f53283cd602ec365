import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import {
  formatDateIn,
  LICENSED_PROVINCES,
  MESSAGES,
  PARTNER_AGREEMENTS,
  paths,
  provincePhrase,
  toggledLicence,
  type LicensedProvinceCode,
} from '@benefits/domain';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { get, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, call } from '../../lib/api/client';
import { useAction } from '../../lib/api/useAction';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { usePreferences } from '../../lib/preferences';
import { AgreementCheckbox } from '../../lib/ui/AgreementCheckbox';
import { FormEnd, FormField, FormGrid, provinceSelect } from '../../lib/ui/FormField';
import { PageCard } from '../../lib/ui/PageCard';
import type { en } from './i18n/en';
import { Part } from './Part';
import {
  clearReturnedErrors,
  rememberApplication,
  returnedErrors,
  saveDraft,
  startingValues,
  type SignupValues,
} from './application';

type Path = FieldPath<SignupValues>;
type FieldName = keyof (typeof en)['partnerSignup']['fields'];

/**
 * /partner/signup, step 0 (docs/product §4 "Partner signup"): the application form, checked by
 * /partner/signup/validate with the domain's one rule (checkPartnerSignup); its field messages go on
 * the fields, and a valid application goes to the review. (The rule is not run in the browser: its
 * validators would join the chunks /login shares, over its budget; decision 0036.) The form is kept in the tab as it is typed, without the SIN and the
 * account number, so a reload keeps the rest.
 */
export function SignupScreen() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const language = usePreferences((s) => s.language);
  const navigate = useNavigate();
  const [general, setGeneral] = useState<string | undefined>(() => returnedErrors()?.general);
  // Read once: the application back from the review, else the tab's draft.
  const [initial] = useState(startingValues);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    subscribe,
    getValues,
    formState,
  } = useForm<SignupValues>({ defaultValues: initial });
  const validate = useAction((appdata: SignupValues) =>
    call(api.partnerSignupValidate, { appdata }, { area: 'partner', snackbar: false }),
  );

  // Every change is kept in the tab (without the SIN and the account number).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft(values as SignupValues),
      }),
    [subscribe],
  );

  // Back from a refused submission: its messages on their fields, the first focused.
  useLayoutEffect(() => {
    const back = returnedErrors();
    if (!back) return;
    Object.entries(back.fields).forEach(([field, message], i) =>
      setError(field as Path, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
  }, [setError]);

  const message = (path: Path): string | undefined =>
    tm((get(formState.errors, path) as { message?: string } | undefined)?.message);

  const onValid = () => {
    setGeneral(undefined);
    clearErrors();
    clearReturnedErrors();
    const appdata = getValues();
    validate.mutate(appdata, {
      onSuccess: () => {
        rememberApplication(appdata);
        void navigate(paths.public.partnerSignupReview.getHref());
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          Object.entries(error.fields).forEach(([field, text], i) =>
            setError(field as Path, { type: 'server', message: text }, { shouldFocus: i === 0 }),
          );
          setGeneral(error.general ?? MESSAGES.correctErrors);
        } else {
          setGeneral(error instanceof Error ? error.message : String(error));
        }
      },
    });
  };

  const text = (
    path: Path,
    label: string,
    opts: {
      required?: boolean;
      autoComplete?: string;
      type?: string;
      inputMode?: 'tel' | 'numeric' | 'email';
      hint?: string;
      maxLength?: number;
    } = {},
  ) => (
    <FormField
      registration={register(path)}
      id={`ps-${path.replaceAll('.', '-')}`}
      label={label}
      message={message(path)}
      required={opts.required ?? true}
      margin="normal"
      autoComplete={opts.autoComplete ?? 'off'}
      helperText={opts.hint ?? (opts.required === false ? t('partnerSignup.hints.optional') : undefined)}
      maxLength={opts.maxLength ?? 100}
      {...(opts.type ? { type: opts.type } : {})}
      {...(opts.inputMode ? { inputMode: opts.inputMode } : {})}
    />
  );
  const f = (name: FieldName) => t(`partnerSignup.fields.${name}`);

  return (
    <PageCard title={t('partnerSignup.title')} width={820}>
      <Typography color="text.secondary">{t('partnerSignup.intro')}</Typography>
      <Alert severity="info" role="note" sx={{ mt: 2 }} data-testid="draft-note">
        {t('partnerSignup.draftNote')}
      </Alert>
      <Box component="form" noValidate onSubmit={handleSubmit(onValid)} data-testid="partner-signup-form">
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('partnerSignup.required')}
        </Typography>
        <Part id="ps-personal" title={t('partnerSignup.sections.personal')}>
          <FormGrid columns={2}>
            {text('personalInput.firstname', f('firstname'), { autoComplete: 'given-name' })}
            {text('personalInput.lastname', f('lastname'), { autoComplete: 'family-name' })}
            {text('personalInput.email', f('email'), {
              autoComplete: 'email',
              type: 'email',
              inputMode: 'email',
            })}
            {text('personalInput.address', f('address'), { autoComplete: 'address-line1' })}
            {text('personalInput.address2', f('address2'), {
              required: false,
              autoComplete: 'address-line2',
            })}
            {text('personalInput.city', f('city'), { autoComplete: 'address-level2' })}
            <FormField
              registration={register('personalInput.province')}
              id="ps-personalInput-province"
              label={f('province')}
              message={message('personalInput.province')}
              required
              margin="normal"
              {...(provinceSelect(t('partnerSignup.choose'), language) as object)}
            />
            {text('personalInput.postalcode', f('postalcode'), { autoComplete: 'postal-code', maxLength: 7 })}
            {text('personalInput.phone', f('phone'), { autoComplete: 'tel', type: 'tel', inputMode: 'tel' })}
            {text('personalInput.phoneext', f('phoneext'), {
              required: false,
              inputMode: 'numeric',
              maxLength: 6,
            })}
          </FormGrid>
        </Part>
        <Part id="ps-business" title={t('partnerSignup.sections.business')}>
          <FormGrid columns={2}>
            {text('businessInput.businessName', f('businessName'), { autoComplete: 'organization' })}
            {text('businessInput.businessPrincipalOfficer', f('businessPrincipalOfficer'))}
            {text('businessInput.businessID', f('businessID'), {
              inputMode: 'numeric',
              hint: t('partnerSignup.hints.businessID'),
            })}
            {text('businessInput.businessPrincipalOfficerEmail', f('businessPrincipalOfficerEmail'), {
              type: 'email',
              inputMode: 'email',
            })}
          </FormGrid>
        </Part>
        <Part id="ps-sin" title={t('partnerSignup.sections.sin')}>
          <FormGrid columns={2}>
            {text('personalIDInput.personalID', f('personalID'), {
              inputMode: 'numeric',
              hint: t('partnerSignup.hints.personalID'),
            })}
          </FormGrid>
        </Part>
        <Part id="ps-licences" title={t('partnerSignup.sections.licences')}>
          <Typography variant="body2" color="text.secondary" data-testid="licences-note">
            {/* The date a toggle sets (the spec's January 1 of this year), as the rule gives it. */}
            {t('partnerSignup.licencesIntro', {
              date: formatDateIn(toggledLicence(true).expiry, language),
            })}
          </Typography>
          <Stack sx={{ mt: 1 }}>
            {LICENSED_PROVINCES.map((code) => (
              <Licence
                key={code}
                code={code}
                control={control}
                name={provincePhrase(code, language, 'in') ?? code}
                onToggle={(enabled) => {
                  clearErrors(`licenseInput.${code}`);
                  setValue(`licenseInput.${code}`, toggledLicence(enabled), { shouldDirty: true });
                }}
                number={text(`licenseInput.${code}.license`, f('license'), { maxLength: 20 })}
                expiry={
                  <FormField
                    registration={register(`licenseInput.${code}.expiry`)}
                    id={`ps-licenseInput-${code}-expiry`}
                    label={f('expiry')}
                    message={message(`licenseInput.${code}.expiry`)}
                    required
                    margin="normal"
                    type="date"
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                }
              />
            ))}
          </Stack>
        </Part>
        <Part id="ps-banking" title={t('partnerSignup.sections.banking')}>
          <Typography variant="body2" color="text.secondary">
            {t('partnerSignup.bankingIntro')}
          </Typography>
          <FormGrid columns={3}>
            {(['transitNumber', 'institutionNumber', 'accountNumber'] as const).map((name) => (
              <FormField
                key={name}
                registration={register(`bankingInput.${name}`)}
                id={`ps-bankingInput-${name}`}
                label={f(name)}
                message={message(`bankingInput.${name}`)}
                required
                margin="normal"
                autoComplete="off"
                helperText={t(`partnerSignup.hints.${name}`)}
                inputMode="numeric"
                slotProps={{ htmlInput: { pattern: '[0-9]*', spellCheck: false } }}
              />
            ))}
          </FormGrid>
        </Part>
        <Part id="ps-agreements" title={t('partnerSignup.sections.agreements')}>
          {PARTNER_AGREEMENTS.map((name, i) => (
            <AgreementCheckbox
              key={name}
              control={control}
              name={`agreementInput.${name}`}
              label={t(`partnerSignup.agreements.${name}`)}
              message={message(`agreementInput.${name}`)}
              errorId={`ps-${name}-error`}
              alignTop
              mt={i === 0 ? 0 : 1}
            />
          ))}
        </Part>
        <FormEnd failure={tm(general)} submitLabel={t('partnerSignup.continue')} busy={validate.isPending} />
      </Box>
    </PageCard>
  );
}

/** One province's licence: its toggle, and when on, its number and expiry. */
function Licence({
  code,
  control,
  name,
  onToggle,
  number,
  expiry,
}: {
  code: LicensedProvinceCode;
  control: Control<SignupValues>;
  name: string;
  onToggle: (enabled: boolean) => void;
  number: ReactNode;
  expiry: ReactNode;
}) {
  const { t } = useTranslation();
  const enabled = useWatch({ control, name: `licenseInput.${code}.enabled` }) === true;
  return (
    <Box data-testid={`licence-${code}`}>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => onToggle(event.target.checked)} />}
        label={t('partnerSignup.licensedIn', { inProvince: name })}
      />
      {enabled ? (
        <FormGrid columns={2}>
          {number}
          {expiry}
        </FormGrid>
      ) : null}
    </Box>
  );
}

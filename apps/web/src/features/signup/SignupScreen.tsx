import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  CLIENT_SIGNUP_MESSAGES,
  COMPANY_TYPES,
  MESSAGES,
  paths,
  planNameIn,
  PLAN_YEAR_END_TYPES,
  planYearUsesFiscalYearEnd,
  signupPrice,
} from '@benefits/domain';
import { useEffect, useState, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/client';
import { useAction } from '../../lib/api/useAction';
import { formatMoney } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { usePreferences } from '../../lib/preferences';
import { AgreementCheckbox } from '../../lib/ui/AgreementCheckbox';
import { FormEnd, FormField, FormGrid } from '../../lib/ui/FormField';
import { PageCard } from '../../lib/ui/PageCard';
import { useUnsavedChanges } from '../../lib/ui/useUnsavedChanges';
import { RouterButton } from '../../lib/ui/RouterLink';
import {
  bool,
  forgetPlanDraft,
  loadPlanDraft,
  lookupPartner,
  OFFERED_PLANS,
  part,
  resume,
  savePlanDraft,
  saveStep,
  str,
  type PlanDraft,
  type SavedState,
  type SignupState,
} from './application';
import { Part } from './Part';
import { Redirect } from '../../lib/redirect';

/** The first step's fields: the draft kept in the tab, and the anti-bot field it never keeps. */
interface PlanValues extends PlanDraft {
  website: string;
}

interface CompanyValues {
  company: { name: string; type: string; postal: string };
  employCompany: {
    fiscalDate: string;
    planYearType: string;
    onlineAgreement: boolean;
    acknowledgePAC: boolean;
  };
  incorpCompany: { adminAgreement: boolean; employeeConfirmation: boolean };
  hasSecondEmployee: boolean;
  secondEmployee: { firstname: string; lastname: string; email: string; birthdate: string };
  website: string;
}

interface Partner {
  partnerID: number;
  partnerName: string;
  partnerNotInsured: 'Y' | 'N';
  /** What the partner tells prospects (their web profile), when the link was looked up. */
  webProfile?: { name: string; phone: string; intro: string } | null;
}

/** The router state after the first save: where the resume link went. */
interface SavedNote {
  mailedTo?: string | null;
}

/**
 * /signup and /signup/{id} (docs/product §4 "Client signup"): step 0 (you and your plan) and step 1
 * (your company, its plan year, the agreements, a second employee). Each step is saved on the
 * server (/client/signup/save), which checks it with the domain's rules and moves the application
 * on by one; the first save mails a link to resume it. /signup/{id} opens the application at its
 * step; ?edit=plan or ?edit=company (from the review) opens that step again.
 */
export function SignupScreen() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const visit = useLocation().key;
  const { t } = useTranslation();
  const [state, setState] = useState<SignupState | null>(null);
  const [failure, setFailure] = useState<string>();
  const tm = useTranslateMessage();

  useEffect(() => {
    if (!id) return;
    let live = true;
    resume(id).then(
      (answer) => live && setState(answer),
      (error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [id, visit]);

  if (!id) return <PlanStep state={null} partnerParam={search.get('partner')} />;
  if (failure) {
    return (
      <PageCard title={t('signup.title')} width={720}>
        <Alert severity="error" role="alert">
          {tm(failure)}
        </Alert>
        <RouterButton to={paths.public.signup.getHref()} variant="contained" sx={{ mt: 3 }}>
          {t('signup.startNew')}
        </RouterButton>
      </PageCard>
    );
  }
  if (!state) {
    return (
      <PageCard title={t('signup.title')} width={720}>
        <Typography role="status">{t('signup.loading')}</Typography>
      </PageCard>
    );
  }
  const edit = search.get('edit');
  if (state.currentSignupStep >= 3) return <Redirect to={paths.public.signupThanks.getHref({ id })} />;
  if (edit === 'plan' || (state.currentSignupStep === 0 && edit !== 'company')) {
    return <PlanStep state={state} partnerParam={null} />;
  }
  if (state.currentSignupStep === 2 && edit !== 'company') {
    return <Redirect to={paths.public.signupReview.getHref({ id })} />;
  }
  return <CompanyStep state={state} />;
}

/** The page's frame: title, the step, the intro, the required-field note. */
function StepFrame({ step, children }: { step: 1 | 2; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageCard title={t('signup.title')} width={760}>
      <Typography color="text.secondary" data-testid="signup-step">
        {t('signup.stepOf', { step })} · {step === 1 ? t('signup.steps.plan') : t('signup.steps.company')}
      </Typography>
      {step === 1 ? <Typography sx={{ mt: 1 }}>{t('signup.intro')}</Typography> : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('signup.required')}
      </Typography>
      {children}
    </PageCard>
  );
}

/** Puts the server's field messages on the form's fields, the first one focused. */
function useServerErrors<T extends FieldValues>(form: UseFormReturn<T>) {
  const [general, setGeneral] = useState<string>();
  const onError = (error: unknown) => {
    if (error instanceof ApiError) {
      Object.entries(error.fields).forEach(([field, message], i) =>
        form.setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
      setGeneral(error.general ?? MESSAGES.correctErrors);
    } else {
      setGeneral(error instanceof Error ? error.message : String(error));
    }
  };
  return { general, setGeneral, onError };
}

/** The honeypot: off screen and out of the tab order, so only a bot fills it in. */
function Honeypot({ register }: { register: ReturnType<UseFormReturn<{ website: string }>['register']> }) {
  const { t } = useTranslation();
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor="signup-website">{t('signup.fields.website')}</label>
      <input id="signup-website" type="text" tabIndex={-1} autoComplete="off" {...register} />
    </Box>
  );
}

function PlanStep({ state, partnerParam }: { state: SignupState | null; partnerParam: string | null }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const language = usePreferences((s) => s.language);
  const navigate = useNavigate();
  // A saved application's step, else what this tab kept of a new one (a reload loses nothing).
  const [saved] = useState<Record<string, unknown> | undefined>(() => state?.appdata ?? loadPlanDraft());
  const form = useForm<PlanValues>({
    defaultValues: {
      firstname: str(saved?.firstname),
      lastname: str(saved?.lastname),
      email: str(saved?.email),
      birthdate: str(saved?.birthdate),
      planCode: str(saved?.planCode),
      planConfirm: bool(saved?.planConfirm),
      website: '',
    },
  });
  const { register, control, handleSubmit, formState, clearErrors, setValue, getValues, subscribe } = form;
  const kept = state === null;
  // Before its first save, every change of a new application is kept in the tab.
  useEffect(() => {
    if (!kept) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => savePlanDraft(values as PlanValues),
    });
  }, [kept, subscribe]);
  const { general, setGeneral, onError } = useServerErrors(form);
  const [partner, setPartner] = useState<Partner | null>(() =>
    saved && Number(saved.partnerID) > 1
      ? {
          partnerID: Number(saved.partnerID),
          partnerName: str(saved.partnerName),
          partnerNotInsured: saved.partnerNotInsured === 'Y' ? 'Y' : 'N',
        }
      : null,
  );
  const [partnerFailure, setPartnerFailure] = useState<string>();

  // A partner's link (?partner=ID): looked up; on failure the partner is the house (1) and the plan cleared (§4).
  useEffect(() => {
    if (!partnerParam) return;
    let live = true;
    // A link whose ID is not a number names no partner: said as for an unknown ID, not asked of the server.
    const lookup = /^\s*[1-9]\d{0,9}\s*$/.test(partnerParam)
      ? lookupPartner(partnerParam.trim())
      : Promise.reject(new Error(CLIENT_SIGNUP_MESSAGES.partnerNotFound));
    lookup.then(
      (found) => live && setPartner(found),
      (error: unknown) => {
        if (!live) return;
        setPartner(null);
        setValue('planCode', '');
        setPartnerFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      live = false;
    };
  }, [partnerParam, setValue]);

  const save = useAction((values: PlanValues) => {
    const { website, ...fields } = values;
    const appdata: Record<string, unknown> = {
      ...fields,
      planCategory: values.planCode === '1071' ? 'group' : 'individual',
      partnerID: partner?.partnerID ?? 1,
      ...(state ? { applicationID: state.applicationID } : {}),
    };
    return saveStep(0, appdata, website);
  });

  const onValid = () => {
    setGeneral(undefined);
    clearErrors();
    save.mutate(getValues(), {
      onSuccess: (answer: SavedState) => {
        // On the server now (and in the link mailed): the tab's draft goes.
        forgetPlanDraft();
        const note: SavedNote = { mailedTo: answer.resumeMailedTo };
        void navigate(paths.public.signupStep.getHref({ id: answer.applicationID }), { state: note });
      },
      onError,
    });
  };

  const message = (path: FieldPath<PlanValues>) =>
    tm((formState.errors[path as keyof PlanValues] as { message?: string } | undefined)?.message);
  const field = (path: 'firstname' | 'lastname' | 'email' | 'birthdate', autoComplete: string) => (
    <FormField
      registration={register(path)}
      id={`su-${path}`}
      label={t(`signup.fields.${path}`)}
      message={message(path)}
      required
      margin="normal"
      autoComplete={autoComplete}
      maxLength={100}
      {...(path === 'email' ? { type: 'email', inputMode: 'email' as const } : {})}
      {...(path === 'birthdate' ? { type: 'date', slotProps: { inputLabel: { shrink: true } } } : {})}
    />
  );
  const priceLabel = (code: number) => {
    const price = signupPrice(code, 'ON');
    if (!price) return planNameIn(code, language);
    const amount = formatMoney(price.listPriceCents, language);
    return `${planNameIn(code, language)} — ${t(price.taxIncluded ? 'signup.planPriceIncluded' : 'signup.planPrice', { price: amount })}`;
  };

  return (
    <StepFrame step={1}>
      {partner ? (
        <Alert severity="info" role="note" sx={{ mt: 2 }} data-testid="signup-partner">
          {t('signup.partner', { name: partner.partnerName, id: partner.partnerID })}
          {partner.partnerNotInsured === 'Y' ? ` ${t('signup.partnerNotInsured')}` : ''}
          {partner.webProfile ? (
            <Box sx={{ mt: 1 }} data-testid="signup-partner-profile">
              {partner.webProfile.name ? (
                <Typography sx={{ fontWeight: 600 }}>{partner.webProfile.name}</Typography>
              ) : null}
              {partner.webProfile.phone ? (
                <Typography>{t('signup.partnerPhone', { phone: partner.webProfile.phone })}</Typography>
              ) : null}
              {partner.webProfile.intro ? (
                <Typography sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>{partner.webProfile.intro}</Typography>
              ) : null}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      {partnerFailure ? (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }} data-testid="signup-partner-failed">
          {tm(partnerFailure)}
        </Alert>
      ) : null}
      {kept ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="signup-draft-note">
          {t('signup.draftNote')}
        </Typography>
      ) : null}
      <Box component="form" noValidate onSubmit={handleSubmit(onValid)} data-testid="signup-plan-form">
        <Honeypot register={register('website')} />
        <Part id="su-person" title={t('signup.sections.person')}>
          <FormGrid columns={2}>
            {field('firstname', 'given-name')}
            {field('lastname', 'family-name')}
            {field('email', 'email')}
            {field('birthdate', 'bday')}
          </FormGrid>
        </Part>
        <Part id="su-plan" title={t('signup.sections.plan')}>
          <FormField
            registration={register('planCode')}
            id="su-planCode"
            label={t('signup.fields.planCode')}
            message={message('planCode')}
            required
            fullWidth
            margin="normal"
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('signup.choose')}</option>
            {OFFERED_PLANS.map((code) => (
              <option key={code} value={String(code)}>
                {priceLabel(code)}
              </option>
            ))}
          </FormField>
          <AgreementCheckbox
            control={control}
            name="planConfirm"
            label={t('signup.agreements.planConfirm')}
            message={message('planConfirm')}
            errorId="su-planConfirm-error"
            mt={1}
          />
        </Part>
        <FormEnd failure={tm(general)} submitLabel={t('signup.continue')} busy={save.isPending} />
      </Box>
    </StepFrame>
  );
}

function CompanyStep({ state }: { state: SignupState }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const navigate = useNavigate();
  const note = useLocation().state as SavedNote | null;
  const saved = state.appdata;
  const c = part(saved, 'company');
  const e = part(saved, 'employCompany');
  const i = part(saved, 'incorpCompany');
  const s = part(saved, 'secondEmployee');
  const form = useForm<CompanyValues>({
    defaultValues: {
      company: { name: str(c.name), type: str(c.type), postal: str(c.postal) },
      employCompany: {
        fiscalDate: str(e.fiscalDate),
        planYearType: str(e.planYearType),
        onlineAgreement: bool(e.onlineAgreement),
        acknowledgePAC: bool(e.acknowledgePAC),
      },
      incorpCompany: {
        adminAgreement: bool(i.adminAgreement),
        employeeConfirmation: bool(i.employeeConfirmation),
      },
      hasSecondEmployee: bool(saved.hasSecondEmployee),
      secondEmployee: {
        firstname: str(s.firstname),
        lastname: str(s.lastname),
        email: str(s.email),
        birthdate: str(s.birthdate),
      },
      website: '',
    },
  });
  const { register, control, handleSubmit, formState, clearErrors, getValues } = form;
  const { general, setGeneral, onError } = useServerErrors(form);
  // The company step is not saved until Continue: Back (the same page, another step) asks first.
  const unsaved = useUnsavedChanges(formState.isDirty, { query: true });
  const incorporated = useWatch({ control, name: 'company.type' }) === '1';
  const second = useWatch({ control, name: 'hasSecondEmployee' });
  // The fiscal year end, only for the plan year type that runs on it (Corporate Fiscal Year End).
  const fiscal = planYearUsesFiscalYearEnd(useWatch({ control, name: 'employCompany.planYearType' }));

  const save = useAction((values: CompanyValues) => {
    const { website, ...fields } = values;
    const { planYearType, fiscalDate } = fields.employCompany;
    // A value typed for another plan year type is not kept with one that has no fiscal year end.
    const employCompany = {
      ...fields.employCompany,
      fiscalDate: planYearUsesFiscalYearEnd(planYearType) ? fiscalDate : '',
    };
    return saveStep(1, { ...fields, employCompany, applicationID: state.applicationID }, website);
  });
  const onValid = () => {
    setGeneral(undefined);
    clearErrors();
    save.mutate(getValues(), {
      onSuccess: () => {
        unsaved.leave();
        void navigate(paths.public.signupReview.getHref({ id: state.applicationID }));
      },
      onError,
    });
  };
  const message = (path: FieldPath<CompanyValues>) => {
    const [head, tail] = path.split('.') as [keyof CompanyValues, string | undefined];
    const node = formState.errors[head] as
      Record<string, { message?: string }> | { message?: string } | undefined;
    return tm(
      tail
        ? (node as Record<string, { message?: string }> | undefined)?.[tail]?.message
        : (node as { message?: string } | undefined)?.message,
    );
  };
  const text = (path: FieldPath<CompanyValues>, label: string, extra: Record<string, unknown> = {}) => (
    <FormField
      registration={register(path)}
      id={`su-${path.replaceAll('.', '-')}`}
      label={label}
      message={message(path)}
      required
      margin="normal"
      autoComplete="off"
      maxLength={100}
      {...extra}
    />
  );
  const select = (path: FieldPath<CompanyValues>, label: string, options: Record<string, string>) => (
    <FormField
      registration={register(path)}
      id={`su-${path.replaceAll('.', '-')}`}
      label={label}
      message={message(path)}
      required
      margin="normal"
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('signup.choose')}</option>
      {Object.entries(options).map(([value, name]) => (
        <option key={value} value={value}>
          {name}
        </option>
      ))}
    </FormField>
  );
  const names = (codes: Readonly<Record<number, string>>, key: 'companyTypes' | 'planYearTypes') =>
    Object.fromEntries(
      Object.keys(codes).map((code) => [code, t(`signup.${key}.${code}` as 'signup.companyTypes.1')]),
    );
  const agreement = (name: FieldPath<CompanyValues>, label: string, first = false) => (
    <AgreementCheckbox
      control={control}
      name={name}
      label={label}
      message={message(name)}
      errorId={`su-${name.replaceAll('.', '-')}-error`}
      alignTop
      mt={first ? 0 : 1}
    />
  );

  return (
    <StepFrame step={2}>
      {note?.mailedTo ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }} data-testid="signup-saved">
          {t('signup.saved', { email: note.mailedTo })}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={handleSubmit(onValid)} data-testid="signup-company-form">
        <Honeypot register={register('website')} />
        <Part id="su-company" title={t('signup.sections.company')}>
          <FormGrid columns={2}>
            {text('company.name', t('signup.fields.name'), { autoComplete: 'organization' })}
            {select('company.type', t('signup.fields.type'), names(COMPANY_TYPES, 'companyTypes'))}
            {text('company.postal', t('signup.fields.postal'), { autoComplete: 'postal-code', maxLength: 7 })}
          </FormGrid>
        </Part>
        <Part id="su-plan-year" title={t('signup.sections.planYear')}>
          <FormGrid columns={2}>
            {select(
              'employCompany.planYearType',
              t('signup.fields.planYearType'),
              names(PLAN_YEAR_END_TYPES, 'planYearTypes'),
            )}
            {fiscal
              ? text('employCompany.fiscalDate', t('signup.fields.fiscalDate'), { maxLength: 10 })
              : null}
          </FormGrid>
        </Part>
        <Part id="su-agreements" title={t('signup.sections.agreements')}>
          {agreement('employCompany.onlineAgreement', t('signup.agreements.onlineAgreement'), true)}
          {agreement('employCompany.acknowledgePAC', t('signup.agreements.acknowledgePAC'))}
          {incorporated
            ? agreement('incorpCompany.adminAgreement', t('signup.agreements.adminAgreement'))
            : null}
          {incorporated
            ? agreement('incorpCompany.employeeConfirmation', t('signup.agreements.employeeConfirmation'))
            : null}
        </Part>
        <Part id="su-second" title={t('signup.sections.secondEmployee')}>
          <Controller
            control={control}
            name="hasSecondEmployee"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox checked={field.value} onChange={(ev) => field.onChange(ev.target.checked)} />
                }
                label={t('signup.hasSecondEmployee')}
              />
            )}
          />
          {second ? (
            <FormGrid columns={2}>
              {text('secondEmployee.firstname', t('signup.fields.firstname'))}
              {text('secondEmployee.lastname', t('signup.fields.lastname'))}
              {text('secondEmployee.email', t('signup.fields.email'), { type: 'email', inputMode: 'email' })}
              {text('secondEmployee.birthdate', t('signup.fields.birthdate'), {
                type: 'date',
                slotProps: { inputLabel: { shrink: true } },
              })}
            </FormGrid>
          ) : null}
        </Part>
        <FormEnd failure={tm(general)} submitLabel={t('signup.continue')} busy={save.isPending} />
        <Button
          sx={{ mt: 2, ml: 2 }}
          onClick={() =>
            void navigate(`${paths.public.signupStep.getHref({ id: state.applicationID })}?edit=plan`)
          }
        >
          {t('signup.back')}
        </Button>
        {unsaved.dialog}
      </Box>
    </StepFrame>
  );
}

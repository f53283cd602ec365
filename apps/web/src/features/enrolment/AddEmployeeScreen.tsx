import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import {
  checkEnrolmentRow,
  ENROLMENT_TEXT_MAX,
  paths,
  todayIso,
  type EnrolmentField,
  type Language,
} from '@benefits/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/client';
import { useEmployeeUser } from '../../lib/api/employeeProfile';
import { reportFailure } from '../../lib/forms';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { usePreferences } from '../../lib/preferences';
import { useOneSubmit } from '../../lib/ui/useOneClick';
import { useUnsavedChanges } from '../../lib/ui/useUnsavedChanges';
import { FormEnd, FormField, FormGrid, provinceSelect } from '../../lib/ui/FormField';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { RouterButton } from '../../lib/ui/RouterLink';
import { Loading, Section } from '../../lib/ui/Section';
import { useChoices, type Choice } from './api';
import { FileSection } from './FileSection';
import { useAdded } from './useAdded';

type Tab = 'form' | 'file' | 'admin';

interface EmployeeValues {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  province: string;
  effectiveDate: string;
  classification: string;
  division: string;
  groupAdmin: boolean;
  language: Language;
}
const EMPLOYEE_FIELDS: readonly (keyof EmployeeValues & EnrolmentField)[] = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'province',
  'effectiveDate',
  'classification',
  'division',
  'groupAdmin',
  'language',
];

/** The language of the welcome mail: English or French. */
function LanguageField({
  id,
  registration,
  label,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      registration={registration}
      id={id}
      label={label}
      margin="normal"
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="en">{t('enrolment.form.english')}</option>
      <option value="fr">{t('enrolment.form.french')}</option>
    </FormField>
  );
}

function EmployeeForm({ classifications, divisions }: { classifications: Choice[]; divisions: Choice[] }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const language = usePreferences((s) => s.language);
  const user = useEmployeeUser().data;
  const added = useAdded();
  const { register, handleSubmit, setError, formState } = useForm<EmployeeValues>({
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      dateOfBirth: '',
      province: '',
      effectiveDate: todayIso(),
      classification: classifications.length === 1 ? String(classifications[0]!.id) : '',
      division: '',
      groupAdmin: false,
      language,
    },
  });
  const unsaved = useUnsavedChanges(formState.isDirty);
  const [failure, setFailure] = useState<string>();
  const add = useMutation({
    mutationFn: (values: EmployeeValues) =>
      call(
        api.addEmployee,
        {
          ...values,
          classification: values.classification === '' ? '' : Number(values.classification),
          division: values.division === '' ? '' : Number(values.division),
        },
        { snackbar: false },
      ),
    onSuccess: (answer) => {
      unsaved.leave();
      added(answer.added);
    },
    onError: (error) => {
      if (reportFailure(error, tm, { setError, fields: EMPLOYEE_FIELDS }) === 'general')
        setFailure(undefined);
    },
  });
  // The domain's row rules first (the same the server applies), for messages without a round trip.
  const submit = handleSubmit((values) => {
    setFailure(undefined);
    const check = checkEnrolmentRow(
      {
        ...values,
        classification: values.classification === '' ? '' : Number(values.classification),
        division: values.division === '' ? '' : Number(values.division),
      },
      {
        planCode: user?.PLAN_TYPE,
        today: todayIso(),
        classifications,
        divisions,
        defaultLanguage: language,
        emailsInUse: new Set(),
      },
    );
    if (!check.ok) {
      EMPLOYEE_FIELDS.filter((f) => check.errors[f]).forEach((field, i) =>
        setError(
          field as Path<EmployeeValues>,
          { type: 'rule', message: check.errors[field] },
          { shouldFocus: i === 0 },
        ),
      );
      return;
    }
    add.mutate(values);
  });
  // A double click or Enter pressed twice adds the employee once.
  const one = useOneSubmit(submit, add.isPending);
  const message = (field: keyof EmployeeValues) => tm(formState.errors[field]?.message);
  const text = (field: 'firstName' | 'lastName' | 'email', autoComplete: string) => (
    <FormField
      registration={register(field)}
      id={`enrol-${field}`}
      label={t(`enrolment.form.${field}`)}
      message={message(field)}
      required
      margin="normal"
      autoComplete={autoComplete}
      maxLength={ENROLMENT_TEXT_MAX}
      {...(field === 'email' ? { type: 'email', inputMode: 'email' as const } : {})}
    />
  );
  const date = (field: 'dateOfBirth' | 'effectiveDate') => (
    <FormField
      registration={register(field)}
      id={`enrol-${field}`}
      label={t(`enrolment.form.${field}`)}
      message={message(field)}
      required
      margin="normal"
      type="date"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Box component="form" noValidate onSubmit={one.onSubmit} data-testid="enrol-form">
      <Typography sx={{ mb: 1 }}>{t('enrolment.form.intro')}</Typography>
      <FormGrid columns={2}>
        {text('firstName', 'off')}
        {text('lastName', 'off')}
        {text('email', 'off')}
        {date('dateOfBirth')}
        <FormField
          registration={register('province')}
          id="enrol-province"
          label={t('enrolment.form.province')}
          message={message('province')}
          required
          margin="normal"
          {...(provinceSelect(t('enrolment.form.choose'), language) as object)}
        />
        {date('effectiveDate')}
        <FormField
          registration={register('classification')}
          id="enrol-classification"
          label={t('enrolment.form.classification')}
          message={message('classification')}
          required
          margin="normal"
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('enrolment.form.choose')}</option>
          {classifications.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </FormField>
        <FormField
          registration={register('division')}
          id="enrol-division"
          label={t('enrolment.form.division')}
          message={message('division')}
          margin="normal"
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('enrolment.form.noDivision')}</option>
          {divisions.map((d) => (
            <option key={d.id} value={String(d.id)}>
              {d.name}
            </option>
          ))}
        </FormField>
        <LanguageField
          id="enrol-language"
          registration={register('language')}
          label={t('enrolment.form.language')}
        />
      </FormGrid>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox {...register('groupAdmin')} id="enrol-groupAdmin" />}
        label={t('enrolment.form.groupAdmin')}
      />
      <FormEnd failure={failure} submitLabel={t('enrolment.form.submit')} busy={one.busy} />
      {unsaved.dialog}
    </Box>
  );
}

interface AdminValues {
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
}
const ADMIN_FIELDS: readonly (keyof AdminValues)[] = ['firstName', 'lastName', 'email', 'language'];

function AdminForm() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const language = usePreferences((s) => s.language);
  const added = useAdded();
  const { register, handleSubmit, setError, formState } = useForm<AdminValues>({
    defaultValues: { firstName: '', lastName: '', email: '', language },
  });
  const unsaved = useUnsavedChanges(formState.isDirty);
  const add = useMutation({
    mutationFn: (values: AdminValues) => call(api.addNonPlanAdmin, values, { snackbar: false }),
    onSuccess: (answer) => {
      unsaved.leave();
      added(answer.added);
    },
    onError: (error) => reportFailure(error, tm, { setError, fields: ADMIN_FIELDS }),
  });
  const message = (field: keyof AdminValues) => tm(formState.errors[field]?.message);
  // A double click or Enter pressed twice adds the administrator once.
  const one = useOneSubmit(
    handleSubmit((v) => add.mutate(v)),
    add.isPending,
  );
  return (
    <Box component="form" noValidate onSubmit={one.onSubmit} data-testid="admin-form">
      <Typography sx={{ mb: 1 }}>{t('enrolment.admin.intro')}</Typography>
      <FormGrid columns={2}>
        {(['firstName', 'lastName', 'email'] as const).map((field) => (
          <FormField
            key={field}
            registration={register(field)}
            id={`admin-${field}`}
            label={t(`enrolment.form.${field}`)}
            message={message(field)}
            required
            margin="normal"
            autoComplete="off"
            maxLength={ENROLMENT_TEXT_MAX}
          />
        ))}
        <LanguageField
          id="admin-language"
          registration={register('language')}
          label={t('enrolment.form.language')}
        />
      </FormGrid>
      <FormEnd failure={undefined} submitLabel={t('enrolment.admin.submit')} busy={one.busy} />
      {unsaved.dialog}
    </Box>
  );
}

/**
 * A tab's panel: drawn once its tab is first chosen, then kept (hidden while another tab shows), so
 * what was typed or chosen in it is still there when the user comes back, and its form still asks
 * before unsaved values are left behind (useUnsavedChanges) while another tab is on screen.
 */
function Panel({
  tab,
  current,
  visited,
  children,
}: {
  tab: Tab;
  current: Tab;
  visited: ReadonlySet<Tab>;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={`enrol-panel-${tab}`}
      aria-labelledby={`enrol-tab-${tab}`}
      hidden={tab !== current}
    >
      {visited.has(tab) ? children : null}
    </div>
  );
}

/** /add-employee: one employee by form, many from a CSV file, or a non-plan administrator. */
export function AddEmployeeScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('form');
  // The tabs chosen so far: their panels stay drawn (Panel).
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(() => new Set<Tab>(['form']));
  const choose = (value: Tab) => {
    setTab(value);
    setVisited((seen) => (seen.has(value) ? seen : new Set([...seen, value])));
  };
  const choices = useChoices();
  const body = () => {
    if (choices.isPending) return <Loading lines={6} />;
    if (choices.isError) return <LoadError error={choices.error} onRetry={() => void choices.refetch()} />;
    const { classifications, divisions } = choices.data;
    const none = (
      <Alert
        severity="info"
        data-testid="enrol-no-classifications"
        action={
          <RouterButton to={paths.company.classifications.getHref()} color="inherit" size="small">
            {t('enrolment.form.toClassifications')}
          </RouterButton>
        }
      >
        {t('enrolment.form.noClassifications')}
      </Alert>
    );
    return (
      <>
        <Panel tab="form" current={tab} visited={visited}>
          {classifications.length === 0 ? (
            none
          ) : (
            <EmployeeForm classifications={classifications} divisions={divisions} />
          )}
        </Panel>
        <Panel tab="file" current={tab} visited={visited}>
          {classifications.length === 0 ? none : <FileSection />}
        </Panel>
        <Panel tab="admin" current={tab} visited={visited}>
          <AdminForm />
        </Panel>
      </>
    );
  };
  return (
    <PageColumn title={t('pages.addEmployees')} maxWidth={880}>
      <Section id="add-employee" title={t(`enrolment.tabs.${tab}`)}>
        <Stack sx={{ gap: 2 }}>
          <Tabs
            value={tab}
            onChange={(_, value: Tab) => choose(value)}
            aria-label={t('enrolment.tabs.label')}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {(['form', 'file', 'admin'] as const).map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(`enrolment.tabs.${value}`)}
                id={`enrol-tab-${value}`}
                aria-controls={`enrol-panel-${value}`}
              />
            ))}
          </Tabs>
          {body()}
        </Stack>
      </Section>
    </PageColumn>
  );
}

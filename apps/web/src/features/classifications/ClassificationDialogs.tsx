import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import {
  addDays,
  CLASSIFICATION_MESSAGES as M,
  COMPANY_NAME_MAX,
  isAllowedLimitCents,
  isAllowedWellnessCents,
  LIMIT_PERIOD_OPTIONS,
  limitChangeDateProblem,
  todayIso,
} from '@benefits/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/client';
import { formatDate } from '../../lib/format';
import { showSuccess } from '../../lib/ui/snackbar';
import { centsText, typedCents } from './amounts';
import { useClassificationsChanged, type Classification } from './api';
import { CompanyDialog, fieldFailures, useCompanyMessage } from './ui';

type Errors = Record<string, string | undefined>;

/** A field's setter that also clears the field's message (it is about the old value). */
const clearing =
  (field: string, set: (v: string) => void, setErrors: (f: (e: Errors) => Errors) => void) =>
  (value: string) => {
    set(value);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

function Actions({ onClose, pending }: { onClose: () => void; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onClose}>{t('classifications.common.cancel')}</Button>
      <Button type="submit" variant="contained" loading={pending}>
        {t('classifications.common.save')}
      </Button>
    </>
  );
}

function PeriodField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      required
      id="classification-period"
      label={t('classifications.classes.periodType')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {LIMIT_PERIOD_OPTIONS.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {t(`classifications.periods.${o.value}`)}
        </option>
      ))}
    </TextField>
  );
}

function AmountField({
  id,
  label,
  value,
  onChange,
  error,
  help,
  required,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  help: string;
  required?: boolean;
}) {
  return (
    <TextField
      fullWidth
      margin="normal"
      required={required}
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? help}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}

/** Checks the amounts as the server will (the domain's rules); answers the cents or the messages. */
function readAmounts(
  hsa: string,
  wellness: string,
  hasWellness: boolean,
  tm: (s: string) => string | undefined,
) {
  const errors: Errors = {};
  const hsaCents = typedCents(hsa);
  const wellnessCents = hasWellness ? (typedCents(wellness) ?? 0) : 0;
  if (!isAllowedLimitCents(hsaCents)) errors.amountCents = tm(M.amountOutOfRange);
  if (!isAllowedWellnessCents(wellnessCents)) errors.wellnessAmountCents = tm(M.wellnessAmountOutOfRange);
  return { errors, hsaCents: hsaCents ?? 0, wellnessCents };
}

/** Adds a classification (name, amounts, limit period) or edits one's name and limit period. */
export function ClassificationDialog({
  classification,
  hasWellness,
  onClose,
}: {
  classification: Classification | null;
  hasWellness: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tm = useCompanyMessage();
  const changed = useClassificationsChanged();
  const [name, setName] = useState(classification?.classificationName ?? '');
  const [period, setPeriod] = useState(String(classification?.periodType ?? 1));
  const [hsa, setHsa] = useState('');
  const [wellness, setWellness] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const fields = ['classificationName', 'amountCents', 'wellnessAmountCents', 'periodType'];
  const save = useMutation({
    mutationFn: (amounts: { hsaCents: number; wellnessCents: number }) =>
      classification
        ? call(
            api.employerClassificationEdit,
            {
              classificationId: classification.classificationId,
              classificationName: name,
              periodType: Number(period),
            },
            { snackbar: false },
          )
        : call(
            api.employerClassificationAdd,
            {
              classificationName: name,
              amountCents: amounts.hsaCents,
              wellnessAmountCents: amounts.wellnessCents,
              periodType: Number(period),
            },
            { snackbar: false },
          ),
    onSuccess: (answer) => {
      changed(answer);
      showSuccess(tm(answer.message) ?? answer.message);
      onClose();
    },
    onError: (failure) => setErrors(fieldFailures(failure, tm, fields)),
  });
  const submit = () => {
    const found: Errors = {};
    if (name.trim() === '') found.classificationName = tm(M.nameRequired);
    let amounts = { hsaCents: 0, wellnessCents: 0 };
    if (!classification) {
      const read = readAmounts(hsa, wellness, hasWellness, (s) => tm(s));
      Object.assign(found, read.errors);
      amounts = read;
    }
    setErrors(found);
    if (Object.values(found).every((e) => !e)) save.mutate(amounts);
  };
  const title = classification
    ? t('classifications.classes.editTitle', { name: classification.classificationName })
    : t('classifications.classes.addTitle');
  return (
    <CompanyDialog
      open
      onClose={onClose}
      onSubmit={submit}
      title={title}
      testId="classification-dialog"
      actions={<Actions onClose={onClose} pending={save.isPending} />}
    >
      <TextField
        autoFocus
        fullWidth
        margin="normal"
        required
        id="classification-name"
        label={t('classifications.classes.name')}
        value={name}
        onChange={(e) => clearing('classificationName', setName, setErrors)(e.target.value)}
        error={Boolean(errors.classificationName)}
        helperText={errors.classificationName}
        slotProps={{ htmlInput: { maxLength: COMPANY_NAME_MAX } }}
      />
      {classification ? null : (
        <>
          <AmountField
            id="classification-hsa"
            required
            label={t('classifications.classes.hsaAmount')}
            value={hsa}
            onChange={clearing('amountCents', setHsa, setErrors)}
            error={errors.amountCents}
            help={t('classifications.classes.amountHelp')}
          />
          {hasWellness ? (
            <AmountField
              id="classification-wellness"
              label={t('classifications.classes.wellnessAmount')}
              value={wellness}
              onChange={clearing('wellnessAmountCents', setWellness, setErrors)}
              error={errors.wellnessAmountCents}
              help={`${t('classifications.classes.amountHelp')} ${t('classifications.classes.wellnessHelp')}`}
            />
          ) : null}
        </>
      )}
      <PeriodField
        value={period}
        onChange={clearing('periodType', setPeriod, setErrors)}
        error={errors.periodType}
      />
    </CompanyDialog>
  );
}

/** Schedules new amounts for a classification from a date (today at the earliest, a year ahead at most). */
export function LimitChangeDialog({
  classification,
  hasWellness,
  onClose,
}: {
  classification: Classification;
  hasWellness: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tm = useCompanyMessage();
  const changed = useClassificationsChanged();
  const today = todayIso();
  const [hsa, setHsa] = useState(centsText(classification.amountCents));
  const [wellness, setWellness] = useState(centsText(classification.wellnessAmountCents));
  const [date, setDate] = useState(addDays(today, 1));
  const [errors, setErrors] = useState<Errors>({});
  const fields = ['amountCents', 'wellnessAmountCents', 'effective_date'];
  const save = useMutation({
    mutationFn: (amounts: { hsaCents: number; wellnessCents: number }) =>
      call(
        api.employerClassificationEdit,
        {
          classificationId: classification.classificationId,
          classificationName: classification.classificationName,
          periodType: classification.periodType,
          newLimit: {
            amountCents: amounts.hsaCents,
            wellnessAmountCents: amounts.wellnessCents,
            effective_date: date,
          },
        },
        { snackbar: false },
      ),
    onSuccess: (answer) => {
      changed(answer);
      showSuccess(tm(answer.message) ?? answer.message);
      onClose();
    },
    onError: (failure) => setErrors(fieldFailures(failure, tm, fields)),
  });
  const submit = () => {
    const read = readAmounts(hsa, wellness, hasWellness, (s) => tm(s));
    const found: Errors = { ...read.errors };
    const problem = limitChangeDateProblem(date, today);
    if (problem) found.effective_date = tm(M[problem]);
    setErrors(found);
    if (Object.values(found).every((e) => !e)) save.mutate(read);
  };
  const name = classification.classificationName;
  return (
    <CompanyDialog
      open
      onClose={onClose}
      onSubmit={submit}
      title={t('classifications.classes.limitTitle', { name })}
      testId="limit-dialog"
      actions={<Actions onClose={onClose} pending={save.isPending} />}
    >
      <AmountField
        id="limit-hsa"
        required
        label={t('classifications.classes.newHsaAmount')}
        value={hsa}
        onChange={clearing('amountCents', setHsa, setErrors)}
        error={errors.amountCents}
        help={t('classifications.classes.amountHelp')}
      />
      {hasWellness ? (
        <AmountField
          id="limit-wellness"
          label={t('classifications.classes.newWellnessAmount')}
          value={wellness}
          onChange={clearing('wellnessAmountCents', setWellness, setErrors)}
          error={errors.wellnessAmountCents}
          help={`${t('classifications.classes.amountHelp')} ${t('classifications.classes.wellnessHelp')}`}
        />
      ) : null}
      <TextField
        fullWidth
        margin="normal"
        required
        type="date"
        id="limit-date"
        label={t('classifications.classes.effectiveDate')}
        value={date}
        onChange={(e) => clearing('effective_date', setDate, setErrors)(e.target.value)}
        error={Boolean(errors.effective_date)}
        helperText={errors.effective_date}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: addDays(today, 366) } }}
      />
    </CompanyDialog>
  );
}

/** Confirms deleting a classification; one with employees cannot be, and the dialog says why. */
export function DeleteClassificationDialog({
  classification,
  onClose,
}: {
  classification: Classification;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tm = useCompanyMessage();
  const changed = useClassificationsChanged();
  const name = classification.classificationName;
  const remove = useMutation({
    mutationFn: () =>
      call(
        api.employerClassificationDelete,
        { classificationId: classification.classificationId },
        { snackbar: false },
      ),
    onSuccess: (answer) => {
      changed(answer);
      showSuccess(tm(answer.message) ?? answer.message);
      onClose();
    },
    onError: (failure) => {
      fieldFailures(failure, tm, []);
      onClose();
    },
  });
  if (classification.employeeCount > 0) {
    return (
      <CompanyDialog
        open
        onClose={onClose}
        title={t('classifications.classes.cannotDeleteTitle', { name })}
        testId="delete-classification-dialog"
        actions={
          <Button onClick={onClose} autoFocus variant="contained">
            {t('classifications.common.close')}
          </Button>
        }
      >
        <Typography>{tm(M.classificationHasEmployees)}</Typography>
      </CompanyDialog>
    );
  }
  return (
    <CompanyDialog
      open
      onClose={onClose}
      title={t('classifications.classes.deleteTitle', { name })}
      testId="delete-classification-dialog"
      actions={
        <>
          <Button onClick={onClose} autoFocus>
            {t('classifications.common.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => remove.mutate()}
            loading={remove.isPending}
          >
            {t('classifications.classes.deleteConfirm')}
          </Button>
        </>
      }
    >
      <Typography>{t('classifications.classes.deleteBody', { name })}</Typography>
    </CompanyDialog>
  );
}

/** Confirms deleting a pending limit change before its date. */
export function DeletePendingDialog({
  classification,
  onClose,
}: {
  classification: Classification;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const tm = useCompanyMessage();
  const changed = useClassificationsChanged();
  const pending = classification.pending!;
  const remove = useMutation({
    mutationFn: () =>
      call(
        api.employerClassificationDeletePending,
        { pendingLimitId: pending.pendingLimitId },
        { snackbar: false },
      ),
    onSuccess: (answer) => {
      changed(answer);
      showSuccess(tm(answer.message) ?? answer.message);
      onClose();
    },
    onError: (failure) => {
      fieldFailures(failure, tm, []);
      onClose();
    },
  });
  return (
    <CompanyDialog
      open
      onClose={onClose}
      title={t('classifications.classes.deletePendingTitle')}
      testId="delete-pending-dialog"
      actions={
        <>
          <Button onClick={onClose} autoFocus>
            {t('classifications.common.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => remove.mutate()}
            loading={remove.isPending}
          >
            {t('classifications.classes.deletePendingConfirm')}
          </Button>
        </>
      }
    >
      <Typography>
        {t('classifications.classes.deletePendingBody', {
          name: classification.classificationName,
          date: formatDate(pending.effective_date, i18n.language, 'long'),
        })}
      </Typography>
    </CompanyDialog>
  );
}

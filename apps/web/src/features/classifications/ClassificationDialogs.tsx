import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { api } from '@benefits/contract';
import {
  addDays,
  CLASSIFICATION_MESSAGES as M,
  COMPANY_NAME_MAX,
  isAllowedLimitCents,
  isAllowedWellnessCents,
  keyedMessage,
  LIMIT_PERIOD_OPTIONS,
  limitChangeDateProblem,
  limitDecreases,
  todayIso,
} from '@benefits/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/client';
import { formatDate } from '../../lib/format';
import { ConfirmDialog, NoticeDialog } from '../../lib/ui/ConfirmDialog';
import { centsText, typedCents } from '../../lib/amounts';
import { useClassificationsChanged, type Classification } from './api';
import { ResponsiveDialog } from '../../lib/ui/ResponsiveDialog';
import { useOneClick } from '../../lib/ui/useOneClick';
import { fieldFailures, SaveActions, useCompanyMessage, useDialogChange, useDiscardQuestion } from './ui';

type Errors = Record<string, string | undefined>;

/** A field's setter that also clears the field's message (it is about the old value). */
const clearing =
  (field: string, set: (v: string) => void, setErrors: (f: (e: Errors) => Errors) => void) =>
  (value: string) => {
    set(value);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

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

/**
 * The HSA amount and, for a company with wellness, the wellness amount (ids `<idPrefix>-hsa` and
 * `<idPrefix>-wellness`); typing in one clears its message.
 */
function AmountFields({
  idPrefix,
  labels,
  hasWellness,
  hsa,
  wellness,
  setHsa,
  setWellness,
  errors,
  setErrors,
}: {
  idPrefix: string;
  labels: { hsa: string; wellness: string };
  hasWellness: boolean;
  hsa: string;
  wellness: string;
  setHsa: (v: string) => void;
  setWellness: (v: string) => void;
  errors: Errors;
  setErrors: (f: (e: Errors) => Errors) => void;
}) {
  const { t } = useTranslation();
  const help = t('classifications.classes.amountHelp');
  return (
    <>
      <AmountField
        id={`${idPrefix}-hsa`}
        required
        label={labels.hsa}
        value={hsa}
        onChange={clearing('amountCents', setHsa, setErrors)}
        error={errors.amountCents}
        help={help}
      />
      {hasWellness ? (
        <AmountField
          id={`${idPrefix}-wellness`}
          label={labels.wellness}
          value={wellness}
          onChange={clearing('wellnessAmountCents', setWellness, setErrors)}
          error={errors.wellnessAmountCents}
          help={`${help} ${t('classifications.classes.wellnessHelp')}`}
        />
      ) : null}
    </>
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
  const [initial] = useState(() => ({
    name: classification?.classificationName ?? '',
    period: String(classification?.periodType ?? 1),
  }));
  const [name, setName] = useState(initial.name);
  const [period, setPeriod] = useState(initial.period);
  const [hsa, setHsa] = useState('');
  const [wellness, setWellness] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // Escape or a click outside asks before what was typed is thrown away.
  const discard = useDiscardQuestion(
    name !== initial.name || period !== initial.period || hsa !== '' || wellness !== '',
    onClose,
  );
  const fields = ['classificationName', 'amountCents', 'wellnessAmountCents', 'periodType'];
  const save = useDialogChange({
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
    changed,
    onClose,
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
  // A double click or Enter pressed twice saves once.
  const one = useOneClick(submit, save.isPending);
  return (
    <ResponsiveDialog
      open
      onClose={discard.close}
      onSubmit={one.onClick}
      title={title}
      testId="classification-dialog"
      actions={<SaveActions onClose={onClose} pending={one.busy} />}
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
        <AmountFields
          idPrefix="classification"
          labels={{
            hsa: t('classifications.classes.hsaAmount'),
            wellness: t('classifications.classes.wellnessAmount'),
          }}
          {...{ hasWellness, hsa, wellness, setHsa, setWellness, errors, setErrors }}
        />
      )}
      <PeriodField
        value={period}
        onChange={clearing('periodType', setPeriod, setErrors)}
        error={errors.periodType}
      />
      {discard.question}
    </ResponsiveDialog>
  );
}

/**
 * A change dated today that stopped some members' balances at $0.00 answers how many
 * (`keptMembers`) and says so ('New limit applied. 2 member(s) had …'): known by its key and count,
 * the message shows in the reader's language.
 */
function knowKeptMessage(keptMembers: number): void {
  if (keptMembers > 0) keyedMessage('classifications.limitChangeAppliedKept', { count: keptMembers });
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
  const [initial] = useState(() => ({
    hsa: centsText(classification.amountCents),
    wellness: centsText(classification.wellnessAmountCents),
    date: addDays(today, 1),
  }));
  const [hsa, setHsa] = useState(initial.hsa);
  const [wellness, setWellness] = useState(initial.wellness);
  const [date, setDate] = useState(initial.date);
  const [errors, setErrors] = useState<Errors>({});
  // Escape or a click outside asks before what was typed is thrown away.
  const discard = useDiscardQuestion(
    hsa !== initial.hsa || wellness !== initial.wellness || date !== initial.date,
    onClose,
  );
  const fields = ['amountCents', 'wellnessAmountCents', 'effective_date'];
  const save = useDialogChange({
    mutationFn: async (amounts: { hsaCents: number; wellnessCents: number }) => {
      const answer = await call(
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
      );
      knowKeptMessage(answer.keptMembers);
      return answer;
    },
    changed,
    onClose,
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
  // A lower amount (either one) takes at most what each member's account holds: said before saving.
  const decreasing = limitDecreases(
    { hsaCents: classification.amountCents, wsaCents: classification.wellnessAmountCents },
    {
      hsaCents: typedCents(hsa) ?? classification.amountCents,
      wsaCents: hasWellness ? (typedCents(wellness) ?? 0) : classification.wellnessAmountCents,
    },
  );
  // A double click or Enter pressed twice saves once.
  const one = useOneClick(submit, save.isPending);
  return (
    <ResponsiveDialog
      open
      onClose={discard.close}
      onSubmit={one.onClick}
      title={t('classifications.classes.limitTitle', { name })}
      testId="limit-dialog"
      actions={<SaveActions onClose={onClose} pending={one.busy} />}
    >
      <AmountFields
        idPrefix="limit"
        labels={{
          hsa: t('classifications.classes.newHsaAmount'),
          wellness: t('classifications.classes.newWellnessAmount'),
        }}
        {...{ hasWellness, hsa, wellness, setHsa, setWellness, errors, setErrors }}
      />
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
      {decreasing ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="limit-decrease">
          {t('classifications.classes.decreaseWarning')}
        </Alert>
      ) : null}
      {discard.question}
    </ResponsiveDialog>
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
  const remove = useDialogChange({
    mutationFn: () =>
      call(
        api.employerClassificationDelete,
        { classificationId: classification.classificationId },
        { snackbar: false },
      ),
    changed,
    onClose,
  });
  if (classification.employeeCount > 0) {
    return (
      <NoticeDialog
        onClose={onClose}
        title={t('classifications.classes.cannotDeleteTitle', { name })}
        testId="delete-classification-dialog"
        closeLabel={t('classifications.common.close')}
      >
        {tm(M.classificationHasEmployees)}
      </NoticeDialog>
    );
  }
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t('classifications.classes.deleteTitle', { name })}
      testId="delete-classification-dialog"
      cancelLabel={t('classifications.common.cancel')}
      confirmLabel={t('classifications.classes.deleteConfirm')}
      onConfirm={() => remove.mutate()}
      pending={remove.isPending}
    >
      {t('classifications.classes.deleteBody', { name })}
    </ConfirmDialog>
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
  const changed = useClassificationsChanged();
  const pending = classification.pending!;
  const remove = useDialogChange({
    mutationFn: () =>
      call(
        api.employerClassificationDeletePending,
        { pendingLimitId: pending.pendingLimitId },
        { snackbar: false },
      ),
    changed,
    onClose,
  });
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t('classifications.classes.deletePendingTitle')}
      testId="delete-pending-dialog"
      cancelLabel={t('classifications.common.cancel')}
      confirmLabel={t('classifications.classes.deletePendingConfirm')}
      onConfirm={() => remove.mutate()}
      pending={remove.isPending}
    >
      {t('classifications.classes.deletePendingBody', {
        name: classification.classificationName,
        date: formatDate(pending.effective_date, i18n.language, 'long'),
      })}
    </ConfirmDialog>
  );
}

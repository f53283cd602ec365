import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { api } from '@benefits/contract';
import {
  addDays,
  amountField,
  takesWellnessAmount,
  todayIso,
  WELLNESS_CATEGORIES,
  WELLNESS_MESSAGES as M,
  wellnessPlanProblems,
  type WellnessCategory,
} from '@benefits/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { centsText, typedCents } from '../../lib/amounts';
import { ApiError, call } from '../../lib/api/client';
import { formatDate, formatMoney } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { ConfirmDialog } from '../../lib/ui/ConfirmDialog';
import { showFailure, showSuccess } from '../../lib/ui/snackbar';
import { useOneSubmit } from '../../lib/ui/useOneClick';
import { useWellnessChanged, type WellnessClass, type WellnessPending, type WellnessState } from './api';

export { LoadError } from '../../lib/ui/LoadError';
export { Loading, Section } from '../../lib/ui/Section';
export { PageColumn } from '../../lib/ui/PageColumn';

const CATEGORY_KEYS: Record<WellnessCategory, string> = {
  Nutrition: 'nutrition',
  Fitness: 'fitness',
  'Professional/Personal Development': 'development',
  'Personal/Family Interest': 'interest',
  'Mental Health': 'mentalHealth',
};

/** A category's name in the user's language. */
export function useCategoryName() {
  const { t } = useTranslation();
  return (category: string) => {
    const key = CATEGORY_KEYS[category as WellnessCategory];
    return key ? t(`wellness.categoryNames.${key}` as 'wellness.categoryNames.fitness') : category;
  };
}

type Errors = Record<string, string | undefined>;

export interface PlanValues {
  categories: string[];
  amounts: { classificationId: number; wellnessAmountCents: number }[];
  effective_date: string;
}

/**
 * The categories, an amount per classification and a date (a setup or a change), checked with the
 * domain's rules before it is sent; the server's field messages land on the same fields. A change
 * asks no amount of a classification without a wellness account (the domain's takesWellnessAmount):
 * it is listed as having none.
 */
export function PlanForm({
  classes,
  initial,
  kind,
  defaultDate,
  submitLabel,
  onSubmit,
  onCancel,
  testId,
}: {
  classes: WellnessClass[];
  initial: { categories: string[]; amounts: Map<number, number> };
  /** A setup (an amount for every classification) or a change (shows the amounts now). */
  kind: 'setup' | 'change';
  defaultDate: string;
  submitLabel: string;
  onSubmit: (values: PlanValues) => Promise<unknown>;
  onCancel?: () => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const tm = useTranslateMessage();
  const name = useCategoryName();
  const today = todayIso();
  const showCurrent = kind === 'change';
  const taking = classes.filter((c) => takesWellnessAmount(kind, c));
  const [categories, setCategories] = useState<string[]>(initial.categories);
  const [amounts, setAmounts] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      classes.map((c) => [c.classificationId, centsText(initial.amounts.get(c.classificationId) ?? 0)]),
    ),
  );
  const [date, setDate] = useState(defaultDate);
  const [errors, setErrors] = useState<Errors>({});
  const clear = (field: string) => setErrors((e) => ({ ...e, [field]: undefined }));
  const save = useMutation({
    mutationFn: onSubmit,
    onError: (failure) => {
      if (failure instanceof ApiError) {
        const found: Errors = {};
        for (const [field, message] of Object.entries(failure.fields)) found[field] = tm(message) ?? message;
        if (Object.keys(found).length > 0) {
          setErrors(found);
          return;
        }
        showFailure(tm(failure.general) ?? failure.general ?? '');
      } else showFailure(failure instanceof Error ? failure.message : String(failure));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values: PlanValues = {
      categories: WELLNESS_CATEGORIES.filter((c) => categories.includes(c)),
      amounts: taking.map((c) => ({
        classificationId: c.classificationId,
        wellnessAmountCents: typedCents(amounts[c.classificationId] ?? '') ?? 0,
      })),
      effective_date: date,
    };
    const problems = wellnessPlanProblems(values, kind, classes, today);
    const found: Errors = {};
    for (const [field, key] of Object.entries(problems)) found[field] = tm(M[key]);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(values);
  };
  // A double click or Enter pressed twice sends the plan once.
  const one = useOneSubmit(submit, save.isPending);

  return (
    <Box component="form" noValidate onSubmit={one.onSubmit} data-testid={testId}>
      <Stack sx={{ gap: 3 }}>
        <FormControl component="fieldset" error={Boolean(errors.categories)} required>
          <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
            {t('wellness.form.categoriesTitle')}
          </FormLabel>
          <FormHelperText sx={{ mx: 0 }}>{t('wellness.form.categoriesHelp')}</FormHelperText>
          <FormGroup>
            {WELLNESS_CATEGORIES.map((c) => (
              <FormControlLabel
                key={c}
                control={
                  <Checkbox
                    checked={categories.includes(c)}
                    onChange={(e) => {
                      setCategories((list) =>
                        e.target.checked ? [...list, c] : list.filter((x) => x !== c),
                      );
                      clear('categories');
                    }}
                  />
                }
                label={name(c)}
              />
            ))}
          </FormGroup>
          {errors.categories ? <FormHelperText sx={{ mx: 0 }}>{errors.categories}</FormHelperText> : null}
        </FormControl>

        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('wellness.form.amountsTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('wellness.form.amountsHelp')}
          </Typography>
          {errors.amounts ? (
            <Alert severity="error" sx={{ mt: 1 }} role="alert">
              {errors.amounts}
            </Alert>
          ) : null}
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1, gap: 1.5 }}>
            {classes.map((c) => {
              const field = amountField(c.classificationId);
              const takes = takesWellnessAmount(kind, c);
              return (
                <Paper
                  component="li"
                  variant="outlined"
                  key={c.classificationId}
                  data-testid={takes ? undefined : 'wellness-no-account'}
                  sx={{ p: 2, minWidth: 0 }}
                >
                  <Typography
                    component="h3"
                    variant="subtitle1"
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {c.classificationName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('wellness.common.employees', { count: c.employeeCount })}
                    {showCurrent && takes
                      ? ` · ${t('wellness.form.current', { amount: formatMoney(c.wellnessAmountCents, i18n.language) })}`
                      : ''}
                  </Typography>
                  {takes ? (
                    <TextField
                      fullWidth
                      margin="dense"
                      required
                      id={`wellness-${field}`}
                      label={t('wellness.form.amountLabel', { name: c.classificationName })}
                      value={amounts[c.classificationId] ?? ''}
                      onChange={(e) => {
                        const value = e.target.value;
                        setAmounts((a) => ({ ...a, [c.classificationId]: value }));
                        clear(field);
                      }}
                      error={Boolean(errors[field])}
                      helperText={errors[field]}
                      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                    />
                  ) : (
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {t('wellness.form.noAccount')}
                    </Typography>
                  )}
                </Paper>
              );
            })}
          </Stack>
        </Box>

        <Box>
          <Typography component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('wellness.form.dateTitle')}
          </Typography>
          <TextField
            fullWidth
            required
            type="date"
            id="wellness-date"
            label={t('wellness.form.date')}
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              clear('effective_date');
            }}
            error={Boolean(errors.effective_date)}
            helperText={errors.effective_date ?? t('wellness.form.dateHelp')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: addDays(today, 365) } }}
            sx={{ maxWidth: { sm: 320 } }}
          />
        </Box>

        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" loading={one.busy}>
            {submitLabel}
          </Button>
          {onCancel ? <Button onClick={onCancel}>{t('wellness.common.cancel')}</Button> : null}
        </Stack>
      </Stack>
    </Box>
  );
}

/** The pending version: what it will do and from when, and its deletion (after confirming). */
export function PendingCard({ pending, state }: { pending: WellnessPending; state: WellnessState }) {
  const { t, i18n } = useTranslation();
  const tm = useTranslateMessage();
  const name = useCategoryName();
  const changed = useWellnessChanged();
  const [asking, setAsking] = useState(false);
  const date = formatDate(pending.effective_date, i18n.language, 'long');
  const remove = useMutation({
    mutationFn: () =>
      call(api.employerWellnessDeletePending, { changeId: pending.changeId }, { snackbar: false }),
    onSuccess: (answer) => {
      changed(answer);
      showSuccess(tm(answer.message) ?? answer.message);
      setAsking(false);
    },
    onError: (failure) => {
      showFailure(failure instanceof ApiError ? (tm(failure.general) ?? '') : String(failure));
      setAsking(false);
    },
  });
  const className = (id: number) =>
    state.classifications.find((c) => c.classificationId === id)?.classificationName ??
    t('wellness.pending.removedClassification');
  return (
    <Alert
      severity="info"
      icon={<ScheduleIcon aria-hidden />}
      data-testid="pending-change"
      sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <Typography sx={{ fontWeight: 600 }}>{t('wellness.pending.title', { date })}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {t(`wellness.pending.${pending.kind}`)}
      </Typography>
      {pending.kind !== 'terminate' ? (
        <>
          <Typography variant="body2">
            {t('wellness.pending.categories', { list: pending.categories.map(name).join(', ') })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {pending.amounts.map((a) => (
              <Typography component="li" variant="body2" key={a.classificationId}>
                {t('wellness.pending.amount', {
                  name: className(a.classificationId),
                  amount: formatMoney(a.wellnessAmountCents, i18n.language),
                })}
              </Typography>
            ))}
          </Box>
        </>
      ) : null}
      <Button size="small" variant="outlined" color="inherit" sx={{ mt: 1 }} onClick={() => setAsking(true)}>
        {t('wellness.pending.delete')}
      </Button>
      {asking ? (
        <ConfirmDialog
          onClose={() => setAsking(false)}
          title={t('wellness.pending.deleteTitle')}
          testId="delete-pending-dialog"
          cancelLabel={t('wellness.common.cancel')}
          confirmLabel={t('wellness.pending.delete')}
          onConfirm={() => remove.mutate()}
          pending={remove.isPending}
        >
          {t('wellness.pending.deleteBody', { date })}
        </ConfirmDialog>
      ) : null}
    </Alert>
  );
}

/** The categories as a list of their names. */
export function CategoryList({ categories, label }: { categories: readonly string[]; label: string }) {
  const name = useCategoryName();
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {categories.map((c) => (
        <Box
          component="li"
          key={c}
          sx={{ px: 1.25, py: 0.25, borderRadius: 4, border: 1, borderColor: 'divider', typography: 'body2' }}
        >
          {name(c)}
        </Box>
      ))}
    </Box>
  );
}

/** Tomorrow: the default date of a change (today's takes effect at once). */
export const tomorrow = () => addDays(todayIso(), 1);

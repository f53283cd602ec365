import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MAX_CLAIM_ITEMS,
  MESSAGES,
  centsToDecimalString,
  checkNewClaimItem,
  claimItemSchema,
  claimableServices,
  patientClaimWindow,
} from '@benefits/domain';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api/client';
import type { ClaimItemView } from '../../lib/claims/api';
import { useClaimMessage } from '../../lib/claims/messages';
import { serviceNameIn } from '../../lib/claims/serviceName';
import { formatDate } from '../../lib/format';
import { applyServerErrors } from '../../lib/forms';
import { useMoneyAdornment } from '../../lib/ui/MoneyAdornment';
import { showSuccess } from '../../lib/ui/snackbar';
import { useOneSubmit } from '../../lib/ui/useOneClick';
import { useUnsavedChanges } from '../../lib/ui/useUnsavedChanges';
import type { ClaimFormOptions, NewClaimItem } from './api';

type Schema = ReturnType<typeof claimItemSchema>;
type ItemInput = z.input<Schema>;
type ItemOutput = z.output<Schema>;

const FIELDS = ['patient', 'service', 'provider', 'provider_number', 'service_date', 'amount'] as const;

const EMPTY: ItemInput = {
  patient: '0',
  service: '',
  provider: '',
  provider_number: '',
  service_date: '',
  amount: '',
};

/** A claim item as the duplicate rule reads it (amounts as decimal dollars, like the form's). */
export const itemIdentity = (item: ClaimItemView) => ({
  patient: item.patient,
  service: String(item.service),
  service_date: item.service_date,
  provider: item.provider,
  amount: centsToDecimalString(item.amount),
});

const RELATIONS: Record<number, 'spouse' | 'child' | 'infirm'> = {
  1001: 'spouse',
  1002: 'child',
  1003: 'infirm',
};

/**
 * One claim item (docs/product §5 "Claim item (employee)"): patient, service, provider and provider number,
 * service date within the claim window the server gives, amount in dollars. Checked in the browser
 * with the domain's own schema and item rules (the server applies the same): 'Invalid patient',
 * 'Invalid service date', 'Invalid service type', 'Invalid provider', 'Invalid amount', the
 * duplicate and 10-item rules, and 'Please correct the claim details above' when a field is wrong.
 * A WSA claim offers the services of the wellness categories the company chose only, and names them
 * (the domain's `claimableServices`, by which the server lists and takes them too).
 */
export function ClaimItemForm({
  options,
  items,
  add,
}: {
  options: ClaimFormOptions;
  items: readonly ClaimItemView[];
  /** Sends the item; answers the server's message. */
  add: (item: NewClaimItem) => Promise<{ message: string }>;
}) {
  const { t, i18n } = useTranslation();
  const tm = useClaimMessage();
  const [general, setGeneral] = useState<string | undefined>();
  // Items added so far: each one puts the keyboard on the empty form's first field, for the next item.
  const [added, setAdded] = useState(0);
  // A dependant's dates start at their effective date (decision 0058), inside the claim window.
  const schema = useMemo(
    () =>
      claimItemSchema({
        window: { minDate: options.minDate, maxDate: options.maxDate },
        coveredSince: (id) => options.patients.find((p) => p.id === id)?.coveredSince,
      }),
    [options.minDate, options.maxDate, options.patients],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    setFocus,
    formState: { errors, isDirty },
  } = useForm<ItemInput, unknown, ItemOutput>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  // After an add, the first field of the emptied form (not the amount the Enter was pressed in): once
  // drawn again, since reset() lets go of the fields, which register anew as they are drawn (a
  // setFocus right after reset() found none and did nothing). The snackbar (an alert) says it was added.
  useEffect(() => {
    if (added > 0) setFocus('patient');
  }, [added, setFocus]);
  // A half-typed item is not lost by a reload or a link without a word.
  const unsaved = useUnsavedChanges(isDirty);
  // The dates the chosen patient may claim: the hint and the date picker follow the patient.
  const chosen = useWatch({ control, name: 'patient' });
  const dates = patientClaimWindow(
    options,
    options.patients.find((p) => p.id === String(chosen ?? ''))?.coveredSince,
  );

  const dollar = useMoneyAdornment();
  const services = claimableServices(options.type, options.services, options.wellnessCategories);
  const serviceName = (id: string) => {
    const service = services.find((s) => String(s.id) === id);
    return service ? service.name : '';
  };

  const onValid = async (values: ItemOutput) => {
    const problem = checkNewClaimItem(items.map(itemIdentity), values);
    if (problem) {
      setGeneral(problem);
      return;
    }
    setGeneral(undefined);
    const patient = options.patients.find((p) => p.id === values.patient);
    try {
      const answer = await add({
        patient: values.patient,
        patient_name: patient?.name ?? '',
        service: values.service,
        service_name: serviceName(values.service),
        provider: values.provider,
        provider_number: values.provider_number,
        service_date: values.service_date,
        amount: values.amount,
      });
      showSuccess(tm(answer.message) ?? answer.message);
      reset(EMPTY);
      setAdded((n) => n + 1);
    } catch (error) {
      if (applyServerErrors(error, setError, FIELDS)) setGeneral(MESSAGES.correctClaimDetails);
      else if (error instanceof ApiError) setGeneral(error.general ?? error.message);
      else setGeneral(error instanceof Error ? error.message : String(error));
    }
  };

  // A double click or Enter pressed twice adds the item once: handleSubmit's promise holds the form
  // until the add settles.
  const one = useOneSubmit(
    handleSubmit(onValid, () => setGeneral(MESSAGES.correctClaimDetails)),
    false,
  );

  const message = (name: (typeof FIELDS)[number]) => {
    const text = errors[name]?.message;
    return text ? tm(text) : undefined;
  };
  const reg = (name: (typeof FIELDS)[number]) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `claim-${name.replace('_', '-')}`, error: Boolean(errors[name]) };
  };

  const relation = (value: number | null) =>
    value === null
      ? t('claims.form.self')
      : RELATIONS[value]
        ? t(`claims.form.relation.${RELATIONS[value]}`)
        : '';
  const full = items.length >= MAX_CLAIM_ITEMS;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={one.onSubmit}
      aria-labelledby="item-form-title"
      data-testid="claim-item-form"
    >
      {options.type === 'WSA' ? (
        <Typography color="text.secondary" data-testid="wellness-categories">
          {t('claims.form.wellnessCategories', {
            list: options.wellnessCategories.map((c) => t(`claims.form.categoryNames.${c}`)).join(', '),
          })}
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <TextField
          {...reg('patient')}
          label={t('claims.form.patient')}
          select
          required
          margin="normal"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          helperText={message('patient')}
        >
          <option value="">{t('claims.form.choosePatient')}</option>
          {options.patients.map((p) => (
            <option key={p.id} value={p.id}>
              {`${p.name} (${relation(p.relation)})`}
            </option>
          ))}
        </TextField>
        <TextField
          {...reg('service')}
          label={t('claims.form.service')}
          select
          required
          margin="normal"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          helperText={message('service')}
        >
          <option value="">{t('claims.form.chooseService')}</option>
          {services.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {serviceNameIn(i18n.language, s.name, s.nameFr)}
            </option>
          ))}
        </TextField>
        <Controller
          control={control}
          name="provider"
          render={({ field }) => (
            <Autocomplete
              id="claim-provider"
              freeSolo
              clearText={t('claims.form.providerClear')}
              openText={t('claims.form.providerOpen')}
              closeText={t('claims.form.providerClose')}
              options={options.providers.map((p) => p.name)}
              inputValue={typeof field.value === 'string' ? field.value : ''}
              onInputChange={(_event, value) => field.onChange(value)}
              onChange={(_event, value) => {
                if (typeof value !== 'string') return;
                field.onChange(value);
                const known = options.providers.find((p) => p.name === value);
                if (known?.provider_number && !getValues('provider_number'))
                  setValue('provider_number', known.provider_number);
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  name={field.name}
                  label={t('claims.form.provider')}
                  required
                  margin="normal"
                  error={Boolean(errors.provider)}
                  helperText={message('provider') ?? t('claims.form.providerHint')}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, maxLength: 200, autoComplete: 'off' },
                  }}
                />
              )}
            />
          )}
        />
        <TextField
          {...reg('provider_number')}
          label={t('claims.form.providerNumber')}
          margin="normal"
          helperText={message('provider_number') ?? t('claims.form.providerNumberHint')}
          slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
        />
        <TextField
          {...reg('service_date')}
          type="date"
          label={t('claims.form.serviceDate')}
          required
          margin="normal"
          helperText={
            message('service_date') ??
            t('claims.form.serviceDateHint', {
              min: formatDate(dates.minDate, i18n.language),
              max: formatDate(dates.maxDate, i18n.language),
            })
          }
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: dates.minDate, max: dates.maxDate },
          }}
        />
        <TextField
          {...reg('amount')}
          label={t('claims.form.amount')}
          required
          margin="normal"
          helperText={message('amount') ?? t('claims.form.amountHint')}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 20 },
            input: dollar,
          }}
        />
      </Box>
      {full ? (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          {t('claims.form.full', { max: MAX_CLAIM_ITEMS })}
        </Alert>
      ) : null}
      {general ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="claim-item-error">
          {tm(general)}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={one.busy}>
        {t('claims.form.add')}
      </Button>
      {unsaved.dialog}
    </Box>
  );
}

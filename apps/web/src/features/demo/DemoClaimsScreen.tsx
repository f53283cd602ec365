import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  checkDemoClaimItem,
  checkNewClaimItem,
  dollarsToCents,
  MAX_CLAIM_ITEMS,
  MESSAGES,
  paths,
} from '@benefits/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { FormField, FormGrid } from '../../lib/ui/FormField';
import { showSuccess } from '../../lib/ui/snackbar';
import { DemoAccount } from './DemoAccount';
import { DemoFrame } from './DemoFrame';
import { DemoItemList, serviceNameOf } from './DemoItems';
import { updateDemo, type DemoItemValues, type DemoState } from './demo-state';

const FIELDS = ['patient', 'service', 'service_date', 'provider', 'amount'] as const;

/**
 * /demo/claims: the items of the demo claim, each checked in the browser with the domain's rule for
 * a demo item (the real claim item's fields and window, at most $15,000: 'Amount exceeds $15,000')
 * and the real duplicate and 10-item rules; the server checks them all again on submission.
 */
export function DemoClaimsScreen() {
  const { t } = useTranslation();
  return <DemoFrame title={() => t('demo.claims.title')}>{(demo) => <DemoClaims demo={demo} />}</DemoFrame>;
}

function DemoClaims({ demo }: { demo: DemoState }) {
  const { t, i18n } = useTranslation();
  const tm = useTranslateMessage();
  const navigate = useNavigate();
  const { login, items } = demo;
  const [general, setGeneral] = useState<string | undefined>();
  const empty: DemoItemValues = { patient: '0', service: '', service_date: '', provider: '', amount: '' };
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<DemoItemValues>({
    defaultValues: empty,
  });
  const full = items.length >= MAX_CLAIM_ITEMS;

  const onAdd = (values: DemoItemValues) => {
    setGeneral(undefined);
    clearErrors();
    const checked = checkDemoClaimItem(values, login.window);
    if (!checked.ok) {
      FIELDS.forEach((field) => {
        const message = checked.errors[field];
        if (message) setError(field, { type: 'rule', message });
      });
      const first = FIELDS.find((f) => checked.errors[f]);
      if (first) setError(first, { type: 'rule', message: checked.errors[first] }, { shouldFocus: true });
      setGeneral(MESSAGES.correctClaimDetails);
      return;
    }
    const problem = checkNewClaimItem(items, checked.item);
    if (problem) {
      setGeneral(problem);
      return;
    }
    const item: DemoItemValues = {
      patient: checked.item.patient,
      service: checked.item.service,
      service_date: checked.item.service_date,
      provider: checked.item.provider,
      amount: checked.item.amount,
    };
    updateDemo((state) => ({ ...state, items: [...state.items, item] }));
    showSuccess(t('demo.claims.added'));
    reset(empty);
  };

  const remove = (index: number) =>
    updateDemo((state) => ({ ...state, items: state.items.filter((_, i) => i !== index) }));

  const message = (field: (typeof FIELDS)[number]) => tm(formState.errors[field]?.message);
  const select = { select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } };

  return (
    <>
      <DemoAccount demo={demo} />
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        {t('demo.claims.intro')}
      </Typography>
      <Box component="section" aria-labelledby="demo-item-title" sx={{ mt: 2 }}>
        <Typography variant="h2" id="demo-item-title">
          {t('demo.claims.itemTitle')}
        </Typography>
        <Box component="form" noValidate onSubmit={handleSubmit(onAdd)} data-testid="demo-item-form">
          <FormGrid columns={2}>
            <FormField
              registration={register('patient')}
              id="demo-patient"
              label={t('demo.claims.fields.patient')}
              message={message('patient')}
              required
              margin="normal"
              {...select}
            >
              <option value="0">{t('demo.claims.self', { name: login.userdata.FIRST_NAME })}</option>
              {login.depdata.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.depFirstName}
                </option>
              ))}
            </FormField>
            <FormField
              registration={register('service')}
              id="demo-service"
              label={t('demo.claims.fields.service')}
              message={message('service')}
              required
              margin="normal"
              {...select}
            >
              <option value="">{t('demo.start.choose')}</option>
              {login.services.map((s) => (
                <option key={s.id} value={s.id}>
                  {serviceNameOf(login, s.id, i18n.language)}
                </option>
              ))}
            </FormField>
            <FormField
              registration={register('service_date')}
              id="demo-service_date"
              type="date"
              label={t('demo.claims.fields.service_date')}
              message={message('service_date')}
              helperText={`${formatDate(login.window.minDate, i18n.language)} – ${formatDate(login.window.maxDate, i18n.language)}`}
              required
              margin="normal"
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: login.window.minDate, max: login.window.maxDate },
              }}
            />
            <FormField
              registration={register('provider')}
              id="demo-provider"
              label={t('demo.claims.fields.provider')}
              message={message('provider')}
              required
              margin="normal"
              autoComplete="off"
              maxLength={200}
            />
            <FormField
              registration={register('amount')}
              id="demo-amount"
              label={t('demo.claims.fields.amount')}
              message={message('amount')}
              required
              margin="normal"
              autoComplete="off"
              maxLength={20}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </FormGrid>
          {full ? (
            <Alert severity="info" role="status" sx={{ mt: 2 }}>
              {tm(MESSAGES.maxClaimItems)}
            </Alert>
          ) : null}
          {general ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="demo-item-error">
              {tm(general)}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={full}>
            {t('demo.claims.add')}
          </Button>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="demo-items-title" sx={{ mt: 4 }}>
        <Typography variant="h2" id="demo-items-title" sx={{ mb: 1 }}>
          {t('demo.claims.itemsTitle')}
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary">{t('demo.claims.none')}</Typography>
        ) : (
          <DemoItemList
            login={login}
            items={items}
            amountOf={(item) => dollarsToCents(item.amount) ?? 0}
            onRemove={remove}
          />
        )}
        <Button
          variant="contained"
          size="large"
          sx={{ mt: 3 }}
          disabled={items.length === 0}
          onClick={() => void navigate(paths.public.demoClaimsReview.getHref())}
        >
          {t('demo.claims.review')}
        </Button>
      </Box>
    </>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { DEMO_HONEYPOT_FIELD, DEMO_PRODUCTS, MESSAGES, paths } from '@benefits/domain';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, call } from '../../lib/api/client';
import { useAction } from '../../lib/api/useAction';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { usePreferences } from '../../lib/preferences';
import { FormEnd, FormField, FormGrid, provinceSelect } from '../../lib/ui/FormField';
import { PageCard } from '../../lib/ui/PageCard';
import { startDemo } from './demo-state';

interface StartValues {
  firstname: string;
  email: string;
  product: string;
  province: string;
  [DEMO_HONEYPOT_FIELD]: string;
}

/** Off-screen for people (and out of the tab order), visible to form-filling bots. */
const offScreen = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

/**
 * /demo/personal (docs/product §7 "Demo"): who the prospect is (first name, e-mail, product, province), sent
 * to /demo/login with the HubSpot cookie when there is one; the server checks the fields and answers
 * a message per field. A hidden honeypot field refuses obvious bots.
 */
export function DemoStartScreen() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const language = usePreferences((s) => s.language);
  const navigate = useNavigate();
  const [general, setGeneral] = useState<string | undefined>();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<StartValues>({
    defaultValues: { firstname: '', email: '', product: '', province: '', [DEMO_HONEYPOT_FIELD]: '' },
  });
  const login = useAction((values: StartValues) =>
    call(api.demoLogin, { ...values, hubspotID: hubspotCookie() }, { token: '', snackbar: false }),
  );

  const onValid = (values: StartValues) => {
    setGeneral(undefined);
    clearErrors();
    login.mutate(values, {
      onSuccess: (answer) => {
        startDemo(answer);
        void navigate(paths.public.demoClaims.getHref());
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          Object.entries(error.fields).forEach(([field, text], i) =>
            setError(
              field as FieldPath<StartValues>,
              { type: 'server', message: text },
              { shouldFocus: i === 0 },
            ),
          );
          setGeneral(error.general ?? MESSAGES.correctInformation);
        } else setGeneral(error instanceof Error ? error.message : String(error));
      },
    });
  };

  const field = (name: 'firstname' | 'email', autoComplete: string, type = 'text') => (
    <FormField
      registration={register(name)}
      id={`demo-${name}`}
      label={t(`demo.start.fields.${name}`)}
      message={tm(formState.errors[name]?.message)}
      required
      margin="normal"
      autoComplete={autoComplete}
      type={type}
      maxLength={100}
      {...(type === 'email' ? { inputMode: 'email' as const } : {})}
    />
  );

  return (
    <PageCard title={t('demo.start.title')} width={640}>
      <Typography color="text.secondary">{t('demo.start.intro')}</Typography>
      <Box component="form" noValidate onSubmit={handleSubmit(onValid)} data-testid="demo-start-form">
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('demo.start.required')}
        </Typography>
        <FormGrid columns={2}>
          {field('firstname', 'given-name')}
          {field('email', 'email', 'email')}
          <FormField
            registration={register('product')}
            id="demo-product"
            label={t('demo.start.fields.product')}
            message={tm(formState.errors.product?.message)}
            required
            margin="normal"
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('demo.start.choose')}</option>
            {DEMO_PRODUCTS.map((p) => (
              <option key={p} value={p}>
                {t(`demo.start.products.${p}`)}
              </option>
            ))}
          </FormField>
          <FormField
            registration={register('province')}
            id="demo-province"
            label={t('demo.start.fields.province')}
            message={tm(formState.errors.province?.message)}
            required
            margin="normal"
            {...(provinceSelect(t('demo.start.choose'), language) as object)}
          />
        </FormGrid>
        <Box sx={offScreen} aria-hidden="true">
          <label htmlFor="demo-website">{t('demo.start.honeypot')}</label>
          <input
            id="demo-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register(DEMO_HONEYPOT_FIELD)}
          />
        </Box>
        <FormEnd failure={tm(general)} submitLabel={t('demo.start.submit')} busy={login.isPending} />
      </Box>
    </PageCard>
  );
}

/** HubSpot's tracking cookie (hubspotutk), kept with the prospect when the site sets one. */
function hubspotCookie(): string {
  if (typeof document === 'undefined') return '';
  const match = /(?:^|;\s*)hubspotutk=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!).slice(0, 200) : '';
}

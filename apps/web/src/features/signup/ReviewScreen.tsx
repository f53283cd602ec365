import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, planNameIn, provinceName } from '@benefits/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAction } from '../../lib/api/useAction';
import { formatMoney } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { usePreferences } from '../../lib/preferences';
import { Facts } from '../../lib/ui/Facts';
import { PageCard } from '../../lib/ui/PageCard';
import { RouterButton } from '../../lib/ui/RouterLink';
import { bool, goTo, part, resume, startPayment, str, type SignupState } from './application';
import { Part } from './Part';
import { Redirect } from '../../lib/redirect';

/** Stripe's decline messages as it writes them (English), and their key in the catalogue. */
const STRIPE_DECLINES: Readonly<Record<string, 'declined' | 'insufficientFunds' | 'expired'>> = {
  'Your card was declined.': 'declined',
  'Your card has insufficient funds.': 'insufficientFunds',
  'Your card has expired.': 'expired',
};

/**
 * /signup/review/{id}, step 2 (docs/product §4 "Client signup"): the application read only, the
 * plan's price with its tax (on top for Group and Basic, included for Plus and Deluxe; §9), and
 * Pay, which opens the card checkout (/client/signup/payment). Back from the checkout without
 * paying (?payment=cancelled) or after a failed payment, the review shows why (§4: a failure
 * returns to step 2 with the error).
 */
export function ReviewScreen() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const visit = useLocation().key;
  const cancelled = search.get('payment') === 'cancelled';
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const language = usePreferences((s) => s.language);
  const navigate = useNavigate();
  const [state, setState] = useState<SignupState | null>(null);
  const [failure, setFailure] = useState<string>();
  const pay = useAction(() => startPayment(id, ''));
  // Stripe's own decline messages (its English), in the reader's language.
  const declineText = (message: string) => {
    const key = STRIPE_DECLINES[message];
    return key ? t(`signup.review.declines.${key}`) : undefined;
  };

  useEffect(() => {
    let live = true;
    resume(id, cancelled ? { cancelled: true } : {}).then(
      (answer) => live && setState(answer),
      (error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [id, cancelled, visit]);

  if (!state) {
    return (
      <PageCard title={t('signup.review.title')} width={720}>
        {failure ? (
          <Alert severity="error" role="alert">
            {tm(failure)}
          </Alert>
        ) : (
          <Typography role="status">{t('signup.loading')}</Typography>
        )}
      </PageCard>
    );
  }
  if (state.currentSignupStep >= 3) return <Redirect to={paths.public.signupThanks.getHref({ id })} />;
  if (state.currentSignupStep < 2) return <Redirect to={paths.public.signupStep.getHref({ id })} />;

  const d = state.appdata;
  const company = part(d, 'company');
  const second = part(d, 'secondEmployee');
  const q = state.quote;
  const money = (cents: number) => formatMoney(cents, language);
  const rate = q ? `${q.taxBps / 100}${language === 'fr' ? '\u00a0%' : '%'}` : '';
  const edit = (which: 'plan' | 'company') =>
    void navigate(`${paths.public.signupStep.getHref({ id })}?edit=${which}`);
  const onPay = () => {
    setFailure(undefined);
    pay.mutate(undefined, {
      onSuccess: (answer) => goTo.page(answer.url),
      onError: (error) => setFailure(error instanceof Error ? error.message : String(error)),
    });
  };
  const paymentError = state.paymentError
    ? t('signup.review.failed', { message: declineText(state.paymentError) ?? tm(state.paymentError) })
    : undefined;

  return (
    <PageCard title={t('signup.review.title')} width={720}>
      <Typography color="text.secondary">{t('signup.stepOf', { step: 3 })}</Typography>
      <Part id="su-review-details" title={t('signup.steps.plan')}>
        <Facts
          items={[
            {
              label: t('signup.review.person'),
              value: `${str(d.firstname)} ${str(d.lastname)} · ${str(d.email)}`,
            },
            {
              label: t('signup.review.plan'),
              value: planNameIn(d.planCode, language),
              testId: 'review-plan',
            },
          ]}
        />
        {state.locked ? null : (
          <Button size="small" onClick={() => edit('plan')} sx={{ mt: 1 }}>
            {t('signup.review.edit')}
          </Button>
        )}
      </Part>
      <Part id="su-review-company" title={t('signup.steps.company')}>
        <Facts
          items={[
            { label: t('signup.review.company'), value: `${str(company.name)} · ${str(company.postal)}` },
            {
              label: t('signup.review.province'),
              value: q ? (provinceName(q.province, language) ?? q.province) : '',
            },
            {
              label: t('signup.review.secondEmployee'),
              value: bool(d.hasSecondEmployee)
                ? `${str(second.firstname)} ${str(second.lastname)} · ${str(second.email)}`
                : t('signup.review.none'),
              testId: 'review-second',
            },
          ]}
        />
        {state.locked ? null : (
          <Button size="small" onClick={() => edit('company')} sx={{ mt: 1 }}>
            {t('signup.review.edit')}
          </Button>
        )}
      </Part>
      {q ? (
        <Part id="su-review-price" title={t('signup.review.total')}>
          <Facts
            items={[
              { label: t('signup.review.price'), value: money(q.priceCents), testId: 'review-price' },
              {
                label: t(q.taxIncluded ? 'signup.review.taxIncluded' : 'signup.review.tax', {
                  kind: t(`signup.review.taxKinds.${q.taxKind}`),
                  rate,
                }),
                value: money(q.taxCents),
                testId: 'review-tax',
              },
              {
                label: t('signup.review.total'),
                value: <strong>{money(q.totalCents)}</strong>,
                testId: 'review-total',
              },
            ]}
          />
        </Part>
      ) : null}
      <Stack spacing={2} sx={{ mt: 3 }}>
        {paymentError ? (
          <Alert severity="error" role="alert" data-testid="payment-error">
            {paymentError}
          </Alert>
        ) : null}
        {state.locked ? (
          // A payment has started (decision 0041): no Edit buttons that the server would refuse.
          <Alert
            severity="info"
            data-testid="review-locked"
            action={
              <RouterButton to={paths.public.signup.getHref()} color="inherit" size="small">
                {t('signup.startNew')}
              </RouterButton>
            }
          >
            {t('signup.review.locked')}
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" role="alert">
            {tm(failure)}
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {t('signup.review.cardNote')}
        </Typography>
        <Box>
          <Button
            variant="contained"
            size="large"
            onClick={onPay}
            loading={pay.isPending}
            data-testid="signup-pay"
          >
            {t('signup.review.pay', { amount: q ? money(q.totalCents) : '' })}
          </Button>
        </Box>
      </Stack>
    </PageCard>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  calendarDateOf,
  COMPANY_TYPES,
  dateTimeFormat,
  fiscalYearEndMonthDay,
  isIncorporatedSignup,
  normalizePostalCode,
  parseDateLike,
  paths,
  planNameIn,
  PLAN_YEAR_END_TYPES,
  planYearUsesFiscalYearEnd,
  provinceName,
} from '@benefits/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAction } from '../../lib/api/useAction';
import { formatDate, formatMoney } from '../../lib/format';
import { localeOf } from '../../lib/i18n/locale';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { usePreferences } from '../../lib/preferences';
import { Facts } from '../../lib/ui/Facts';
import { PageCard } from '../../lib/ui/PageCard';
import { RouterButton } from '../../lib/ui/RouterLink';
import {
  bool,
  goTo,
  newApplicationHref,
  part,
  resume,
  startPayment,
  str,
  type SignupState,
} from './application';
import { Part } from './Part';
import { Redirect } from '../../lib/redirect';

/** Stripe's decline messages as it writes them (English), and their key in the catalogue. */
const STRIPE_DECLINES: Readonly<Record<string, 'declined' | 'insufficientFunds' | 'expired'>> = {
  'Your card was declined.': 'declined',
  'Your card has insufficient funds.': 'insufficientFunds',
  'Your card has expired.': 'expired',
};

/** A birth date as the product shows dates ('Mar 9, 1984'), from any form the rule takes. */
const birthDate = (value: unknown, language: string) => {
  const text = str(value);
  return formatDate(parseDateLike(text) ?? text, language);
};

/**
 * A fiscal year end, written '12-31', 'Dec-31' or '2025-12-31', as a day of the year in words
 * ('December 31', '31 décembre'): the company keeps its month and day only (employers.fiscal_year_end).
 */
const yearEndDay = (value: unknown, language: string) => {
  const text = str(value);
  const monthDay = fiscalYearEndMonthDay(text);
  // 2000 is a leap year, so 02-29 reads too.
  const date = monthDay ? calendarDateOf(`2000-${monthDay}`) : undefined;
  return date
    ? dateTimeFormat(localeOf(language), { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date)
    : text;
};

/**
 * /signup/review/{id}, step 2 (docs/product §4 "Client signup"): the application read only (every
 * field of both steps, each with its label, and the agreements accepted), the plan's price with its
 * tax (on top for Group and Basic, included for Plus and Deluxe; §9), and Pay, which opens the card
 * checkout (/client/signup/payment). Back from the checkout without paying (?payment=cancelled) or
 * after a failed payment, the review shows why (§4: a failure returns to step 2 with the error).
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
  const employ = part(d, 'employCompany');
  const second = part(d, 'secondEmployee');
  const incorporated = isIncorporatedSignup(d);
  const q = state.quote;
  const money = (cents: number) => formatMoney(cents, language);
  const rate = q ? `${q.taxBps / 100}${language === 'fr' ? '\u00a0%' : '%'}` : '';
  // A code's name in the reader's language (the code itself if the domain does not know it).
  const companyType = (code: unknown) => {
    const c = str(code);
    return Object.hasOwn(COMPANY_TYPES, c) ? t(`signup.companyTypes.${c as '1' | '3'}`) : c;
  };
  const planYearType = (code: unknown) => {
    const c = str(code);
    return Object.hasOwn(PLAN_YEAR_END_TYPES, c) ? t(`signup.planYearTypes.${c as '1' | '2' | '3'}`) : c;
  };
  // What the applicant ticked (each one is required to reach the review); the last two, for an
  // incorporated company only.
  const agreements = [
    'planConfirm',
    'onlineAgreement',
    'acknowledgePAC',
    ...(incorporated ? (['adminAgreement', 'employeeConfirmation'] as const) : []),
  ] as const;
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
      {/* One label column for all the review's lists, so that their values line up. */}
      <Box sx={{ '& dl': { gridTemplateColumns: { sm: '14rem 1fr' } } }}>
        <Part id="su-review-details" title={t('signup.steps.plan')}>
          <Facts
            items={[
              { label: t('signup.fields.firstname'), value: str(d.firstname) },
              { label: t('signup.fields.lastname'), value: str(d.lastname) },
              { label: t('signup.fields.email'), value: str(d.email) },
              {
                label: t('signup.fields.birthdate'),
                value: birthDate(d.birthdate, language),
                testId: 'review-birthdate',
              },
              {
                label: t('signup.fields.planCode'),
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
              { label: t('signup.fields.name'), value: str(company.name) },
              {
                label: t('signup.fields.type'),
                value: companyType(company.type),
                testId: 'review-company-type',
              },
              {
                label: t('signup.fields.postal'),
                value: normalizePostalCode(company.postal) ?? str(company.postal),
                testId: 'review-postal',
              },
              {
                label: t('signup.review.province'),
                value: q ? (provinceName(q.province, language) ?? q.province) : '',
              },
            ]}
          />
          <SubHeading>{t('signup.sections.planYear')}</SubHeading>
          <Facts
            items={[
              {
                label: t('signup.fields.planYearType'),
                value: planYearType(employ.planYearType),
                testId: 'review-plan-year-type',
              },
              // Only the plan year type that runs on it has a fiscal year end.
              ...(planYearUsesFiscalYearEnd(employ.planYearType)
                ? [
                    {
                      label: t('signup.review.fiscalDate'),
                      value: yearEndDay(employ.fiscalDate, language),
                      testId: 'review-fiscal-date',
                    },
                  ]
                : []),
            ]}
          />
          <SubHeading>{t('signup.sections.secondEmployee')}</SubHeading>
          {bool(d.hasSecondEmployee) ? (
            <Facts
              items={[
                { label: t('signup.fields.firstname'), value: str(second.firstname) },
                { label: t('signup.fields.lastname'), value: str(second.lastname) },
                { label: t('signup.fields.email'), value: str(second.email) },
                {
                  label: t('signup.fields.birthdate'),
                  value: birthDate(second.birthdate, language),
                  testId: 'review-second-birthdate',
                },
              ]}
            />
          ) : (
            <Typography data-testid="review-second-none">{t('signup.review.none')}</Typography>
          )}
          {state.locked ? null : (
            <Button size="small" onClick={() => edit('company')} sx={{ mt: 1 }}>
              {t('signup.review.edit')}
            </Button>
          )}
        </Part>
        <Part id="su-review-agreements" title={t('signup.sections.agreements')}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {agreements.map((name) => (
              <li key={name}>
                <Typography>
                  {t(`signup.agreements.${name}`)}{' '}
                  <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
                    ({t('signup.review.accepted')})
                  </Box>
                </Typography>
              </li>
            ))}
          </Box>
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
      </Box>
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
              <RouterButton to={newApplicationHref(d)} color="inherit" size="small">
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

/** A heading inside a part of the review (a section of the form's step). */
function SubHeading({ children }: { children: string }) {
  return (
    <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mt: 2, mb: 1 }}>
      {children}
    </Typography>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import {
  formatDateIn,
  LICENSED_PROVINCES,
  maskAccountNumber,
  maskSin,
  MESSAGES,
  PARTNER_AGREEMENTS,
  paths,
  provinceName,
} from '@benefits/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, call } from '../../lib/api/client';
import { useAction } from '../../lib/api/useAction';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { usePreferences } from '../../lib/preferences';
import { Facts } from '../../lib/ui/Facts';
import { PageCard } from '../../lib/ui/PageCard';
import { currentApplication, forgetDraft, returnWithErrors } from './application';
import { Part } from './Part';
import { Redirect } from '../../lib/redirect';

/** The router state /partner/signup/thanks reads. */
export interface ThanksState {
  id: number;
  email: string;
}

/**
 * /partner/signup/review, step 1 (docs/product §4 "Partner signup"): the validated application, read
 * only, the SIN and the account number masked; Edit goes back to the form, Submit sends it to
 * /partner/signup/submit. A refused submission goes back to the form with its messages. Without an
 * application in memory (a reload: the SIN was never kept) the form shows instead.
 */
export function ReviewScreen() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const language = usePreferences((s) => s.language);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const submit = useAction((appdata: NonNullable<ReturnType<typeof currentApplication>>) =>
    call(api.partnerSignupSubmit, { appdata }, { area: 'partner', snackbar: false }),
  );
  const application = currentApplication();
  if (!application) return <Redirect to={paths.public.partnerSignup.getHref()} />;

  const p = application.personalInput;
  const b = application.businessInput;
  const f = (name: string) => t(`partnerSignup.fields.${name}` as never);
  const province = (code: string) => provinceName(code, language) ?? code;
  const licences = LICENSED_PROVINCES.filter((code) => application.licenseInput[code].enabled);

  const send = () => {
    setFailure(undefined);
    submit.mutate(application, {
      onSuccess: (answer) => {
        // The draft goes now; the thanks page forgets the application in memory (forgetting that here
        // would send this page to the form first).
        forgetDraft();
        const state: ThanksState = { id: answer.ID, email: answer.email };
        void navigate(paths.public.partnerSignupThanks.getHref(), { replace: true, state });
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          // docs/product §4: a refused submission returns to the form with 'Please correct the errors above.'.
          returnWithErrors(error.fields, error.general ?? MESSAGES.correctErrors);
          void navigate(paths.public.partnerSignup.getHref());
        } else {
          setFailure(tm(error instanceof ApiError ? error.general : undefined) ?? (error as Error).message);
        }
      },
    });
  };

  return (
    <PageCard title={t('partnerSignup.review.title')} width={820}>
      <Typography color="text.secondary">{t('partnerSignup.review.intro')}</Typography>
      <Part id="review-personal" title={t('partnerSignup.sections.personal')}>
        <Facts
          items={[
            { label: f('firstname'), value: p.firstname },
            { label: f('lastname'), value: p.lastname },
            { label: f('email'), value: p.email },
            {
              label: f('address'),
              value: [p.address, p.address2].filter((x) => x.trim() !== '').join(', '),
            },
            { label: f('city'), value: p.city },
            { label: f('province'), value: province(p.province) },
            { label: f('postalcode'), value: p.postalcode.toUpperCase() },
            {
              label: f('phone'),
              value: p.phoneext
                ? t('partnerSignup.review.phone', { phone: p.phone, ext: p.phoneext })
                : p.phone,
            },
          ]}
        />
      </Part>
      <Part id="review-business" title={t('partnerSignup.sections.business')}>
        <Facts
          items={[
            { label: f('businessName'), value: b.businessName },
            { label: f('businessPrincipalOfficer'), value: b.businessPrincipalOfficer },
            { label: f('businessID'), value: b.businessID },
            { label: f('businessPrincipalOfficerEmail'), value: b.businessPrincipalOfficerEmail },
          ]}
        />
      </Part>
      <Part id="review-identification" title={t('partnerSignup.sections.sin')}>
        <Facts
          items={[
            {
              label: f('personalID'),
              value: maskSin(application.personalIDInput.personalID),
              testId: 'review-sin',
            },
          ]}
        />
      </Part>
      <Part id="review-licences" title={t('partnerSignup.sections.licences')}>
        <Facts
          items={
            licences.length === 0
              ? [{ label: t('partnerSignup.sections.licences'), value: t('partnerSignup.review.none') }]
              : licences.map((code) => ({
                  label: province(code),
                  value: t('partnerSignup.review.licence', {
                    licence: application.licenseInput[code].license,
                    expiry: formatDateIn(application.licenseInput[code].expiry, language),
                  }),
                  testId: `review-licence-${code}`,
                }))
          }
        />
      </Part>
      <Part id="review-banking" title={t('partnerSignup.sections.banking')}>
        <Facts
          items={[
            { label: f('transitNumber'), value: application.bankingInput.transitNumber },
            { label: f('institutionNumber'), value: application.bankingInput.institutionNumber },
            {
              label: f('accountNumber'),
              value: maskAccountNumber(application.bankingInput.accountNumber.slice(-4)),
              testId: 'review-account',
            },
          ]}
        />
      </Part>
      <Part id="review-agreements" title={t('partnerSignup.sections.agreements')}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {PARTNER_AGREEMENTS.map((name) => (
            <li key={name}>
              <Typography>
                {t(`partnerSignup.agreements.${name}`)}{' '}
                <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
                  ({t('partnerSignup.review.accepted')})
                </Box>
              </Typography>
            </li>
          ))}
        </Box>
      </Part>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ mt: 3, gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="large"
          onClick={() => void navigate(paths.public.partnerSignup.getHref())}
        >
          {t('partnerSignup.review.edit')}
        </Button>
        <Button variant="contained" size="large" onClick={send} loading={submit.isPending}>
          {t('partnerSignup.review.submit')}
        </Button>
      </Stack>
    </PageCard>
  );
}

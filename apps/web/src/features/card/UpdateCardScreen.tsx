import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { api } from '@benefits/contract';
import { cardBrandName, cardExpiry, MESSAGES, receiptEmailSchema, languageOf } from '@benefits/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { call } from '../../lib/api/client';
import { reportFailure } from '../../lib/forms';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { Facts } from '../../lib/ui/Facts';
import { FormEnd, FormField } from '../../lib/ui/FormField';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Loading, Section } from '../../lib/ui/Section';
import { showSuccess } from '../../lib/ui/snackbar';
import { cardKey, receiptEmailKey, useCardOnFile, useReceiptEmail, type CardOnFile } from './api';

type EmailInput = z.input<typeof receiptEmailSchema>;
type EmailOutput = z.output<typeof receiptEmailSchema>;

/** Where the admin is sent to type the card: the provider's page (never ours, with Stripe). */
export const goTo = { page: (url: string) => window.location.assign(url) };

function ReturnNotice({ data, cancelled }: { data: CardOnFile | undefined; cancelled: boolean }) {
  const { t } = useTranslation();
  if (cancelled) return <Alert severity="info">{t('card.cancelled')}</Alert>;
  const attempt = data?.attempt;
  if (!attempt) return null;
  if (attempt.status === 'succeeded') return <Alert severity="success">{t('card.replaced')}</Alert>;
  if (attempt.status === 'open') return <Alert severity="info">{t('card.confirming')}</Alert>;
  return (
    <Alert severity="error">
      {attempt.status === 'expired' ? t('card.expiredSession') : t('card.failed')}
      {attempt.message ? ` ${attempt.message}` : ''}
    </Alert>
  );
}

/** The card on file (brand, last four digits, expiry) and the button that replaces it. */
function CardSection({ data }: { data: CardOnFile }) {
  const { t, i18n } = useTranslation();
  const tm = useTranslateMessage();
  const language = languageOf(i18n.language);
  const [leaving, setLeaving] = useState(false);
  const replace = useMutation({
    mutationFn: () => call(api.employerStripeUpdate, { language }, { area: 'employee', snackbar: false }),
    onSuccess: (answer) => {
      setLeaving(true);
      goTo.page(answer.url);
    },
    onError: (error) => reportFailure(error, tm),
  });
  const card = data.card;
  return (
    <Section id="card-on-file" title={t('card.onFileTitle')}>
      {data.provider === 'offline' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('card.offlineProvider')}
        </Alert>
      ) : null}
      {card ? (
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mb: 2 }}>
          <CreditCardIcon aria-hidden fontSize="large" color="primary" />
          <Facts
            items={[
              {
                label: t('card.card'),
                value: t('card.masked', { brand: cardBrandName(card.brand), last4: card.last4 }),
                testId: 'card-masked',
              },
              {
                label: t('card.expires'),
                value: cardExpiry(card.expMonth, card.expYear),
                testId: 'card-expiry',
              },
            ]}
          />
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="card-none">
          {t('card.none')}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {data.provider === 'stripe' ? t('card.howStripe') : t('card.howOffline')}
      </Typography>
      <Button
        variant="contained"
        onClick={() => replace.mutate()}
        disabled={replace.isPending || leaving}
        startIcon={<CreditCardIcon aria-hidden />}
      >
        {card ? t('card.replace') : t('card.add')}
      </Button>
    </Section>
  );
}

/** Where card receipts are sent, with the domain's rule (the server's receiptEmailSchema). */
function ReceiptEmailForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<EmailInput, unknown, EmailOutput>({
    resolver: zodResolver(receiptEmailSchema),
    defaultValues: { email },
  });
  const save = useMutation({
    mutationFn: (values: EmailOutput) =>
      call(api.employerStripeEmailUpdate, values, { area: 'employee', snackbar: false }),
    onSuccess: (answer) => {
      queryClient.setQueryData(receiptEmailKey, answer.email);
      reset({ email: answer.email });
      showSuccess(tm(answer.message) ?? answer.message);
    },
    onError: (error) => {
      const shown = reportFailure(error, tm, { setError, fields: ['email'] });
      setGeneral(shown === 'fields' ? MESSAGES.correctInformation : undefined);
    },
  });
  const onSubmit = handleSubmit(
    (values) => {
      setGeneral(undefined);
      save.mutate(values);
    },
    () => setGeneral(MESSAGES.correctInformation),
  );
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('card.emailHelp')}
      </Typography>
      <FormField
        registration={register('email')}
        message={tm(errors.email?.message)}
        id="card-receipt-email"
        label={t('card.emailLabel')}
        required
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
      />
      <FormEnd failure={tm(general)} gap={1} submitLabel={t('card.emailSave')} busy={save.isPending} />
    </Box>
  );
}

/**
 * /update-card: the company's card on file, replaced on the payment provider's page (Stripe
 * Checkout, or the offline test provider's page), and where its receipts are sent. Coming back
 * with `session_id`, the card update is confirmed (and asked again until the provider has).
 */
export function UpdateCardScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? undefined;
  const cancelled = params.get('cancelled') === '1';
  const card = useCardOnFile(sessionId);
  const email = useReceiptEmail();
  const queryClient = useQueryClient();
  const settled = card.data?.attempt?.status === 'succeeded';
  useEffect(() => {
    if (settled && sessionId) queryClient.setQueryData(cardKey(), card.data);
  }, [settled, sessionId, card.data, queryClient]);
  return (
    <PageColumn title={t('pages.updateCard')} maxWidth={760}>
      {sessionId || cancelled ? <ReturnNotice data={card.data} cancelled={cancelled} /> : null}
      {card.isPending ? (
        <Loading lines={2} />
      ) : card.isError ? (
        <LoadError error={card.error} onRetry={() => void card.refetch()} />
      ) : (
        <CardSection data={card.data} />
      )}
      <Section id="card-receipt" title={t('card.emailTitle')}>
        {email.isPending ? (
          <Loading lines={1} />
        ) : email.isError ? (
          <LoadError error={email.error} onRetry={() => void email.refetch()} />
        ) : (
          <ReceiptEmailForm email={email.data} />
        )}
      </Section>
    </PageColumn>
  );
}

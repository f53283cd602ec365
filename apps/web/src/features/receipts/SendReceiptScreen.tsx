import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { languageOf, ledgerReferenceIn, RECEIPT_MESSAGES } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../lib/api/client';
import { formatDate, formatMoney } from '../../lib/format';
import { quiet, useCompanyPayments, type CompanyPayment } from './api';
import {
  Fact,
  IdLookup,
  LoadError,
  Loading,
  PageColumn,
  Section,
  SendPanel,
  ToolGate,
  useMayUse,
} from './ui';

const keyOf = (p: CompanyPayment) => `${p.source}:${p.paymentId}`;

/**
 * /tools/send-receipt (PERMIT_SEND_RECEIPTS): a company by its ID, its payments (deposits and card
 * payments, newest first), one chosen, an optional other recipient, a preview, and Send: a mail in
 * the company's language with the receipt attached as a PDF (decision 0034).
 */
export function SendReceiptScreen() {
  const { t, i18n } = useTranslation();
  // The ID and the choice live in the address (?company=…&payment=…): a reload or a shared link keeps them.
  const [params, setParams] = useSearchParams();
  const idParam = params.get('company') ?? '';
  const companyId = /^\d{1,9}$/.test(idParam) && Number(idParam) > 0 ? Number(idParam) : null;
  const choice = params.get('payment');
  const setCompanyId = (id: number) => setParams({ company: String(id) }, { replace: true });
  const setChoice = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('payment', value);
        return next;
      },
      { replace: true },
    );
  // Asked only when the gate below lets the staff member in: without the permission, no call.
  const payments = useCompanyPayments(companyId, useMayUse('sendReceipt'));
  const company = payments.data?.company;
  const chosen = payments.data?.payments.find((p) => keyOf(p) === choice) ?? null;
  const money = (cents: number) => formatMoney(cents, i18n.language);

  const describe = (p: CompanyPayment) =>
    [
      t(`receipts.company.methods.${p.method}`),
      p.cardLast4 ? t('receipts.company.card', { brand: p.cardBrand ?? '', last4: p.cardLast4 }).trim() : '',
      // The product's own references ("Pre-authorised debit") in the reader's language.
      p.reference ? ledgerReferenceIn(p.reference, languageOf(i18n.language)) : '',
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <PageColumn title={t('toolsShell.pages.sendReceipt')} maxWidth={760}>
      <ToolGate item="sendReceipt">
        <Typography color="text.secondary">{t('receipts.company.intro')}</Typography>
        <Section id="receipt-company" title={t('receipts.company.lookup')}>
          <Stack sx={{ gap: 2 }}>
            <IdLookup
              id="receipt-company-id"
              label={t('receipts.company.id')}
              requiredMessage={RECEIPT_MESSAGES.companyIdRequired}
              initial={idParam}
              onFind={setCompanyId}
            />
            {payments.isLoading ? <Loading lines={2} /> : null}
            {payments.isError ? (
              <LoadError error={payments.error} onRetry={() => void payments.refetch()} />
            ) : null}
            {company ? (
              <Stack sx={{ gap: 0.5 }} data-testid="receipt-company-facts">
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, fontSize: '1.15rem' }}>
                  {company.name}
                </Typography>
                <Fact label={t('receipts.company.id')}>{company.id}</Fact>
                <Fact label={t('receipts.company.receiptEmail')}>
                  {company.receiptEmail || t('receipts.company.noEmail')}
                </Fact>
                <Typography color="text.secondary">
                  {t(`receipts.common.language.${company.language}`)}
                </Typography>
              </Stack>
            ) : null}
          </Stack>
        </Section>
        {company ? (
          <Section id="receipt-payments" title={t('receipts.company.payments')}>
            {payments.data!.payments.length === 0 ? (
              <Typography data-testid="receipt-payments-empty">{t('receipts.company.empty')}</Typography>
            ) : (
              <RadioGroup
                aria-label={t('receipts.company.paymentsLabel', { name: company.name })}
                value={choice ?? ''}
                onChange={(e) => setChoice(e.target.value)}
                sx={{ gap: 0.5 }}
              >
                {payments.data!.payments.map((p) => (
                  <FormControlLabel
                    key={keyOf(p)}
                    value={keyOf(p)}
                    control={<Radio />}
                    data-testid="receipt-payment"
                    sx={{ alignItems: 'flex-start', mx: 0, '& .MuiRadio-root': { mt: -0.5 } }}
                    label={
                      <Stack sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 500 }}>
                          {formatDate(p.date, i18n.language)} — {money(p.amountCents)}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {describe(p)}
                        </Typography>
                      </Stack>
                    }
                  />
                ))}
              </RadioGroup>
            )}
          </Section>
        ) : null}
        {company && payments.data!.payments.length > 0 ? (
          <Section id="receipt-send" title={t('receipts.common.recipient')}>
            <SendPanel
              key={`${company.id}`}
              idPrefix="receipt"
              choice={choice}
              chooseHint={t('receipts.company.choose')}
              onFile={company.receiptEmail}
              sentKey="receiptSent"
              sendLabel={t('receipts.company.send')}
              preview={(email) =>
                call(
                  api.toolsReceiptPreview,
                  { companyId: company.id, source: chosen!.source, paymentId: chosen!.paymentId, email },
                  quiet,
                )
              }
              send={(email, requestId) =>
                call(
                  api.toolsReceiptSend,
                  {
                    companyId: company.id,
                    source: chosen!.source,
                    paymentId: chosen!.paymentId,
                    email,
                    requestId,
                  },
                  quiet,
                )
              }
            />
          </Section>
        ) : null}
      </ToolGate>
    </PageColumn>
  );
}

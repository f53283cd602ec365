import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { RECEIPT_MESSAGES } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../lib/api/client';
import { formatDate, formatMoney } from '../../lib/format';
import { quiet, usePartnerPayouts } from './api';
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

interface PayoutLine {
  companyId: number | null;
  companyName: string;
  amountCents: number;
}

/**
 * A payout's lines summed per company, in the order the companies first come (a company may earn
 * several lines: its sign-up and claims' fees, a manager's sale and override); lines of no company
 * together, last.
 */
function companiesOf(lines: readonly PayoutLine[]): PayoutLine[] {
  const byCompany = new Map<number | null, PayoutLine>();
  for (const line of lines) {
    const company = byCompany.get(line.companyId);
    if (company) company.amountCents += line.amountCents;
    else byCompany.set(line.companyId, { ...line });
  }
  const companies = [...byCompany.values()];
  return [...companies.filter((c) => c.companyId !== null), ...companies.filter((c) => c.companyId === null)];
}

/**
 * /tools/send-partner-receipt (PERMIT_SEND_RECEIPTS): a partner (agent or manager) by their ID, their
 * paid commissions grouped by payout date, one payout chosen, an optional other recipient, a preview,
 * and Send: a mail in the partner's language with the commission statement attached as a PDF
 * (decision 0034).
 */
export function SendPartnerReceiptScreen() {
  const { t, i18n } = useTranslation();
  // The ID and the choice live in the address (?partner=…&payout=…): a reload or a shared link keeps them.
  const [params, setParams] = useSearchParams();
  const idParam = params.get('partner') ?? '';
  const partnerId = /^\d{1,9}$/.test(idParam) && Number(idParam) > 0 ? Number(idParam) : null;
  const choice = params.get('payout');
  const setPartnerId = (id: number) => setParams({ partner: String(id) }, { replace: true });
  const setChoice = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('payout', value);
        return next;
      },
      { replace: true },
    );
  // Asked only when the gate below lets the staff member in: without the permission, no call.
  const payouts = usePartnerPayouts(partnerId, useMayUse('sendPartnerReceipt'));
  const partner = payouts.data?.partner;
  const money = (cents: number) => formatMoney(cents, i18n.language);

  return (
    <PageColumn title={t('toolsShell.pages.sendPartnerReceipt')} maxWidth={760}>
      <ToolGate item="sendPartnerReceipt">
        <Typography color="text.secondary">{t('receipts.partner.intro')}</Typography>
        <Section id="receipt-partner" title={t('receipts.partner.lookup')}>
          <Stack sx={{ gap: 2 }}>
            <IdLookup
              id="receipt-partner-id"
              label={t('receipts.partner.id')}
              requiredMessage={RECEIPT_MESSAGES.partnerIdRequired}
              initial={idParam}
              onFind={setPartnerId}
            />
            {payouts.isLoading ? <Loading lines={2} /> : null}
            {payouts.isError ? (
              <LoadError error={payouts.error} onRetry={() => void payouts.refetch()} />
            ) : null}
            {partner ? (
              <Stack sx={{ gap: 0.5 }} data-testid="receipt-partner-facts">
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, fontSize: '1.15rem' }}>
                  {partner.name}
                </Typography>
                <Fact label={t('receipts.partner.id')}>
                  {partner.id} · {t(`receipts.partner.roles.${partner.role}`)}
                </Fact>
                <Fact label={t('receipts.partner.email')}>
                  {partner.email || t('receipts.company.noEmail')}
                </Fact>
                <Typography color="text.secondary">
                  {t(`receipts.common.language.${partner.language}`)}
                </Typography>
              </Stack>
            ) : null}
          </Stack>
        </Section>
        {partner ? (
          <Section id="receipt-payouts" title={t('receipts.partner.payouts')}>
            {payouts.data!.payouts.length === 0 ? (
              <Typography data-testid="receipt-payouts-empty">{t('receipts.partner.empty')}</Typography>
            ) : (
              <RadioGroup
                aria-label={t('receipts.partner.payoutsLabel', { name: partner.name })}
                value={choice ?? ''}
                onChange={(e) => setChoice(e.target.value)}
                sx={{ gap: 0.5 }}
              >
                {payouts.data!.payouts.map((p) => (
                  <FormControlLabel
                    key={p.paidOn}
                    value={p.paidOn}
                    control={<Radio />}
                    data-testid="receipt-payout"
                    sx={{ alignItems: 'flex-start', mx: 0, '& .MuiRadio-root': { mt: -0.5 } }}
                    label={
                      <Stack sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 500 }}>
                          {t('receipts.partner.payout', { date: formatDate(p.paidOn, i18n.language) })} —{' '}
                          {money(p.totalCents)}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {t('receipts.partner.companies', {
                            count: companiesOf(p.lines).filter((c) => c.companyId !== null).length,
                            lines: companiesOf(p.lines)
                              .map(
                                (c) =>
                                  `${c.companyId === null ? t('receipts.partner.noCompany') : c.companyName} ${money(c.amountCents)}`,
                              )
                              .join(' · '),
                          })}
                        </Typography>
                      </Stack>
                    }
                  />
                ))}
              </RadioGroup>
            )}
          </Section>
        ) : null}
        {partner && payouts.data!.payouts.length > 0 ? (
          <Section id="receipt-send" title={t('receipts.common.recipient')}>
            <SendPanel
              key={`${partner.id}`}
              idPrefix="statement"
              choice={choice}
              chooseHint={t('receipts.partner.choose')}
              onFile={partner.email}
              sentKey="statementSent"
              sendLabel={t('receipts.partner.send')}
              preview={(email) =>
                call(api.toolsPartnerReceiptPreview, { partnerId: partner.id, paidOn: choice!, email }, quiet)
              }
              send={(email, requestId) =>
                call(
                  api.toolsPartnerReceiptSend,
                  { partnerId: partner.id, paidOn: choice!, email, requestId },
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

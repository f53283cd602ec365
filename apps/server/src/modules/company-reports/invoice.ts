import {
  fillText,
  formatCell,
  codeNamesIn,
  REPORT_TEXT,
  type ReportAfterLine,
  type ReportLanguage,
} from '@benefits/domain';
import type { Services } from '../../platform/services';
import { invoiceParty } from './queries-claims';

/*
 * The request for funding as an invoice (docs/product/company-reports.md "rff"): above the table, the
 * company billed (name, address, company ID) and the date it is as of; under it, the amount due and
 * how to pay it to the provider (payee, reference, the company's funding method), in the reader's
 * language.
 */

async function partyOf(s: Services, companyId: number) {
  const party = await invoiceParty(s.db, companyId);
  if (!party) throw new Error(`company ${companyId} not found`);
  return party;
}

/** The lines under the invoice's title: bill to, the company's address and ID, as of today. */
export async function invoicePreamble(
  s: Services,
  companyId: number,
  language: ReportLanguage,
  today: string,
): Promise<string> {
  const words = REPORT_TEXT[language].words;
  const party = await partyOf(s, companyId);
  return [
    words.billTo,
    party.name,
    party.street1,
    [party.city, party.province, party.postcode].filter(Boolean).join(' '),
    fillText(words.companyId, { id: companyId }),
    fillText(words.asOf, { date: today }),
  ]
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/** The lines under the table: the amount due, and the provider's remittance details. */
export async function invoiceRemittance(
  s: Services,
  companyId: number,
  language: ReportLanguage,
  after: readonly ReportAfterLine[],
): Promise<string[]> {
  const words = REPORT_TEXT[language].words;
  const party = await partyOf(s, companyId);
  const provider = s.config.PROVIDER_NAME;
  const due = after.find((line) => line.key === 'amountDue')?.totals.totalDue ?? 0;
  const amount = formatCell({ key: 'due', type: 'money' }, due, {
    language,
    codeName: codeNamesIn(language),
  });
  const dueLine = fillText(words.labelled, { label: words.amountDue, value: amount });
  if (due <= 0) return [dueLine, words.nothingDue];
  return [
    dueLine,
    words.remitTitle,
    fillText(words.remitPayee, { provider }),
    fillText(words.remitReference, { reference: companyId }),
    // A company without a funding choice has the default: pre-authorised debit (decision 27).
    (party.method ?? 'PAD') === 'PAD' ? words.remitPad : fillText(words.remitEft, { provider }),
    fillText(words.remitQuestions, { supportEmail: s.config.SUPPORT_EMAIL }),
  ];
}

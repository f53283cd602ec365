import { describe, expect, it } from 'vitest';
import { DESKTOP } from '../employee/helpers';
import { signInTools } from '../partner-tools/helpers';
import { expectNoSeriousA11yViolations } from '../support/browser';
import { answerOf, privateJourney, threeScreenshots, viewportScreenshot } from '../support/journey';
import { outboxRawMailsTo, pdfAttachments, pdfWords } from '../support/mail';

/*
 * Send Receipt and Send Partner Receipt (issue #11; decision 0034), in a real browser against the
 * built app on a server of its own: staff finds company 5002, chooses its deposit, previews the mail
 * and sends it with a double click — the outbox gets one mail with the receipt PDF. Then staff finds
 * agent 200001, chooses their payout and sends the commission statement, also one mail with a PDF.
 */

const journey = privateJourney('tools-receipts');

interface Payments {
  company: { name: string; receiptEmail: string };
  payments: { source: string; paymentId: string; amountCents: number; date: string }[];
}
interface Payouts {
  partner: { name: string; email: string };
  payouts: { paidOn: string; totalCents: number; lines: { companyName: string }[] }[];
}

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

describe('receipts sent by the tools', () => {
  it('sends a company one receipt of a payment, with the PDF attached, once for a double click', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInTools(page, 'staff');
    await page.goto('/tools/send-receipt');
    await page.getByRole('heading', { level: 1, name: 'Send Receipt' }).waitFor();
    await page.getByRole('textbox', { name: 'Company ID' }).fill('5002');
    const found = await answerOf<Payments>(page, '/tools/send-receipt/payments', () =>
      page.getByRole('button', { name: 'Find' }).click(),
    );
    expect(found.code, JSON.stringify(found)).toBe(0);
    const { company, payments } = found.data;
    await page.getByRole('heading', { level: 3, name: company.name }).waitFor();
    const deposit = payments.find((p) => p.source === 'LEDGER')!;
    const amount = dollars(deposit.amountCents);

    // Keyboard: the payments are radios; Space picks the one focused.
    const row = page.getByTestId('receipt-payment').filter({ hasText: amount });
    await row.getByRole('radio').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => row.getByRole('radio').isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('receipt-preview');
    await preview.getByText(`receipt for your payment of ${amount}`).waitFor();
    await expectNoSeriousA11yViolations(page);
    await viewportScreenshot(page, 'tools-send-receipt-preview');

    const sent = await answerOf<{ email: string; repeated: boolean }>(page, '/tools/send-receipt', () =>
      page.getByRole('button', { name: 'Send receipt' }).dblclick(),
    );
    expect(sent.code, JSON.stringify(sent)).toBe(0);
    await page.getByTestId('receipt-sent').getByText(`on its way to ${company.receiptEmail}`).waitFor();
    await threeScreenshots(page, 'tools-send-receipt');

    const mails = await outboxRawMailsTo(journey.server.dataDir, company.receiptEmail);
    // Give a second mail (it must not come) the time the first took.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await outboxRawMailsTo(journey.server.dataDir, company.receiptEmail)).toHaveLength(1);
    const [pdf, ...others] = pdfAttachments(mails[0]!);
    expect(others).toEqual([]);
    expect(pdf!.filename).toBe(`receipt-5002-${deposit.date}.pdf`);
    expect(pdf!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const words = pdfWords(pdf!.bytes);
    expect(words).toContain(company.name);
    expect(words).toContain(amount);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends an agent the statement of a commission payout, with the PDF attached', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInTools(page, 'staff');
    await page.goto('/tools/send-partner-receipt');
    await page.getByRole('heading', { level: 1, name: 'Send Partner Receipt' }).waitFor();
    await page.getByRole('textbox', { name: 'Partner ID' }).fill('200001');
    const found = await answerOf<Payouts>(page, '/tools/send-receipt-partner/payouts', () =>
      page.getByRole('button', { name: 'Find' }).click(),
    );
    expect(found.code, JSON.stringify(found)).toBe(0);
    const { partner, payouts } = found.data;
    expect(payouts.length).toBeGreaterThan(0);
    const payout = payouts[0]!;
    await page.getByRole('heading', { level: 3, name: partner.name }).waitFor();
    // The choice goes into the address (a router navigation): the radio shows it once that is done.
    const radio = page.getByTestId('receipt-payout').first().getByRole('radio');
    await radio.click();
    await expect.poll(() => radio.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page
      .getByTestId('receipt-preview')
      .getByText(`${dollars(payout.totalCents)} in all`)
      .waitFor();
    const sent = await answerOf(page, '/tools/send-receipt-partner', () =>
      page.getByRole('button', { name: 'Send statement' }).click(),
    );
    expect(sent.code, JSON.stringify(sent)).toBe(0);
    await page.getByTestId('receipt-sent').waitFor();
    await threeScreenshots(page, 'tools-send-partner-receipt');

    const [mail, ...more] = await outboxRawMailsTo(journey.server.dataDir, partner.email);
    expect(more).toEqual([]);
    const [pdf] = pdfAttachments(mail!);
    expect(pdf!.filename).toBe(`commissions-200001-${payout.paidOn}.pdf`);
    const words = pdfWords(pdf!.bytes);
    expect(words).toContain('Commission statement');
    expect(words).toContain(payout.lines[0]!.companyName);
    expect(words).toContain(dollars(payout.totalCents));
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import { signInTools } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';

type Handler = (data: Record<string, unknown>) => unknown;

/** A fake server: each path's handler answers (an Error carries the failure's fields as JSON). */
function serve(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace(/^\/webapp/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as { data: Record<string, unknown> }) : null;
    const handler = handlers[path];
    const answer = handler?.(body?.data ?? {});
    const envelope =
      answer instanceof Error
        ? { code: 1, data: { error: JSON.parse(answer.message) as Record<string, string> } }
        : handler
          ? { code: 0, data: answer }
          : { code: 1, data: { error: { GENERAL: `No handler for ${path}` } } };
    return new Response(JSON.stringify(envelope), {
      status: answer instanceof Error ? 400 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls
    .filter(([u]) => String(u).endsWith(path))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { data: Record<string, unknown> }).data);

const company = {
  company: {
    id: 5002,
    name: 'Prairie Sky Logistics Ltd.',
    receiptEmail: 'liam.gagnon@example.com',
    language: 'en',
  },
  payments: [
    {
      source: 'CARD',
      paymentId: 'cs_1',
      date: '2026-11-20',
      amountCents: 34_567,
      method: 'CARD',
      cardBrand: 'visa',
      cardLast4: '4242',
      reference: 'Plan set-up fee',
    },
    {
      source: 'LEDGER',
      paymentId: '12',
      date: '2026-01-05',
      amountCents: 1_200_000,
      method: 'DEPOSIT',
      cardBrand: null,
      cardLast4: null,
      reference: 'Pre-authorised debit',
    },
  ],
};

const preview = {
  to: 'liam.gagnon@example.com',
  language: 'en',
  subject: 'Spendwell Benefits: receipt for your payment of $12,000.00',
  text: 'Hello,\n\nPlease find attached the receipt.',
  filename: 'receipt-5002-2026-01-05.pdf',
  document: [{ label: 'Amount paid', value: '$12,000.00' }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

describe('/tools/send-receipt', () => {
  it('asks for an address, not another one, when the company has none on file', async () => {
    serve({
      '/tools/send-receipt/payments': () => ({
        ...company,
        company: { ...company.company, receiptEmail: '' },
      }),
    });
    signInTools('staff', ['PERMIT_SEND_RECEIPTS']);
    renderApp('/tools/send-receipt');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Company ID' }), {
      target: { value: '5002' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    fireEvent.click((await screen.findAllByRole('radio'))[0]!);
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveProperty('required', true);
    expect(screen.getByText('There is no address on file: enter one.')).toBeTruthy();
  });

  it('finds a company, lists its payments, previews and sends one receipt per click', async () => {
    const fetchMock = serve({
      '/tools/send-receipt/payments': (data) =>
        data.companyId === 5002
          ? company
          : new Error(JSON.stringify({ GENERAL: 'There is no company with this ID.' })),
      '/tools/send-receipt/preview': () => preview,
      '/tools/send-receipt': () => ({
        message: 'The receipt is on its way to liam.gagnon@example.com.',
        email: 'liam.gagnon@example.com',
        repeated: false,
      }),
    });
    signInTools('staff', ['PERMIT_SEND_RECEIPTS']);
    renderApp('/tools/send-receipt');
    const id = await screen.findByRole('textbox', { name: 'Company ID' });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Please enter a company ID.')).toBeTruthy();

    fireEvent.change(id, { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('There is no company with this ID.')).toBeTruthy();

    fireEvent.change(id, { target: { value: '5002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('heading', { name: 'Prairie Sky Logistics Ltd.' })).toBeTruthy();
    expect(screen.getByText('liam.gagnon@example.com')).toBeTruthy();
    const list = screen.getByRole('radiogroup', {
      name: 'Payments of Prairie Sky Logistics Ltd., newest first',
    });
    const radios = within(list).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(screen.getAllByTestId('receipt-payment')[0]!.textContent).toContain('$345.67');
    expect(screen.getAllByTestId('receipt-payment')[0]!.textContent).toContain('Card · visa ending in 4242');
    expect(screen.getByText('Choose a payment above to preview and send its receipt.')).toBeTruthy();

    fireEvent.click(radios[1]!);
    const email = await screen.findByRole('textbox', { name: 'Another address (optional)' });
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send receipt' }));
    expect(await screen.findByText('Invalid email format.')).toBeTruthy();
    expect(sent(fetchMock, '/tools/send-receipt')).toEqual([]);

    fireEvent.change(email, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const panel = await screen.findByTestId('receipt-preview');
    expect(panel.textContent).toContain('Spendwell Benefits: receipt for your payment of $12,000.00');
    expect(panel.textContent).toContain('receipt-5002-2026-01-05.pdf');
    expect(sent(fetchMock, '/tools/send-receipt/preview')).toEqual([
      { companyId: 5002, source: 'LEDGER', paymentId: '12', email: '' },
    ]);

    const button = screen.getByRole('button', { name: 'Send receipt' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect((await screen.findByTestId('receipt-sent')).textContent).toContain(
      'The receipt is on its way to liam.gagnon@example.com.',
    );
    const sends = sent(fetchMock, '/tools/send-receipt');
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({ companyId: 5002, source: 'LEDGER', paymentId: '12', email: '' });
    expect(sends[0]!.requestId).toMatch(/^[0-9a-f]{24}$/);
  });

  it('names the product’s references in French', async () => {
    usePreferences.setState({ language: 'fr' });
    serve({ '/tools/send-receipt/payments': () => company });
    signInTools('staff', ['PERMIT_SEND_RECEIPTS']);
    renderApp('/tools/send-receipt');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Numéro d’entreprise' }), {
      target: { value: '5002' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Chercher' }));
    const payments = await screen.findAllByTestId('receipt-payment');
    expect(payments.map((p) => p.textContent).join(' ')).toContain('Débit préautorisé');
  });

  it('says so when a company has no payments, and refuses staff without the permission', async () => {
    serve({ '/tools/send-receipt/payments': () => ({ ...company, payments: [] }) });
    signInTools('staff', ['ALL_ACCESS']);
    const view = renderApp('/tools/send-receipt');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Company ID' }), {
      target: { value: '5002' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByTestId('receipt-payments-empty')).toBeTruthy();
    view.unmount();

    signInTools('auditor', ['PERMIT_AUDIT']);
    renderApp('/tools/send-receipt');
    expect(await screen.findByTestId('not-available', {})).toBeTruthy();
  });
});

describe('/tools/send-partner-receipt', () => {
  it('lists a partner’s payouts and sends the statement of one, in French on screen', async () => {
    usePreferences.setState({ language: 'fr' });
    const fetchMock = serve({
      '/tools/send-receipt-partner/payouts': () => ({
        partner: {
          id: 200001,
          name: 'Ethan Wilson',
          email: 'ethan.wilson@example.com',
          role: 'AGENT',
          language: 'fr',
        },
        payouts: [
          {
            paidOn: '2025-11-15',
            totalCents: 32_335,
            lines: [
              {
                companyId: 5003,
                companyName: 'Harbourview Bakery Inc.',
                accruedOn: '2025-10-01',
                amountCents: 22_000,
              },
              {
                companyId: 5001,
                companyName: 'Northern Lights',
                accruedOn: '2025-09-01',
                amountCents: 10_005,
              },
              // The same company again (a claim's fee after its sign-up), and an adjustment of no company.
              {
                companyId: 5001,
                companyName: 'Northern Lights',
                accruedOn: '2025-10-20',
                amountCents: 30,
              },
              { companyId: null, companyName: '', accruedOn: '2025-10-31', amountCents: 300 },
            ],
          },
        ],
      }),
      '/tools/send-receipt-partner': () => ({
        message: 'The commission statement is on its way to ethan.wilson@example.com.',
        email: 'ethan.wilson@example.com',
        repeated: false,
      }),
    });
    signInTools('staff', ['PERMIT_SEND_RECEIPTS']);
    renderApp('/tools/send-partner-receipt');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Numéro de partenaire' }), {
      target: { value: '200001' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(await screen.findByRole('heading', { name: 'Ethan Wilson' })).toBeTruthy();
    expect(screen.getByText('Courriels en français')).toBeTruthy();
    const payout = screen.getByTestId('receipt-payout');
    expect(payout.textContent).toContain('Versé le 15 nov. 2025');
    // French puts a space before the colon. One sum per company, companies counted, not lines (QA exports 8).
    expect(payout.textContent!.replace(/\s/g, ' ')).toContain(
      '2 entreprises : Harbourview Bakery Inc. 220,00 $ · Northern Lights 100,35 $ · Aucune entreprise 3,00 $',
    );
    fireEvent.click(within(payout).getByRole('radio'));
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer le relevé' }));
    expect((await screen.findByTestId('receipt-sent')).textContent).toContain(
      'Le relevé de commissions est en route vers ethan.wilson@example.com.',
    );
    await waitFor(() =>
      expect(sent(fetchMock, '/tools/send-receipt-partner')).toMatchObject([
        { partnerId: 200001, paidOn: '2025-11-15', email: '' },
      ]),
    );
  });
});

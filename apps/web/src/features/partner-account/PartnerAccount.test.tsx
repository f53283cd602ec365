import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { usePreferences } from '../../lib/preferences';
import { partnerUser, signInPartner, skipTours } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';
import { holdUploads, stubUploads, submitRepeatedly } from '../../test/uploads';

const profile = {
  agentid: 200001,
  agentname: 'Ethan Wilson',
  company: 'Wilson Financial Services',
  street1: '1055 West Georgia Street',
  street2: '',
  postalcode: 'V6E 3P3',
  city: 'Vancouver',
  province: 'BC',
  phone: '604-555-0142',
  ext: '',
  cell: '',
  fax: '',
  email: 'ethan.wilson@example.com',
  webname: '',
  webtele: '',
  webintro: '',
  assistantname: '',
  assistantemail: '',
  assistantphone: '',
};

const banking = {
  transitNumber: '10020',
  institutionNumber: '004',
  accountNumber: '******1098',
  document: null,
  onFile: true,
  verifyRequired: false,
  updatedAt: '2026-08-01T00:00:00.000Z',
};

const CHEQUE = {
  id: 7,
  fileName: 'void-cheque.png',
  mimeType: 'image/png',
  size: 1000,
  uploadedAt: '2026-08-05T14:00:00.000Z',
};

const SAVED = 'Banking information saved. Commissions are paid into it once our staff have verified it.';
const NEW_DOCUMENT =
  'Please attach a void cheque or bank letter: our staff could not verify the account on file.';

/** The save's answer: the envelope callWithProgress reads. */
const saved = (over: object = {}, message = SAVED) => ({
  code: 0,
  data: { ...banking, verifyRequired: true, user: partnerUser(), message, ...over },
});

const chooseCheque = () =>
  fireEvent.change(screen.getByTestId('document-input'), {
    target: { files: [new File([new Uint8Array(1000)], 'void-cheque.png', { type: 'image/png' })] },
  });

type Handler = (data: Record<string, unknown>) => unknown;

/** A fake server for the partner's pages; every other call answers an error. */
function serve(extra: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    '/partner/personal': () => ({ profile }),
    '/partner/banking-details': () => banking,
    '/partner/faqs': () => ({ faqs: [] }),
    '/partner/documents': () => ({ documents: [] }),
    ...extra,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace(/^\/webapp/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as { data: Record<string, unknown> }) : null;
    const handler = handlers[path];
    const envelope = handler
      ? { code: 0, data: handler(body?.data ?? {}) }
      : { code: 1, data: { error: { GENERAL: `No handler for ${path}` } } };
    return new Response(JSON.stringify(envelope), {
      status: 200,
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

const signedIn = (over = {}) => {
  signInPartner(partnerUser(over));
  skipTours(200001);
};

afterEach(() => vi.unstubAllGlobals());

describe('/partner/personal', () => {
  it('saves the web profile and shows what the server kept', async () => {
    const fetchMock = serve({
      '/partner/web/save': (data) => ({
        profile: { ...profile, ...data },
        user: partnerUser(),
        message: 'Saved web profile',
      }),
    });
    signedIn();
    renderApp('/partner/personal');
    // The first test of the file also loads the area's chunks and text: longer than the setup's 8 s
    // on a worker at a lower priority than the end-to-end tests beside it (scripts/test.mjs).
    const web = await screen.findByRole('region', { name: 'Web profile' }, { timeout: 30_000 });
    expect(screen.getByTestId('partner-agentid').textContent).toBe('200001');
    fireEvent.change(within(web).getByLabelText('Display name'), {
      target: { value: 'Ethan Wilson, Wilson' },
    });
    fireEvent.change(within(web).getByLabelText('Introduction'), { target: { value: 'BC benefits.' } });
    expect(within(web).getByText('12 of 1000 characters')).toBeTruthy();
    fireEvent.click(within(web).getByRole('button', { name: 'Save web profile' }));
    await screen.findByText('Saved web profile');
    expect(sent(fetchMock, '/partner/web/save')).toEqual([
      { webname: 'Ethan Wilson, Wilson', webtele: '', webintro: 'BC benefits.' },
    ]);
    expect((within(web).getByLabelText('Display name') as HTMLInputElement).value).toBe(
      'Ethan Wilson, Wilson',
    );
  }, 40_000);

  it('checks the contact details with the sign-up’s rules before sending, and renames the top bar once saved', async () => {
    const fetchMock = serve({
      '/partner/personal/update': (data) => ({
        profile: { ...profile, ...data },
        user: partnerUser({ AGENT_NAME: String(data.agentname) }),
        message: 'Saved personal information',
      }),
    });
    signedIn();
    renderApp('/partner/personal');
    const contact = await screen.findByRole('region', { name: 'Contact details' });
    fireEvent.change(within(contact).getByLabelText(/^Phone/), { target: { value: '555-0100' } });
    fireEvent.click(within(contact).getByRole('button', { name: 'Save contact details' }));
    await within(contact).findByText('Invalid phone format.');
    expect(within(contact).getByText('Please correct the information above')).toBeTruthy();
    expect(sent(fetchMock, '/partner/personal/update')).toEqual([]);

    fireEvent.change(within(contact).getByLabelText(/^Phone/), { target: { value: '604-555-0142' } });
    fireEvent.change(within(contact).getByLabelText(/^Name/), { target: { value: 'Ethan J. Wilson' } });
    fireEvent.click(within(contact).getByRole('button', { name: 'Save contact details' }));
    await screen.findByText('Saved personal information');
    await waitFor(() => expect(screen.getByTestId('partner-top-name').textContent).toBe('Ethan J. Wilson'));
  }, 30_000);
});

describe('/partner/banking', () => {
  it('shows the account masked and verified, and a change waiting for verification', async () => {
    serve();
    const sent = stubUploads(() =>
      saved({ transitNumber: '00711', institutionNumber: '010', accountNumber: '******2653' }),
    );
    signedIn();
    renderApp('/partner/banking');
    expect((await screen.findByTestId('on-file-account')).textContent).toBe('******1098');
    expect(screen.getByTestId('partner-banking-status').textContent).toBe('Verified');
    fireEvent.change(screen.getByLabelText(/^Transit number/), { target: { value: '00711' } });
    fireEvent.change(screen.getByLabelText(/^Institution number/), { target: { value: '010' } });
    fireEvent.change(screen.getByLabelText(/^Account number/), { target: { value: '3141592653' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save banking information' }));
    await waitFor(() =>
      expect(screen.getByTestId('partner-banking-status').textContent).toBe(
        'Waiting for verification by our staff',
      ),
    );
    expect(screen.getByTestId('on-file-account').textContent).toBe('******2653');
    expect(sent).toEqual([{ transitNumber: '00711', institutionNumber: '010', accountNumber: '3141592653' }]);
    expect((screen.getByLabelText(/^Account number/) as HTMLInputElement).value).toBe('');
  });

  // QA lifecycle finding 9: a passed PAD audit was shown without its date.
  it('says when staff verified the account, in English and French', async () => {
    const verifiedAt = '2026-08-04T14:05:00.000Z';
    serve({ '/partner/banking-details': () => ({ ...banking, verifiedAt }) });
    signedIn();
    const { unmount } = renderApp('/partner/banking');
    await screen.findByTestId('on-file-account');
    expect(screen.getByTestId('partner-banking-status').textContent).toBe(
      `Verified on ${formatDateTime(verifiedAt, 'en')}`,
    );
    unmount();
    usePreferences.setState({ language: 'fr' });
    renderApp('/partner/banking');
    await screen.findByTestId('on-file-account');
    expect(screen.getByTestId('partner-banking-status').textContent).toBe(
      `Vérifié le ${formatDateTime(verifiedAt, 'fr')}`,
    );
    usePreferences.setState({ language: 'en' });
  });

  it('says, above the form, when and why staff refused the account, until a new one is saved', async () => {
    const refusal = {
      reason: 'The bank says this account is closed.',
      refusedAt: '2026-08-03T14:05:00.000Z',
    };
    serve({ '/partner/banking-details': () => ({ ...banking, refusal }) });
    const sent = stubUploads(() =>
      saved({ accountNumber: '******2653', document: CHEQUE }, 'Banking document attached'),
    );
    signedIn({ MISSING_PARTNER_BANKING: 'Y' });
    renderApp('/partner/banking');
    const alert = await screen.findByTestId('partner-banking-refused');
    expect(alert.textContent).toBe(
      `We could not verify your banking information on ${formatDateTime(refusal.refusedAt, 'en')}: ` +
        'The bank says this account is closed. Please enter it again with a void cheque or bank letter: our staff will verify it again before any commission is paid into it.',
    );
    const form = screen.getByRole('region', { name: 'Change the account' });
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Refused, the account is no longer called verified.
    expect(screen.getByTestId('partner-banking-status').textContent).toBe('Not accepted by our staff');

    // The document is required: asked for under its field before anything is sent.
    expect(screen.getByRole('heading', { name: 'Void cheque or bank letter (required)' })).toBeTruthy();
    expect(document.getElementById('document-intro')?.textContent).toMatch(
      / One is required: our staff could not verify the account on file\.$/,
    );
    fireEvent.change(screen.getByLabelText(/^Account number/), { target: { value: '3141592653' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save banking information' }));
    expect((await screen.findByTestId('document-error')).textContent).toBe(NEW_DOCUMENT);
    expect(screen.getByText('Please correct the information above')).toBeTruthy();
    expect(sent).toEqual([]);

    chooseCheque();
    await waitFor(() => expect(screen.queryByTestId('document-error')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save banking information' }));
    await waitFor(() => expect(screen.getByTestId('on-file-account').textContent).toBe('******2653'));
    expect(screen.queryByTestId('partner-banking-refused')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ accountNumber: '3141592653', image: { fileName: 'void-cheque.png' } });
    expect(screen.getByTestId('on-file-document').textContent).toContain('void-cheque.png');
  });

  it('sends a void cheque or bank letter with the account and shows it on file', async () => {
    serve();
    const sent = stubUploads(() => saved({ document: CHEQUE }, 'Banking document attached'));
    signedIn();
    renderApp('/partner/banking');
    expect((await screen.findByTestId('on-file-document')).textContent).toBe('None on file');
    expect(screen.getByRole('heading', { name: 'Void cheque or bank letter' })).toBeTruthy();
    const picker = screen.getByTestId('document-input') as HTMLInputElement;
    expect(picker.getAttribute('accept')).toBe('image/*,application/pdf');
    // Checked in the browser first: a GIF is refused and not kept.
    fireEvent.change(picker, {
      target: { files: [new File([new Uint8Array(10)], 'cheque.gif', { type: 'image/gif' })] },
    });
    expect((await screen.findByTestId('document-error')).textContent).toBe(
      'Invalid document type, please choose a JPEG, PNG, or PDF',
    );
    chooseCheque();
    await waitFor(() => expect(screen.queryByTestId('document-error')).toBeNull());
    fireEvent.change(screen.getByLabelText(/^Account number/), { target: { value: '7654321098' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save banking information' }));
    await waitFor(() =>
      expect(screen.getByTestId('on-file-document').textContent).toContain('void-cheque.png, uploaded'),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      transitNumber: '10020',
      institutionNumber: '004',
      accountNumber: '7654321098',
      image: { fileName: 'void-cheque.png', content: expect.stringMatching(/^data:image\/png;base64,/) },
    });
    expect(screen.getByRole('button', { name: 'Download void-cheque.png' })).toBeTruthy();
    expect(screen.queryByTestId('chosen-document')).toBeNull();
  });

  it('saves once, the document with it, on a double click, a second Enter or a click while it is awaited', async () => {
    serve();
    const held = holdUploads(() => saved({ document: CHEQUE }, 'Banking document attached'));
    signedIn();
    renderApp('/partner/banking');
    fireEvent.change(await screen.findByLabelText(/^Account number/), { target: { value: '7654321098' } });
    chooseCheque();
    await screen.findByTestId('chosen-document');
    const button = screen.getByRole('button', { name: 'Save banking information' });
    await submitRepeatedly(button, held);
    held.release();
    await waitFor(() =>
      expect(screen.getByTestId('on-file-document').textContent).toContain('void-cheque.png, uploaded'),
    );
    expect(held.sent).toEqual([
      expect.objectContaining({
        accountNumber: '7654321098',
        image: expect.objectContaining({ fileName: 'void-cheque.png' }),
      }),
    ]);
  });

  it('shows the refusal staff made after the page was opened, once the save is refused for it', async () => {
    const refusal = { reason: 'The cheque is not legible.', refusedAt: '2026-08-03T14:05:00.000Z' };
    // Staff refuse the account while the page is open: the save without a document is refused.
    let refused = false;
    const fetchMock = serve({
      '/partner/banking-details': () => (refused ? { ...banking, refusal } : banking),
    });
    stubUploads(() => {
      refused = true;
      return {
        code: 1,
        data: {
          error: { GENERAL: NEW_DOCUMENT, image: NEW_DOCUMENT },
          errorKeys: {
            GENERAL: { key: 'validation.partnerNewBankingDocumentRequired' },
            image: { key: 'validation.partnerNewBankingDocumentRequired' },
          },
        },
      };
    });
    signedIn();
    renderApp('/partner/banking');
    fireEvent.change(await screen.findByLabelText(/^Account number/), { target: { value: '3141592653' } });
    expect(screen.queryByTestId('partner-banking-refused')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save banking information' }));
    expect((await screen.findByTestId('document-error')).textContent).toBe(NEW_DOCUMENT);
    const alert = await screen.findByTestId('partner-banking-refused');
    expect(alert.textContent).toContain('The cheque is not legible.');
    expect(screen.getByRole('heading', { name: 'Void cheque or bank letter (required)' })).toBeTruthy();
    // What was typed stays; the banking was read again once.
    expect((screen.getByLabelText(/^Account number/) as HTMLInputElement).value).toBe('3141592653');
    expect(sent(fetchMock, '/partner/banking-details')).toHaveLength(2);
  });

  it('asks a partner without an account for one', async () => {
    serve({
      '/partner/banking-details': () => ({
        ...banking,
        transitNumber: '',
        institutionNumber: '',
        accountNumber: '',
        onFile: false,
        updatedAt: null,
      }),
    });
    signedIn({ MISSING_PARTNER_BANKING: 'Y' });
    renderApp('/partner/banking');
    await screen.findByTestId('partner-banking-none');
    expect(screen.getByText('Please give the account your commissions are paid into.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Add an account' })).toBeTruthy();
  });
});

describe('/partner/faqs and /partner/documents', () => {
  it('opens an answer under its question', async () => {
    serve({
      '/partner/faqs': () => ({
        faqs: [{ id: 1, question: 'When are commissions paid?', answer: 'By direct deposit.' }],
      }),
    });
    signedIn();
    renderApp('/partner/faqs');
    const question = await screen.findByRole('button', { name: 'When are commissions paid?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('By direct deposit.')).toBeTruthy();
  });

  it('shows empty states', async () => {
    serve();
    signedIn();
    renderApp('/partner/faqs');
    await screen.findByText('There are no questions here yet.');
  });

  it('lists marketing tools and documents on one screen, at both paths', async () => {
    serve({
      '/partner/documents': () => ({
        documents: [
          {
            id: 1,
            kind: 'marketing',
            title: 'Health Spending Account brochure',
            summary: 'An introduction.',
            fileName: 'hsa-brochure.pdf',
            updatedAt: '2026-11-01T00:00:00.000Z',
          },
        ],
      }),
    });
    signedIn();
    renderApp('/partner/marketing-tools');
    const marketing = await screen.findByRole('region', { name: 'Marketing tools' });
    expect(
      within(marketing).getByRole('button', { name: 'Download “Health Spending Account brochure” (PDF)' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Documents' })).getByText('Nothing here yet.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Documents and Marketing Tools' })).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { usePreferences } from '../../lib/preferences';
import { useEmployeeSession } from '../../lib/session/store';
import { useSnackbar } from '../../lib/ui/snackbar';
import { employeeUser, mockApi, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';
import { holdUploads, stubUploads, submitRepeatedly } from '../../test/uploads';

const REFUSAL = { reason: 'The account holder does not match.', refusedAt: '2026-03-03T15:30:00.000Z' };

const BANKING = {
  onFile: true,
  transitNumber: '10029',
  institutionNumber: '004',
  accountNumber: '******5678',
  signatoryName: 'Liam Gagnon',
  prenotificationWaived: 'N',
  agreementVersion: '2025-01',
  acceptedAt: '2026-02-20T12:00:00.000Z',
  firstDebitFrom: '2026-03-02',
  document: {
    id: 9,
    fileName: 'void-cheque.png',
    mimeType: 'image/png',
    size: 1000,
    uploadedAt: '2026-02-20T12:00:00.000Z',
  },
  updatedAt: '2026-02-20T12:00:00.000Z',
};

/** /employer/banking-details/get as the server answers it after a failed PAD audit. */
const refused = {
  banking: BANKING,
  agreement: {
    version: '2025-01',
    title: 'Business pre-authorised debit agreement',
    category: 'BUSINESS',
    payee: { name: 'Spendwell Benefits', email: 'support@example.com', url: 'https://example.com' },
    sections: [],
  },
  BANKING_INFO_WAIVED: 'N',
  MISSING_COMPANY_BANKING: 'Y',
  refusal: REFUSAL,
};

/** A company admin of Prairie Sky Logistics (contract type 13), whose account is missing again. */
const admin = (over = {}) =>
  employeeUser({
    ID: 100002,
    EMPLOYEE: 100002,
    FIRST_NAME: 'Liam',
    LAST_NAME: 'Gagnon',
    EMPLOYER: 5002,
    EMPLOYER_NAME: 'Prairie Sky Logistics Ltd.',
    GROUP_ADMIN: 'Y',
    IS_ADMIN: 'Y',
    CONTRACT_TYPE: 13,
    MISSING_COMPANY_BANKING: 'Y',
    ...over,
  });

function serve(extra: Record<string, (data: Record<string, unknown>) => unknown> = {}) {
  return mockApi({
    '/employee': () => useEmployeeSession.getState().session?.user,
    '/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employer/banking-details/get': () => refused,
    ...extra,
  });
}

const chooseCheque = () =>
  fireEvent.change(screen.getByTestId('document-input'), {
    target: { files: [new File([new Uint8Array(1000)], 'new-cheque.png', { type: 'image/png' })] },
  });

const NEW_CHEQUE =
  'Please attach a new void cheque or bank letter for the company account: the one on file was not accepted.';

beforeEach(() => {
  useSnackbar.setState({ current: null, open: false });
  usePreferences.setState({ language: 'en' });
});
afterEach(() => vi.unstubAllGlobals());

describe('/business-banking after a failed PAD audit', () => {
  it('says, above the form, when and why staff refused the company’s account', async () => {
    serve();
    signInEmployee(admin());
    renderApp('/business-banking');
    const alert = await screen.findByTestId('company-banking-refused');
    expect(alert.textContent).toBe(
      `We could not verify your company’s bank account on ${formatDateTime(REFUSAL.refusedAt, 'en')}: ` +
        'The account holder does not match. Please enter it again with a new void cheque or bank letter.',
    );
    const form = await screen.findByRole('region', { name: 'Change the company bank account' });
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says it in French, with the French typography', async () => {
    usePreferences.setState({ language: 'fr' });
    serve();
    signInEmployee(admin());
    renderApp('/business-banking');
    expect((await screen.findByTestId('company-banking-refused')).textContent).toBe(
      `Nous n’avons pas pu vérifier le compte bancaire de votre entreprise le ${formatDateTime(REFUSAL.refusedAt, 'fr')}\u00a0: ` +
        'The account holder does not match. Veuillez le saisir de nouveau avec un nouveau chèque annulé ou une nouvelle lettre de la banque.',
    );
  });

  it('marks the void cheque required, and asks for a new one under it before sending', async () => {
    const sent = stubUploads(() => ({ code: 0, data: {} }));
    serve();
    signInEmployee(admin());
    renderApp('/business-banking');
    await screen.findByTestId('company-banking-refused');
    expect(screen.getByRole('heading', { name: 'Void cheque or bank letter (required)' })).toBeTruthy();
    expect(document.getElementById('document-intro')?.textContent).toMatch(
      / A new void cheque or bank letter is required: the one on file was not accepted\.$/,
    );
    fireEvent.change(screen.getByLabelText(/^Account number/), { target: { value: '7654321' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /accept/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    // The refused cheque on file does not count.
    expect((await screen.findByTestId('document-error')).textContent).toBe(NEW_CHEQUE);
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal of a save without a new cheque under the document field, in French', async () => {
    // Staff refused the account after the page was opened: the server refuses the save.
    stubUploads(() => ({
      code: 1,
      data: {
        error: { GENERAL: NEW_CHEQUE, image: NEW_CHEQUE },
        errorKeys: {
          GENERAL: { key: 'employer.newVoidChequeRequired' },
          image: { key: 'employer.newVoidChequeRequired' },
        },
      },
    }));
    usePreferences.setState({ language: 'fr' });
    const { refusal: _none, ...notRefused } = refused;
    serve({ '/employer/banking-details/get': () => notRefused });
    signInEmployee(admin());
    renderApp('/business-banking');
    fireEvent.change(await screen.findByLabelText(/^Numéro de compte/), { target: { value: '7654321' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /je l’accepte/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect((await screen.findByTestId('document-error')).textContent).toBe(
      'Veuillez joindre un nouveau chèque annulé ou une nouvelle lettre de la banque pour le compte de l’entreprise\u00a0: le document au dossier n’a pas été accepté.',
    );
  });

  it('shows the refusal staff made after the page was opened, once the save is refused for it', async () => {
    let refusedNow = false;
    stubUploads(() => {
      refusedNow = true;
      return {
        code: 1,
        data: {
          error: { GENERAL: NEW_CHEQUE, image: NEW_CHEQUE },
          errorKeys: {
            GENERAL: { key: 'employer.newVoidChequeRequired' },
            image: { key: 'employer.newVoidChequeRequired' },
          },
        },
      };
    });
    const { refusal: _none, ...notRefused } = refused;
    const reads: unknown[] = [];
    serve({
      '/employer/banking-details/get': (data) => {
        reads.push(data);
        return refusedNow ? refused : notRefused;
      },
    });
    signInEmployee(admin());
    renderApp('/business-banking');
    fireEvent.change(await screen.findByLabelText(/^Account number/), { target: { value: '7654321' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /accept/i }));
    expect(screen.queryByTestId('company-banking-refused')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByTestId('document-error')).textContent).toBe(NEW_CHEQUE);
    const alert = await screen.findByTestId('company-banking-refused');
    expect(alert.textContent).toContain('The account holder does not match.');
    expect(screen.getByRole('heading', { name: 'Void cheque or bank letter (required)' })).toBeTruthy();
    // What was typed stays; the account was read again once.
    expect((screen.getByLabelText(/^Account number/) as HTMLInputElement).value).toBe('7654321');
    expect(reads).toHaveLength(2);
  });

  it('no longer says it once a new account is saved with a new cheque', async () => {
    const after = { ...BANKING, accountNumber: '******4321' };
    const sent = stubUploads(() => ({
      code: 0,
      data: {
        banking: after,
        BANKING_INFO_WAIVED: 'Y',
        MISSING_COMPANY_BANKING: 'N',
        message: 'Company banking details saved',
      },
    }));
    const saved = () => sent.length > 0;
    // A waived company is not sent on after saving: the page stays.
    serve({
      '/employer/banking-details/get': () => {
        const { refusal: _ended, ...rest } = refused;
        return saved()
          ? { ...rest, banking: after, BANKING_INFO_WAIVED: 'Y', MISSING_COMPANY_BANKING: 'N' }
          : { ...refused, BANKING_INFO_WAIVED: 'Y' };
      },
    });
    signInEmployee(admin({ BANKING_INFO_WAIVED: 'Y' }));
    renderApp('/business-banking');
    await screen.findByTestId('company-banking-refused');
    fireEvent.change(screen.getByLabelText(/^Account number/), { target: { value: '7654321' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /accept/i }));
    chooseCheque();
    fireEvent.click(screen.getByRole('button', { name: 'Save company banking' }));
    await waitFor(() => expect(screen.getByTestId('on-file-account').textContent).toBe('******4321'));
    expect(screen.queryByTestId('company-banking-refused')).toBeNull();
    expect(sent[0]).toMatchObject({ image: { fileName: 'new-cheque.png' } });
  });
});

// QA lifecycle finding 9: a passed PAD audit was shown nowhere.
describe('/business-banking after a passed PAD audit', () => {
  const verifiedAt = '2026-02-23T18:10:00.000Z';
  const passed = { ...refused, MISSING_COMPANY_BANKING: 'N', refusal: undefined, verifiedAt };

  it('says when staff verified the company’s account, in English and French', async () => {
    serve({ '/employer/banking-details/get': () => passed });
    signInEmployee(admin({ MISSING_COMPANY_BANKING: 'N' }));
    const { unmount } = renderApp('/business-banking');
    expect((await screen.findByTestId('company-banking-verified')).textContent).toBe(
      `Verified on ${formatDateTime(verifiedAt, 'en')}`,
    );
    expect(screen.queryByTestId('company-banking-refused')).toBeNull();
    unmount();
    usePreferences.setState({ language: 'fr' });
    renderApp('/business-banking');
    expect((await screen.findByTestId('company-banking-verified')).textContent).toBe(
      `Vérifié le ${formatDateTime(verifiedAt, 'fr')}`,
    );
  });

  it('says nothing of it while none is answered', async () => {
    serve();
    signInEmployee(admin());
    renderApp('/business-banking');
    await screen.findByTestId('company-banking-refused');
    expect(screen.queryByTestId('company-banking-verified')).toBeNull();
  });
});

describe('/business-banking saving', () => {
  it('saves once, the cheque with it, on a double click, a second Enter or a click while it is awaited', async () => {
    const after = { ...BANKING, accountNumber: '******4321' };
    // Once saved, the account is read again as the save left it.
    let saved = false;
    const held = holdUploads(() => {
      saved = true;
      return {
        code: 0,
        data: {
          banking: after,
          BANKING_INFO_WAIVED: 'N',
          MISSING_COMPANY_BANKING: 'N',
          message: 'Company banking details saved',
        },
      };
    });
    const { refusal: _none, ...notRefused } = refused;
    serve({
      '/employer/banking-details/get': () => ({
        ...notRefused,
        banking: saved ? after : BANKING,
        MISSING_COMPANY_BANKING: 'N',
      }),
    });
    signInEmployee(admin({ MISSING_COMPANY_BANKING: 'N' }));
    renderApp('/business-banking');
    fireEvent.change(await screen.findByLabelText(/^Account number/), { target: { value: '7654321' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /accept/i }));
    chooseCheque();
    await screen.findByTestId('chosen-document');
    const button = screen.getByRole('button', { name: 'Save company banking' });
    await submitRepeatedly(button, held);
    held.release();
    await waitFor(() => expect(screen.getByTestId('on-file-account').textContent).toBe('******4321'));
    expect(useSnackbar.getState().current?.message).toBe('Company banking details saved');
    expect(held.sent).toEqual([
      expect.objectContaining({
        accountNumber: '7654321',
        image: expect.objectContaining({ fileName: 'new-cheque.png' }),
      }),
    ]);
  });
});

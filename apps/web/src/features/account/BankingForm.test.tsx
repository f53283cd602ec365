import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { usePreferences } from '../../lib/preferences';
import { useSnackbar } from '../../lib/ui/snackbar';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';
import { callsTo, serveAccount } from './testApi';
import { holdUploads, stubUploads, submitRepeatedly } from '../../test/uploads';

const ON_FILE = {
  transitNumber: '00012',
  institutionNumber: '004',
  accountNumber: '******5678',
  eft_agreement: 'Y',
  document: null,
  onFile: true,
  updatedAt: '2025-01-10T12:00:00.000Z',
};

const REFUSAL = { reason: 'The cheque is not legible.', refusedAt: '2025-01-12T15:30:00.000Z' };

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const set = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save banking details' }));

async function openBanking(over: Parameters<typeof employeeUser>[0] = {}, onFile: object = ON_FILE) {
  const api = serveAccount({ '/employee/banking-details': () => onFile });
  signInEmployee(employeeUser(over));
  const view = renderApp('/banking-details');
  await screen.findByLabelText(/Transit number/, {});
  return { ...view, api };
}

/** A File of `size` bytes (jsdom keeps the declared type). */
function fileOf(name: string, type: string, size = 1000): File {
  return new File([new Uint8Array(size)], name, { type });
}

const NEW_DOCUMENT = 'Please attach a new void cheque or bank letter: the one on file was not accepted.';

beforeEach(() => {
  useSnackbar.setState({ current: null, open: false });
  usePreferences.setState({ language: 'en' });
});
afterEach(() => vi.unstubAllGlobals());

describe('banking details form', () => {
  it('shows what is on file, the account number masked', async () => {
    await openBanking();
    expect((await screen.findByTestId('on-file-account')).textContent).toBe('******5678');
    expect(screen.getByTestId('on-file-transit').textContent).toBe('00012');
    // The full account number must be typed again; transit and institution are filled in.
    expect(input(/Transit number/).value).toBe('00012');
    expect(input(/Account number/).value).toBe('');
    // Staff have not passed these details (no verifiedAt): no verification is claimed.
    expect(screen.queryByTestId('banking-verified')).toBeNull();
  });

  it('says, above the form, when and why staff refused the details on file', async () => {
    await openBanking({ MISSING_BANKING: 'Y' }, { ...ON_FILE, refusal: REFUSAL });
    const alert = await screen.findByTestId('banking-refused');
    expect(alert.textContent).toBe(
      `We could not verify your banking details on ${formatDateTime(REFUSAL.refusedAt, 'en')}: ` +
        'The cheque is not legible. Please enter them again with a new void cheque or bank letter.',
    );
    const form = screen.getByRole('region', { name: 'Change banking details' });
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  // QA lifecycle finding 9: a passed PAD audit was shown nowhere.
  it('says when staff verified the details on file, in English and French', async () => {
    const verifiedAt = '2025-01-11T16:45:00.000Z';
    const { unmount } = await openBanking({}, { ...ON_FILE, verifiedAt });
    expect(screen.getByTestId('banking-verified').textContent).toBe(
      `Verified on ${formatDateTime(verifiedAt, 'en')}`,
    );
    unmount();
    usePreferences.setState({ language: 'fr' });
    renderApp('/banking-details');
    expect((await screen.findByTestId('banking-verified')).textContent).toBe(
      `Vérifiés le ${formatDateTime(verifiedAt, 'fr')}`,
    );
  });

  it('says it in French, with the French typography', async () => {
    usePreferences.setState({ language: 'fr' });
    serveAccount({ '/employee/banking-details': () => ({ ...ON_FILE, refusal: REFUSAL }) });
    signInEmployee(employeeUser({ MISSING_BANKING: 'Y' }));
    renderApp('/banking-details');
    expect((await screen.findByTestId('banking-refused')).textContent).toBe(
      `Nous n’avons pas pu vérifier vos renseignements bancaires le ${formatDateTime(REFUSAL.refusedAt, 'fr')}\u00a0: ` +
        'The cheque is not legible. Veuillez les saisir de nouveau avec un nouveau chèque annulé ou une nouvelle lettre de la banque.',
    );
  });

  it('while the refusal is shown, marks the document required and asks for a new one under it before sending', async () => {
    const sent = stubUploads(() => ({ code: 0, data: { ...ON_FILE, message: 'Banking document attached' } }));
    await openBanking({ MISSING_BANKING: 'Y' }, { ...ON_FILE, refusal: REFUSAL });
    expect(screen.getByRole('heading', { name: 'Void cheque or bank letter (required)' })).toBeTruthy();
    expect(document.getElementById('document-intro')?.textContent).toMatch(
      / A new one is required: the one on file was not accepted\.$/,
    );
    set(/Account number/, '5012345678');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByTestId('document-error')).textContent).toBe(NEW_DOCUMENT);
    expect(screen.getByText('Please correct the missing information above')).toBeTruthy();
    expect(sent).toEqual([]);

    // With a new document the details are sent, the document with them.
    fireEvent.change(screen.getByTestId('document-input'), {
      target: { files: [fileOf('new-cheque.png', 'image/png')] },
    });
    await waitFor(() => expect(screen.queryByTestId('document-error')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ accountNumber: '5012345678', image: { fileName: 'new-cheque.png' } });
  });

  it('shows the server’s refusal of a save without a new document under the document field, in French', async () => {
    // Staff refused the details after the page was opened: the server refuses the save.
    stubUploads(() => ({
      code: 1,
      data: {
        error: { GENERAL: NEW_DOCUMENT, image: NEW_DOCUMENT },
        errorKeys: {
          GENERAL: { key: 'account.newBankingDocumentRequired' },
          image: { key: 'account.newBankingDocumentRequired' },
        },
      },
    }));
    usePreferences.setState({ language: 'fr' });
    serveAccount({ '/employee/banking-details': () => ON_FILE });
    signInEmployee(employeeUser());
    renderApp('/banking-details');
    fireEvent.change(await screen.findByLabelText(/^Numéro de compte/), { target: { value: '5012345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les renseignements bancaires' }));
    expect((await screen.findByTestId('document-error')).textContent).toBe(
      'Veuillez joindre un nouveau chèque annulé ou une nouvelle lettre de la banque\u00a0: le document au dossier n’a pas été accepté.',
    );
  });

  it('shows the refusal staff made after the page was opened, once the save is refused for it', async () => {
    let refused = false;
    stubUploads(() => {
      refused = true;
      return {
        code: 1,
        data: {
          error: { GENERAL: NEW_DOCUMENT, image: NEW_DOCUMENT },
          errorKeys: {
            GENERAL: { key: 'account.newBankingDocumentRequired' },
            image: { key: 'account.newBankingDocumentRequired' },
          },
        },
      };
    });
    const api = serveAccount({
      '/employee/banking-details': () => (refused ? { ...ON_FILE, refusal: REFUSAL } : ON_FILE),
    });
    signInEmployee(employeeUser());
    renderApp('/banking-details');
    await screen.findByLabelText(/Account number/);
    set(/Account number/, '5012345678');
    expect(screen.queryByTestId('banking-refused')).toBeNull();
    save();
    expect((await screen.findByTestId('document-error')).textContent).toBe(NEW_DOCUMENT);
    const alert = await screen.findByTestId('banking-refused');
    expect(alert.textContent).toContain('The cheque is not legible.');
    expect(screen.getByRole('heading', { name: 'Void cheque or bank letter (required)' })).toBeTruthy();
    // What was typed stays; the details were read again once.
    expect(input(/Account number/).value).toBe('5012345678');
    expect(callsTo(api, '/employee/banking-details')).toHaveLength(2);
  });

  it('saves once, the document with it, on a double click, a second Enter or a click while it is awaited', async () => {
    const held = holdUploads(() => ({ code: 0, data: { ...ON_FILE, message: 'Banking document attached' } }));
    await openBanking();
    set(/Account number/, '5012345678');
    fireEvent.change(screen.getByTestId('document-input'), {
      target: { files: [fileOf('cheque.png', 'image/png')] },
    });
    await screen.findByTestId('chosen-document');
    const button = screen.getByRole('button', { name: 'Save banking details' });
    await submitRepeatedly(button, held);
    held.release();
    await waitFor(() => expect(useSnackbar.getState().current?.message).toBe('Banking document attached'));
    expect(held.sent).toEqual([
      expect.objectContaining({
        accountNumber: '5012345678',
        image: expect.objectContaining({ fileName: 'cheque.png' }),
      }),
    ]);
  });

  it('checks each number format and the EFT agreement before sending', async () => {
    const { api } = await openBanking(
      {},
      { ...ON_FILE, onFile: false, eft_agreement: 'N', transitNumber: '', institutionNumber: '' },
    );
    set(/Transit number/, '1234');
    set(/Institution number/, '04');
    set(/Account number/, '123456');
    save();
    expect(await screen.findByText('Invalid transit number format.')).toBeTruthy();
    expect(screen.getByText('Invalid institution number format.')).toBeTruthy();
    expect(screen.getByText('Invalid account number format.')).toBeTruthy();
    expect(screen.getByText('Please accept the agreement to continue')).toBeTruthy();
    expect(screen.getByText('Please correct the missing information above')).toBeTruthy();

    set(/Transit number/, '12a45');
    set(/Account number/, '1234567890123');
    save();
    await waitFor(() => expect(screen.getByText('Invalid transit number format.')).toBeTruthy());
    expect(screen.getByText('Invalid account number format.')).toBeTruthy();
    expect(callsTo(api, '/employee/banking-details/save')).toEqual([]);

    set(/Transit number/, '');
    save();
    expect(await screen.findByText('Please fill out your transit number')).toBeTruthy();
  });

  it('checks the document in the browser: JPEG, PNG or PDF, at most 5 MB', async () => {
    await openBanking();
    const picker = screen.getByTestId('document-input') as HTMLInputElement;
    expect(picker.getAttribute('accept')).toBe('image/*,application/pdf');

    fireEvent.change(picker, { target: { files: [fileOf('cheque.gif', 'image/gif')] } });
    expect((await screen.findByTestId('document-error')).textContent).toBe(
      'Invalid document type, please choose a JPEG, PNG, or PDF',
    );
    fireEvent.change(picker, {
      target: { files: [fileOf('cheque.pdf', 'application/pdf', 5 * 1024 * 1024 + 1)] },
    });
    expect((await screen.findByTestId('document-error')).textContent).toBe(
      'Maximum image size cannot exceed 5MB.',
    );
    fireEvent.change(picker, { target: { files: [fileOf('cheque.png', 'image/png', 5 * 1024 * 1024)] } });
    await waitFor(() => expect(screen.queryByTestId('document-error')).toBeNull());
    expect(screen.getByTestId('chosen-document').textContent).toContain('cheque.png');

    // A refused file is not kept: saving would not send it.
    fireEvent.change(picker, { target: { files: [fileOf('notes.txt', 'text/plain')] } });
    expect(await screen.findByTestId('document-error')).toBeTruthy();
    expect(screen.queryByTestId('chosen-document')).toBeNull();
  });

  // QA robust finding 9: a refused file's type, size or emptiness is not missing information.
  it('says "Please correct the information above" when only the chosen file is refused, in the browser or by the server', async () => {
    const INVALID_TYPE = 'Invalid document type, please choose a JPEG, PNG, or PDF';
    const sent = stubUploads(() => ({
      code: 1,
      data: {
        error: { GENERAL: INVALID_TYPE, image: INVALID_TYPE },
        errorKeys: {
          GENERAL: { key: 'validation.invalidDocumentType' },
          image: { key: 'validation.invalidDocumentType' },
        },
      },
    }));
    await openBanking();
    set(/Account number/, '5012345678');
    const picker = screen.getByTestId('document-input');
    fireEvent.change(picker, { target: { files: [fileOf('cheque.gif', 'image/gif')] } });
    save();
    expect((await screen.findByTestId('document-error')).textContent).toBe(INVALID_TYPE);
    expect(await screen.findByText('Please correct the information above')).toBeTruthy();
    expect(screen.queryByText('Please correct the missing information above')).toBeNull();
    expect(sent).toEqual([]);

    // An empty file the browser lets through (0 KB, not "1 KB"), refused by the server for its bytes.
    fireEvent.change(picker, { target: { files: [fileOf('empty.png', 'image/png', 0)] } });
    await waitFor(() => expect(screen.getByTestId('chosen-document').textContent).toContain('(0 KB)'));
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((await screen.findByTestId('document-error')).textContent).toBe(INVALID_TYPE);
    expect(await screen.findByText('Please correct the information above')).toBeTruthy();
    expect(screen.queryByText('Please correct the missing information above')).toBeNull();
  });

  it('sends the details without a document through the API and shows the answer', async () => {
    // callWithProgress uses XMLHttpRequest; a fake one answers like the server.
    const sent: unknown[] = [];
    class FakeXhr {
      upload = { onprogress: null as ((e: ProgressEvent) => void) | null };
      status = 200;
      responseText = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      onabort: (() => void) | null = null;
      headers: Record<string, string> = {};
      open() {}
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      abort() {}
      send(body: string) {
        sent.push({ body: JSON.parse(body) as unknown, headers: this.headers });
        this.responseText = JSON.stringify({
          code: 0,
          data: {
            ...ON_FILE,
            transitNumber: '12345',
            accountNumber: '******4567',
            message: 'Banking details saved',
          },
        });
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await openBanking();
    set(/Transit number/, '12345');
    set(/Account number/, '1234567');
    save();
    await waitFor(() => expect(useSnackbar.getState().current?.message).toBe('Banking details saved'));
    expect(sent[0]).toMatchObject({
      body: {
        data: {
          transitNumber: '12345',
          institutionNumber: '004',
          accountNumber: '1234567',
          eft_agreement: 'Y',
        },
      },
      headers: { token: 'tok-e' },
    });
    expect(await screen.findByText('12345')).toBeTruthy();
  });
});

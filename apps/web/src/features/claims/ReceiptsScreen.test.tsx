import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_MESSAGES, CLAIM_MESSAGES, MESSAGES } from '@benefits/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimView } from '../../lib/claims/api';
import { i18n } from '../../lib/i18n';
import { useEmployeeSession } from '../../lib/session/store';
import { closeOnNavigation, useSnackbar } from '../../lib/ui/snackbar';
import { calledPaths, employeeUser, mockApi, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';
import { emulateFocusFixup } from '../../test/focusFixup';
import { holdUploads, stubUploads } from '../../test/uploads';
import { claim41, claimReceipt } from '../../test/claims';

/** Claim 41, open, with the given receipts. */
const claimWithReceipts = (receipts: ClaimView['receipts']) => claim41({ receipts });

/** The employee's API with claim 41 as `current()` says, and more handlers. */
function serve(
  current: () => ClaimView,
  more: Record<string, (data: Record<string, unknown>) => unknown> = {},
) {
  return mockApi({
    '/employee': () => useEmployeeSession.getState().session?.user,
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/claims/pending': () => ({ incompleteClaims: { HSA: null, WSA: null }, lastClaimId: null }),
    '/employee/claim-details': () => ({ claim: current(), history: [] }),
    ...more,
  });
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

const choose = async (file: File) => {
  const input = await screen.findByTestId('receipt-input', {}, { timeout: 10_000 });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
};

beforeEach(() => {
  useSnackbar.setState({ current: null, open: false });
});

let stopFollowing = () => {};
afterEach(async () => {
  stopFollowing();
  stopFollowing = () => {};
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('/claims/upload', () => {
  it('refuses a text file renamed .png as it is chosen, saying it is not a readable image or PDF', async () => {
    serve(() => claimWithReceipts([]));
    const sent = stubUploads(() => ({ code: 0, data: {} }));
    signInEmployee(employeeUser());
    renderApp('/claims/upload?claim=41');
    await choose(new File(['Harbord Massage, $120.00\n'], 'receipt.png', { type: 'image/png' }));
    const refusal = await screen.findByTestId('upload-error');
    expect(refusal.textContent).toBe(
      'receipt.png was not attached: This file is not a readable image or PDF. Please choose a JPEG, PNG, or PDF.',
    );
    expect(sent).toEqual([]);
    // A file that is no image by name keeps the spec's type message.
    await choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect((await screen.findByTestId('upload-error')).textContent).toBe(
      `setup.exe was not attached: ${MESSAGES.invalidImageType}`,
    );
  }, 30_000);

  it('says it in French too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    serve(() => claimWithReceipts([]));
    stubUploads(() => ({ code: 0, data: {} }));
    signInEmployee(employeeUser());
    renderApp('/claims/upload?claim=41');
    await choose(new File(['not an image'], 'recu.png', { type: 'image/png' }));
    expect((await screen.findByTestId('upload-error')).textContent).toBe(
      'recu.png n’a pas été joint : Ce fichier n’est pas une image ou un PDF lisible. Veuillez choisir un fichier JPEG, PNG ou PDF.',
    );
  }, 30_000);

  it('shows the server’s own reason at the receipt, not its general message', async () => {
    serve(() => claimWithReceipts([]));
    // The server refuses the file on a field of the request (its content), with the general text.
    stubUploads(() => ({
      code: 1,
      data: {
        error: { GENERAL: API_MESSAGES.correctInformation, content: CLAIM_MESSAGES.unreadableFile },
      },
    }));
    signInEmployee(employeeUser());
    renderApp('/claims/upload?claim=41');
    await choose(new File([new Uint8Array(PNG_HEAD)], 'cut-short.png', { type: 'image/png' }));
    expect((await screen.findByTestId('upload-error', {}, { timeout: 10_000 })).textContent).toBe(
      `cut-short.png was not attached: ${CLAIM_MESSAGES.unreadableFile}`,
    );
  }, 30_000);

  it('removes a receipt attached by mistake, with a button named after its file', async () => {
    let claim = claimWithReceipts([claimReceipt(3, 'wrong-receipt.png'), claimReceipt(4, 'massage.pdf')]);
    const removed: unknown[] = [];
    const fetchMock = serve(() => claim, {
      '/claim/receipt/remove': (data) => {
        removed.push(data);
        claim = claimWithReceipts([claimReceipt(4, 'massage.pdf')]);
        return { claim, message: CLAIM_MESSAGES.receiptRemoved };
      },
    });
    signInEmployee(employeeUser());
    renderApp('/claims/upload?claim=41');
    const list = await screen.findByRole('list', { name: 'Attached receipts' }, { timeout: 10_000 });
    const remove = within(list).getByRole('button', { name: 'Remove wrong-receipt.png' });
    expect(within(list).getByRole('button', { name: 'Remove massage.pdf' })).toBeTruthy();
    // A real button: reachable and pressed from the keyboard like any other.
    expect(remove.tagName).toBe('BUTTON');
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(screen.getAllByTestId('receipts-file')).toHaveLength(1));
    expect(removed).toEqual([{ claimId: 41, fileId: 3 }]);
    expect(calledPaths(fetchMock).filter((p) => p === '/claim/receipt/remove')).toHaveLength(1);
    expect(screen.queryByText('wrong-receipt.png')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Attached receipt (1)' })).toBe(document.activeElement);
    await waitFor(() => expect(useSnackbar.getState().current?.message).toBe('Receipt removed'));
  }, 30_000);

  it('closes the step’s message when the reader goes on to the review, so it covers nothing there', async () => {
    let claim = claimWithReceipts([claimReceipt(3, 'wrong-receipt.png'), claimReceipt(4, 'massage.pdf')]);
    serve(() => claim, {
      '/claim/receipt/remove': () => {
        claim = claimWithReceipts([claimReceipt(4, 'massage.pdf')]);
        return { claim, message: CLAIM_MESSAGES.receiptRemoved };
      },
    });
    signInEmployee(employeeUser());
    const { router } = renderApp('/claims/upload?claim=41');
    // The snackbar follows the router as main.tsx has it follow the app's.
    stopFollowing = closeOnNavigation(router);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove wrong-receipt.png' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(useSnackbar.getState().current?.message).toBe('Receipt removed'));
    expect(useSnackbar.getState().open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(await screen.findByRole('button', { name: 'Submit claim' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/claims/review');
    expect(useSnackbar.getState().open).toBe(false);
  }, 30_000);

  it('after an upload, puts the keyboard on the attached receipts’ heading, and back on the button after a refusal', async () => {
    let claim = claimWithReceipts([]);
    serve(() => claim);
    const held = holdUploads((data) => {
      claim = claimWithReceipts([claimReceipt(5, String(data.fileName))]);
      return { code: 0, data: { claim, message: CLAIM_MESSAGES.receiptUploaded } };
    });
    signInEmployee(employeeUser());
    renderApp('/claims/upload?claim=41');
    const chooseButton = await screen.findByTestId('receipt-choose', {}, { timeout: 10_000 });
    const stop = emulateFocusFixup();
    try {
      chooseButton.focus();
      const png = new Uint8Array([...PNG_HEAD, ...new Array<number>(20).fill(0)]);
      await choose(new File([png], 'massage.png', { type: 'image/png' }));
      // Sending: the button is disabled and the browser drops the focus.
      await waitFor(() => expect(held.sent).toHaveLength(1));
      expect(document.activeElement).toBe(document.body);
      await act(async () => held.release());
      const heading = await screen.findByRole('heading', { name: 'Attached receipt (1)' });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      // A file refused by the browser's check: the keyboard is back on the button.
      chooseButton.focus();
      await choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
      expect(await screen.findByTestId('upload-error')).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(chooseButton));
    } finally {
      stop();
    }
  }, 30_000);

  it('names the remove button in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    serve(() => claimWithReceipts([claimReceipt(3, 'recu.png')]));
    signInEmployee(employeeUser());
    renderApp('/claims/upload?claim=41');
    expect(await screen.findByRole('button', { name: 'Retirer recu.png' }, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);
});

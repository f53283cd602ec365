import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { dismissFailure, showFailure, showSuccess, useSnackbar } from './snackbar';
import { SnackbarView } from './SnackbarView';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  useSnackbar.setState({ current: null, open: false });
});

describe('the snackbar', () => {
  it('names its close button in the reader’s language, and closes with it', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(
      <I18nextProvider i18n={i18n}>
        <SnackbarView />
      </I18nextProvider>,
    );
    act(() => showSuccess('L’élément de la réclamation a été ajouté'));
    const close = await screen.findByRole('button', { name: 'Fermer' });
    expect(close.getAttribute('title')).toBe('Fermer');
    fireEvent.click(close);
    await waitFor(() => expect(useSnackbar.getState().open).toBe(false));
  });

  it('closes an earlier failure for a later attempt, and leaves a success on screen', () => {
    showFailure('There is no employee with this ID.');
    dismissFailure();
    expect(useSnackbar.getState().open).toBe(false);
    showSuccess('The limit was recalculated.');
    dismissFailure();
    expect(useSnackbar.getState().open).toBe(true);
    expect(useSnackbar.getState().current?.message).toBe('The limit was recalculated.');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { usePreferences } from '../lib/preferences';
import { PREFERENCES_KEY } from '../lib/preferences-key';
import { renderApp } from '../test/renderApp';

afterEach(() => {
  usePreferences.setState({ language: 'en', theme: 'light' });
});

describe('language and theme switches', () => {
  it('switch the login page to French, including the domain validation messages', async () => {
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion employé' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(usePreferences.getState().language).toBe('fr');

    fireEvent.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(await screen.findByText('Veuillez entrer votre numéro d’employé')).toBeTruthy();
    expect(screen.getByText('Veuillez entrer votre mot de passe')).toBeTruthy();
    expect(screen.getByText('Veuillez corriger les renseignements ci-dessus')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Please fill out your Employee ID')).toBeTruthy();
    expect(i18n.language).toBe('en');
  });

  it('toggle the theme and remember it', async () => {
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(usePreferences.getState().theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}').state.theme).toBe('dark');
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../preferences';
import { employeeUser, mockApi, signInEmployee } from '../../test/employee';
import { partnerUser, signInPartner } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';

// The notes as /update-notes answers them: each in English and, when typed, French (decision 0021).
const NOTES = [
  {
    id: 2,
    VERSION: '2.5.4',
    title: 'Faster claims on your phone',
    body: 'Take a photo of your receipt.',
    titleFr: 'Des réclamations plus rapides sur votre téléphone',
    bodyFr: 'Photographiez votre reçu.',
    date: '2025-10-15',
  },
  {
    id: 1,
    VERSION: '2.4.0',
    title: 'Notifications',
    body: 'Get notified when a claim is paid.',
    titleFr: '',
    bodyFr: '',
    date: '2024-11-20',
  },
];

const serve = (notes = NOTES) =>
  mockApi({
    '/employee': () => employeeUser(),
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/update-notes': () => ({ notes }),
  });

const shown = async () => {
  const articles = await screen.findAllByTestId('update-note');
  return articles.map((a) => ({
    title: within(a).getByTestId('update-note-title'),
    body: within(a).getByTestId('update-note-body'),
  }));
};

afterEach(() => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

describe('update notes in the language on screen', () => {
  it('shows a French reader the French, and the English (marked lang="en") of a note without French', async () => {
    usePreferences.setState({ language: 'fr' });
    serve();
    signInEmployee(employeeUser());
    renderApp('/update-notes');
    const [french, english] = await shown();
    expect(french!.title.textContent).toBe('Des réclamations plus rapides sur votre téléphone');
    expect(french!.body.textContent).toBe('Photographiez votre reçu.');
    expect(french!.title.getAttribute('lang')).toBeNull();
    expect(english!.title.textContent).toBe('Notifications');
    expect(english!.body.textContent).toBe('Get notified when a claim is paid.');
    expect(english!.title.getAttribute('lang')).toBe('en');
    expect(english!.body.getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('update-notes-english-only').textContent).toBe(
      'Les notes qui ne sont pas encore traduites sont affichées en anglais.',
    );
  });

  it('shows an English reader the English, with no language notice', async () => {
    serve();
    signInEmployee(employeeUser());
    renderApp('/update-notes');
    const [first] = await shown();
    expect(first!.title.textContent).toBe('Faster claims on your phone');
    expect(first!.title.getAttribute('lang')).toBeNull();
    expect(screen.queryByTestId('update-notes-english-only')).toBeNull();
  });

  it('shows partners the French at /partner/update-notes, with no notice when every note has it', async () => {
    usePreferences.setState({ language: 'fr' });
    serve([NOTES[0]!]);
    signInPartner(partnerUser());
    renderApp('/partner/update-notes');
    const [note] = await shown();
    expect(note!.title.textContent).toBe('Des réclamations plus rapides sur votre téléphone');
    expect(screen.queryByTestId('update-notes-english-only')).toBeNull();
  });
});

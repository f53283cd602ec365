import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import './preferences-cookie';
import { usePreferences } from './preferences';
import { PREFERENCES_KEY } from './preferences-key';

/** What the browser delivers to this tab when another tab of the app stores its preferences. */
function otherTabStores(state: { theme: 'light' | 'dark'; language: 'en' | 'fr' }, key = PREFERENCES_KEY) {
  const oldValue = localStorage.getItem(key);
  const newValue = JSON.stringify({ state, version: 1 });
  localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));
}

describe('preferences', () => {
  it('are mirrored into the cookie the server frames the sign-in pages by', () => {
    act(() => usePreferences.setState({ theme: 'light', language: 'en' }));
    expect(document.cookie).toContain('benefits.prefs=light.en');
    act(() => usePreferences.getState().toggleTheme());
    expect(document.cookie).toContain('benefits.prefs=dark.en');
    act(() => usePreferences.getState().setLanguage('fr'));
    expect(document.cookie).toContain('benefits.prefs=dark.fr');
  });

  it('follow a theme or language chosen in another tab, and nothing else stored there', async () => {
    act(() => usePreferences.setState({ theme: 'light', language: 'en' }));

    await act(async () => otherTabStores({ theme: 'dark', language: 'en' }));
    expect(usePreferences.getState().theme).toBe('dark');

    await act(async () => otherTabStores({ theme: 'dark', language: 'fr' }));
    expect(usePreferences.getState().language).toBe('fr');

    // Another key changing (the session, say) leaves the preferences alone.
    localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({ state: { theme: 'light', language: 'en' }, version: 1 }),
    );
    await act(async () => otherTabStores({ theme: 'light', language: 'en' }, 'benefits.session'));
    expect(usePreferences.getState()).toMatchObject({ theme: 'dark', language: 'fr' });

    act(() => usePreferences.setState({ theme: 'light', language: 'en' }));
  });
});

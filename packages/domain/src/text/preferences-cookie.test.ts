import { describe, expect, it } from 'vitest';
import { PREFERENCES_COOKIE, preferencesCookieValue, preferencesFromCookie } from './preferences-cookie';

describe('the preferences cookie', () => {
  it('reads back what the web app writes', () => {
    const header = `other=1; ${PREFERENCES_COOKIE}=${preferencesCookieValue('dark', 'fr')}; last=2`;
    expect(preferencesFromCookie(header)).toEqual({ theme: 'dark', language: 'fr' });
  });

  it('keeps only the valid half of a damaged value, and nothing without the cookie', () => {
    expect(preferencesFromCookie(`${PREFERENCES_COOKIE}=dark.de`)).toEqual({ theme: 'dark' });
    expect(preferencesFromCookie(`${PREFERENCES_COOKIE}=blue.en`)).toEqual({ language: 'en' });
    expect(preferencesFromCookie(`${PREFERENCES_COOKIE}=`)).toEqual({});
    expect(preferencesFromCookie('x.benefits.prefs=dark.fr')).toEqual({});
    expect(preferencesFromCookie(undefined)).toEqual({});
    expect(preferencesFromCookie(['a=b'])).toEqual({});
  });
});

import { isLanguage, type Language } from './language';

/*
 * The theme and language a visitor chose, which the web app keeps in local storage, mirrored into a
 * cookie so that the server can send the sign-in pages' first frame already in them (decision 0051).
 * Not a session and nothing personal: two words, readable by the page.
 */

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeModeName = (typeof THEME_MODES)[number];

export const PREFERENCES_COOKIE = 'benefits.prefs';

/** A year: the preferences themselves are kept until the visitor changes them. */
export const PREFERENCES_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const preferencesCookieValue = (theme: ThemeModeName, language: Language): string =>
  `${theme}.${language}`;

/** The theme and language of a `Cookie` header, each absent unless the cookie names a valid one. */
export function preferencesFromCookie(header: unknown): { theme?: ThemeModeName; language?: Language } {
  if (typeof header !== 'string') return {};
  for (const part of header.split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name !== PREFERENCES_COOKIE) continue;
    const [theme, language] = value.split('.');
    return {
      ...((THEME_MODES as readonly string[]).includes(theme ?? '') ? { theme: theme as ThemeModeName } : {}),
      ...(isLanguage(language) ? { language } : {}),
    };
  }
  return {};
}

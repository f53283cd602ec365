import { PREFERENCES_COOKIE, PREFERENCES_COOKIE_MAX_AGE, preferencesCookieValue } from '@benefits/domain';
import { usePreferences, type Language, type ThemeMode } from './preferences';

/*
 * The server sends the sign-in pages' first frame in the theme and language of this cookie (decision
 * 0051): it mirrors the stored preferences, written now and whenever they change.
 */
function mirrorToCookie({ theme, language }: { theme: ThemeMode; language: Language }) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${PREFERENCES_COOKIE}=${preferencesCookieValue(theme, language)}; Path=/; Max-Age=${PREFERENCES_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
if (typeof document !== 'undefined') {
  mirrorToCookie(usePreferences.getState());
  usePreferences.subscribe((state, previous) => {
    if (state.theme !== previous.theme || state.language !== previous.language) mirrorToCookie(state);
  });
}

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PREFERENCES_COOKIE, PREFERENCES_COOKIE_MAX_AGE, preferencesCookieValue } from '@benefits/domain';
import { PREFERENCES_KEY } from './preferences-key';

export type ThemeMode = 'light' | 'dark';
export type Language = 'en' | 'fr';

interface PreferencesState {
  theme: ThemeMode;
  language: Language;
  setTheme: (theme: ThemeMode) => void;
  toggleTheme: () => void;
  setLanguage: (language: Language) => void;
}

function initialLanguage(): Language {
  if (typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('fr')) return 'fr';
  return 'en';
}

function initialTheme(): ThemeMode {
  if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches)
    return 'dark';
  return 'light';
}

/**
 * Theme and language: client-only preferences, persisted locally and kept across logout and forced
 * logout (docs/product §4 Session: "resets state while keeping the theme").
 */
export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      theme: initialTheme(),
      language: initialLanguage(),
      setTheme: (theme) => set({ theme }),
      toggleTheme: () => set((s) => ({ theme: s.theme === 'dark' ? 'light' : 'dark' })),
      setLanguage: (language) => set({ language }),
    }),
    {
      name: PREFERENCES_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ theme: s.theme, language: s.language }),
    },
  ),
);

/*
 * Another tab of the app changed the theme or language: this one follows at once (the browser tells
 * every other tab of the origin with a `storage` event), so two tabs never show two themes.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === PREFERENCES_KEY) void usePreferences.persist.rehydrate();
  });
}

/*
 * The server sends the sign-in pages' first frame in the theme and language of this cookie (decision
 * 0051): it mirrors the stored preferences, written now and whenever they change.
 */
function mirrorToCookie({ theme, language }: Pick<PreferencesState, 'theme' | 'language'>) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${PREFERENCES_COOKIE}=${preferencesCookieValue(theme, language)}; Path=/; Max-Age=${PREFERENCES_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
if (typeof document !== 'undefined') {
  mirrorToCookie(usePreferences.getState());
  usePreferences.subscribe((state, previous) => {
    if (state.theme !== previous.theme || state.language !== previous.language) mirrorToCookie(state);
  });
}

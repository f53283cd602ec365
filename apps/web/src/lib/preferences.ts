import type { Language, ThemeModeName } from '@benefits/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PREFERENCES_KEY } from './preferences-key';

export type ThemeMode = ThemeModeName;
export type { Language };

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

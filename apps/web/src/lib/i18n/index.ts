import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { usePreferences, type Language } from '../preferences';
import { en } from './en';

export const LANGUAGES: readonly Language[] = ['en', 'fr'];

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // English is bundled (it is also the fallback); French is its own chunk, loaded when it is chosen,
  // so an English visitor's first page does not download the French catalogue (docs/performance.md).
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: LANGUAGES as Language[],
  // React escapes already; spec texts carry characters such as '/' that must not be entity-encoded.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

let french: Promise<void> | undefined;
function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  french ??= import('./fr').then(({ fr }) => {
    i18n.addResourceBundle('fr', 'translation', fr, true, true);
  });
  return french;
}

let requested: Language = 'en';
function applyLanguage(language: Language): Promise<void> {
  requested = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'fr' ? 'fr-CA' : 'en-CA';
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) {
    // Already here: switch at once, as the user clicked.
    if (i18n.language !== language) void i18n.changeLanguage(language);
    return Promise.resolve();
  }
  return loadCatalogue(language).then(
    async () => {
      // A later choice wins over a catalogue that arrived late.
      if (requested === language && i18n.language !== language) await i18n.changeLanguage(language);
    },
    (error: unknown) => {
      // Offline: stay in English (the page stays usable); the next choice tries again.
      french = undefined;
      console.error(error);
    },
  );
}

/**
 * Resolves once the chosen language's catalogue is in place: main.tsx waits for it before the first
 * render, so a French visitor never sees English text flash by.
 */
export const i18nReady: Promise<void> = applyLanguage(usePreferences.getState().language);

usePreferences.subscribe((state, previous) => {
  if (state.language !== previous.language) void applyLanguage(state.language);
});

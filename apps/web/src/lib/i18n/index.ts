import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { usePreferences, type Language } from '../preferences';
import { en } from './en';
import { fr } from './fr';

export const LANGUAGES: readonly Language[] = ['en', 'fr'];

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: usePreferences.getState().language,
  fallbackLng: 'en',
  supportedLngs: LANGUAGES as Language[],
  // React escapes already; spec texts carry characters such as '/' that must not be entity-encoded.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function applyLanguage(language: Language) {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'fr' ? 'fr-CA' : 'en-CA';
}

applyLanguage(usePreferences.getState().language);
usePreferences.subscribe((state, previous) => {
  if (state.language !== previous.language) applyLanguage(state.language);
});

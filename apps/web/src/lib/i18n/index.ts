import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { usePreferences, type Language } from '../preferences';
import { en } from './en';

export const LANGUAGES: readonly Language[] = ['en', 'fr'];

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // The English text of the public pages is bundled (English is also the fallback). The rest comes in
  // parts, each its own chunk (docs/performance.md): French when it is chosen, and the signed-in
  // areas' text with an area's shell, so /login downloads neither.
  // (A copy: adding parts merges into the store's object, and en.ts's own object stays as written.)
  resources: { en: { translation: { ...en } } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: LANGUAGES as Language[],
  // React escapes already; spec texts carry characters such as '/' that must not be entity-encoded.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // A text asked for before its part arrived (or never written) is a bug: say so in the console,
  // where the end-to-end tests look. Lookups that bring their own default are not missing.
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key, _fallback, _update, options) => {
    if ((options as { defaultValue?: unknown } | undefined)?.defaultValue === undefined) {
      console.error(`Missing text: ${key}`);
    }
  },
});

/** The catalogue parts: the public pages' text, and the signed-in areas' text. */
type Part = 'public' | 'areas';
const PART_LOADERS: Record<Language, Record<Part, () => Promise<object>>> = {
  en: {
    public: () => Promise.resolve(en),
    areas: async () => (await import('./en-areas')).enAreas,
  },
  fr: {
    public: async () => (await import('./fr')).fr,
    areas: async () => (await import('./fr-areas')).frAreas,
  },
};

/** Parts every language must have before it is shown: 'areas' joins once a signed-in area opens. */
const wanted = new Set<Part>(['public']);
const loaded = new Set<string>(['en:public']);
const loading = new Map<string, Promise<void>>();

function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}:${part}`;
  if (loaded.has(key)) return Promise.resolve();
  let promise = loading.get(key);
  if (!promise) {
    promise = PART_LOADERS[language][part]().then(
      (texts) => {
        i18n.addResourceBundle(language, 'translation', texts, true, true);
        loaded.add(key);
        loading.delete(key);
      },
      (error: unknown) => {
        // Offline: the next attempt tries again.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

const missingParts = (language: Language) => [...wanted].filter((part) => !loaded.has(`${language}:${part}`));

/** Every part in use, for a language; again if a part joined while the others loaded (an area opened). */
async function loadParts(language: Language): Promise<void> {
  for (let missing = missingParts(language); missing.length > 0; missing = missingParts(language)) {
    await Promise.all(missing.map((part) => loadPart(language, part)));
  }
}

let requested: Language = 'en';
function applyLanguage(language: Language): Promise<void> {
  requested = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'fr' ? 'fr-CA' : 'en-CA';
  if (missingParts(language).length === 0) {
    // Already here: switch at once, as the user clicked.
    if (i18n.language !== language) void i18n.changeLanguage(language);
    return Promise.resolve();
  }
  return loadParts(language).then(
    async () => {
      // A later choice wins over a part that arrived late.
      if (requested === language && i18n.language !== language) await i18n.changeLanguage(language);
    },
    (error: unknown) => {
      // Offline: stay in the language on screen (the page stays usable); the next choice tries again.
      console.error(error);
    },
  );
}

/**
 * Resolves once the chosen language's public text is in place: main.tsx waits for it before the first
 * render, so a French visitor never sees English text flash by.
 */
export const i18nReady: Promise<void> = applyLanguage(usePreferences.getState().language);

/**
 * The signed-in areas' text in the language on screen (and, from now on, in any language chosen):
 * part of an area shell's `lazy`, so the shell and its screens render with their text in place.
 */
export function loadAreaText(): Promise<void> {
  wanted.add('areas');
  // A language still on its way loads this part too before it switches (loadParts).
  return loadPart(i18n.language === 'fr' ? 'fr' : 'en', 'areas');
}

/** Every part of every language (unit tests, which switch languages synchronously). */
export async function loadAllText(): Promise<void> {
  wanted.add('areas');
  await Promise.all(
    LANGUAGES.flatMap((language) => [loadPart(language, 'public'), loadPart(language, 'areas')]),
  );
}

usePreferences.subscribe((state, previous) => {
  if (state.language !== previous.language) void applyLanguage(state.language);
});

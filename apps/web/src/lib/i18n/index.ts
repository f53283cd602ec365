import type { ComponentType } from 'react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { usePreferences, type Language } from '../preferences';
import type { Area } from '../session/areas';
import { en } from './common/en';
import {
  allNamespaces,
  areaNamespaces,
  featureNamespaces,
  loadCatalogue,
  loadCommonLaterText,
  loadPublicFrench,
  type Namespace,
} from './namespaces';

export const LANGUAGES: readonly Language[] = ['en', 'fr'];

export const i18n = i18next.createInstance();

/**
 * Keys name their section once across all namespaces (`claims.title`), so a lookup finds its text in
 * whichever namespace holds it, as long as that namespace has loaded: each namespace joins this list
 * (i18next's `fallbackNS`, read at every lookup) when its first catalogue arrives. The list of every
 * namespace is not part of the entry (./catalogues.ts).
 */
const fallbackNS: string[] = [];

void i18n.use(initReactI18next).init({
  // The English text of the public pages that a first render can show (`common`) is bundled (English
  // is also the fallback); the rest of it follows (LATER_PART). Every other namespace is its own chunk
  // (docs/performance.md, decision 0018): French when it is chosen, a shell's or a feature's text with
  // its routes, so /login downloads none of them before it is interactive.
  resources: { en: { common: { ...en } } },
  ns: ['common'],
  defaultNS: 'common',
  fallbackNS,
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

/**
 * The rest of `common`, which no first render shows (./commonLater): the other public pages' text, the
 * shells' common words and, in French, the domain's validation and API messages (their English is
 * bundled). A chunk of its own in each language that a first render does not wait for
 * (docs/performance.md "Sixteenth session", "Seventeenth session").
 */
const LATER_PART = 'commonLater';

/** Namespaces every language must have before it is shown: a shell's or feature's join as they open. */
type Part = Namespace | typeof LATER_PART;
const wanted = new Set<Part>(['common']);
const loaded = new Set<string>(['en:common']);
const loading = new Map<string, Promise<void>>();

/** A part's texts: `common` is what a first render shows (in English, bundled); the rest is LATER_PART. */
function textsOf(language: Language, part: Part): Promise<object> {
  if (part === LATER_PART) return loadCommonLaterText(language);
  return part === 'common' && language === 'fr' ? loadPublicFrench() : loadCatalogue(part, language);
}

function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}:${part}`;
  if (loaded.has(key)) return Promise.resolve();
  let promise = loading.get(key);
  if (!promise) {
    promise = textsOf(language, part).then(
      (texts) => {
        const namespace = part === LATER_PART ? 'common' : part;
        i18n.addResourceBundle(language, namespace, texts, true, true);
        if (namespace !== 'common' && !fallbackNS.includes(namespace)) fallbackNS.push(namespace);
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
/** Shows a language once its parts in use have loaded (the preferences store calls it on a change). */
export function applyLanguage(language: Language): Promise<void> {
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
 * Namespaces in the language on screen (and, from now on, in any language chosen): part of a route's
 * `lazy`, so a screen renders with its text in place.
 */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  // A language still on its way loads these too before it switches (loadParts).
  const language: Language = i18n.language === 'fr' ? 'fr' : 'en';
  return Promise.all(namespaces.map((namespace) => loadPart(language, namespace))).then(() => undefined);
}

const onScreen = (): Language => (i18n.language === 'fr' ? 'fr' : 'en');

/**
 * The rest of `common` (LATER_PART) in the language on screen (and, from now on, in any language
 * chosen): at once when already here. The first page asks for it when the browser is idle (main.tsx);
 * an area's or a feature's text brings it, and so does the `lazy` of every public page but the
 * sign-in pages (features/auth/public-routes.tsx, features/tools/public-routes.tsx).
 */
export function loadCommonLater(): Promise<void> {
  wanted.add(LATER_PART);
  return loadPart(onScreen(), LATER_PART);
}

/**
 * A public page's `lazy` (every public page but the sign-in pages, whose words are in the part a first
 * render loads): its screen, with the rest of the public text, which holds its words.
 */
export const withCommonLater =
  (screen: () => Promise<ComponentType>): (() => Promise<{ Component: ComponentType }>) =>
  async () => {
    const [Component] = await Promise.all([screen(), loadCommonLater()]);
    return { Component };
  };

/**
 * The domain's validation and API messages in the language on screen (and, from now on, in any
 * language chosen): bundled in English; in French, part of the rest of `common`. Until they are here
 * a message shows as it came, in English (lib/i18n/messages.ts), so a sign-in form waits for them
 * before it checks its fields (features/auth/AuthForm.tsx).
 */
export function loadMessages(): Promise<void> {
  wanted.add(LATER_PART);
  return onScreen() === 'fr' ? loadPart('fr', LATER_PART) : Promise.resolve();
}

/** Whether the messages are here in the language on screen (no wait needed). */
export const messagesLoaded = (): boolean => onScreen() === 'en' || loaded.has(`fr:${LATER_PART}`);

/** A signed-in area shell's text (its menus, titles and frame): part of the shell route's `lazy`. */
export const loadAreaText = async (area: Area): Promise<void> => {
  await Promise.all([loadCommonLater(), loadNamespaces(await areaNamespaces(area))]);
};

/** A feature's text (features/<feature>/i18n and what it borrows), for its signed-in routes. */
export const loadFeatureText = async (feature: string): Promise<void> => {
  await Promise.all([loadCommonLater(), loadNamespaces(await featureNamespaces(feature))]);
};

/** Every namespace of every language (unit tests, which switch languages synchronously). */
export async function loadAllText(): Promise<void> {
  const namespaces = await allNamespaces();
  const parts: Part[] = [...namespaces, LATER_PART];
  for (const part of parts) wanted.add(part);
  await Promise.all(LANGUAGES.flatMap((language) => parts.map((part) => loadPart(language, part))));
}

usePreferences.subscribe((state, previous) => {
  if (state.language !== previous.language) void applyLanguage(state.language);
});

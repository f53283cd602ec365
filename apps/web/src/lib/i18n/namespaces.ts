import type { Language } from '../preferences';
import type { Area } from '../session/areas';
import type { CATALOGUES } from './catalogues';
import { en as common } from './common/en';

/*
 * The text catalogues, one i18next namespace each (decision 0018). A feature's text lives next to it,
 * in features/<feature>/i18n/en.ts and fr.ts (namespace = the feature's folder name); text shared by
 * several features lives in lib/<piece>/i18n/ (namespace = the piece's folder name), and each shell
 * has its own namespace in lib/i18n/<shell>/. `common` (lib/i18n/common: the public pages, the
 * frame, the domain's validation messages) is bundled in English as far as a first render can show
 * it (the rest, lib/i18n/commonLater, follows it); every other catalogue is its own chunk (named
 * `text-<namespace>.<language>` by vite.config.ts), loaded with the routes that need it.
 *
 * Adding a namespace: create its en.ts (`export const en = {…}`) and fr.ts (`export const fr:
 * DeepStrings<typeof en>`), add one line to CATALOGUES in ./catalogues.ts, and say which area or feature loads it
 * (AREA_NAMESPACES, FEATURE_NAMESPACES, there too). Its top-level sections must be new (catalogue.test.ts), so
 * every key (`claims.title`) names its section once and `t` is checked against the catalogues'
 * types (i18next.d.ts).
 */
export type Namespace = keyof typeof CATALOGUES;
/** Each namespace's English catalogue: the types `t` checks keys against (i18next.d.ts). */
export type Resources = { [N in Namespace]: Awaited<ReturnType<(typeof CATALOGUES)[N]['en']>>['en'] };

/** The chunk with every namespace's loaders (./catalogues.ts), fetched once when first needed. */
const catalogues = () => import('./catalogues');

/** The French of the public pages: what a first render can show (`common` without the rest). */
export const loadPublicFrench = async (): Promise<object> => (await import('./common/fr')).fr;
/**
 * The rest of `common`, which no first render shows (./commonLater): the other public pages' text and,
 * in French, the domain's validation and API messages (their English is bundled).
 */
export const loadCommonLaterText = async (language: Language): Promise<object> =>
  language === 'fr' ? (await import('./commonLater/fr')).frLater : (await import('./commonLater/en')).en;

/**
 * The catalogue of a namespace in a language. The public text (`common`) needs no other chunk: what
 * a first render shows is bundled in English and a chunk of its own in French, and the rest is a
 * chunk of its own in each language, so /login never fetches the loaders.
 */
export async function loadCatalogue(namespace: Namespace, language: Language): Promise<object> {
  if (namespace === 'common') {
    const [text, later] = await Promise.all([
      language === 'en' ? common : loadPublicFrench(),
      loadCommonLaterText(language),
    ]);
    return { ...text, ...later };
  }
  const loaders = (await catalogues()).CATALOGUES[namespace];
  return language === 'fr' ? ((await loaders.fr()).fr as object) : (await loaders.en()).en;
}

/** The namespaces a signed-in area's shell shows (its menus, page titles, frame). */
export const areaNamespaces = async (area: Area): Promise<readonly Namespace[]> =>
  (await catalogues()).AREA_NAMESPACES[area];

/** The namespaces a feature's screens show: its own, and any other it borrows. */
export const featureNamespaces = async (feature: string): Promise<readonly Namespace[]> =>
  (await catalogues()).FEATURE_NAMESPACES[feature] ?? [];

/** Every namespace (unit tests load them all). */
export const allNamespaces = async (): Promise<Namespace[]> =>
  Object.keys((await catalogues()).CATALOGUES) as Namespace[];

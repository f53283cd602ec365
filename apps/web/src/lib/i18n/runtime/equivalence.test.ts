import { createRequire } from 'node:module';
import type { i18n as I18nextInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { allNamespaces, loadCatalogue, type Namespace } from '../namespaces';
import shim from './i18next';

/*
 * The web's i18next runtime (./i18next.ts, decision 0050) against the real i18next, both set up as
 * lib/i18n/index.ts sets them up and given every catalogue the same way (English `common` at init,
 * the rest by addResourceBundle, each namespace joining `fallbackNS`): every key of every catalogue,
 * in English and in French, without values, with values, with counts, with a default, and the odd
 * keys the app can build at runtime (missing, an object, a `:`, an empty key). The text and every
 * `Missing text` report must be the same.
 */

// Node's own require, which Vite's aliases (vite.config.ts) do not reach: the real package.
const real = createRequire(import.meta.url)('i18next') as I18nextInstance;

type Tree = { [key: string]: string | Tree };
type Options = Record<string, unknown>;
type T = (key: string, options?: Options) => unknown;
type Instance = {
  t: T;
  getFixedT: (language: string, namespace: string) => T;
  currentT: () => T;
  changeLanguage: (language: string) => Promise<unknown>;
  addResourceBundle: (l: string, ns: string, texts: object, deep: boolean, overwrite: boolean) => unknown;
  init: (options: Options) => unknown;
};

const namespaces = await allNamespaces();
const catalogues = Object.fromEntries(
  await Promise.all(
    namespaces.map(
      async (ns) => [ns, { en: await loadCatalogue(ns, 'en'), fr: await loadCatalogue(ns, 'fr') }] as const,
    ),
  ),
) as Record<Namespace, { en: Tree; fr: Tree }>;

/** An instance with every catalogue, and the `Missing text` reports its missingKeyHandler writes. */
function setUp(instance: Instance) {
  const missing: string[] = [];
  const fallbackNS: string[] = [];
  void instance.init({
    resources: { en: { common: { ...catalogues.common.en } } },
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'fr'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (
      _languages: unknown,
      _namespace: unknown,
      key: string,
      _fallback: unknown,
      _update: unknown,
      options?: { defaultValue?: unknown },
    ) => {
      if (options?.defaultValue === undefined) missing.push(`Missing text: ${key}`);
    },
  });
  for (const language of ['en', 'fr'] as const) {
    for (const ns of namespaces) {
      if (language === 'en' && ns === 'common') continue;
      instance.addResourceBundle(language, ns, catalogues[ns][language], true, true);
      if (ns !== 'common' && !fallbackNS.includes(ns)) fallbackNS.push(ns);
    }
  }
  return { instance, missing };
}

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const texts = namespaces.flatMap((ns) => [...leaves(catalogues[ns].en), ...leaves(catalogues[ns].fr)]);
const keys = [...new Set(texts.map(([key]) => key))];
// `items_one`, `items_other`, `items_zero` are asked for as `items` with a count.
const pluralKeys = [...new Set(keys.flatMap((key) => /^(.*)_(zero|one|other)$/.exec(key)?.[1] ?? []))];
/** Keys none of whose texts interpolate, that are not plurals (see plainOptionSets). */
const plainKeys = new Set(
  keys.filter(
    (key) =>
      !pluralKeys.includes(key) &&
      !/_(zero|one|other)$/.test(key) &&
      texts.every(([k, text]) => k !== key || !text.includes('{{')),
  ),
);
const variables = [...new Set(texts.flatMap(([, text]) => [...text.matchAll(/{{(.+?)}}/g)].map((m) => m[1])))]
  .map((name) => name?.trim() ?? '')
  .filter(Boolean);
const words = Object.fromEntries(variables.map((name) => [name, `«${name}»`]));
const numbers = Object.fromEntries(variables.map((name, i) => [name, i * 1000.5]));

const COUNTS = [0, 1, 2, 5, 1_000_000];
const optionSets: (Options | undefined)[] = [
  undefined,
  words,
  numbers,
  { ...words, count: undefined, name: null },
  { defaultValue: 'The default, {{name}}', name: 'Ada' },
  { defaultValue: '' },
  ...COUNTS.map((count) => ({ ...numbers, ...words, count })),
  { count: 0, defaultValue: 'Default {{count}}' },
  { count: 1, defaultValue: 'Default {{count}}' },
];
/** useTranslation's `t` runs the same code in a fixed language: fewer cases. */
const fixedOptionSets = [undefined, words, { ...words, count: 0 }, { ...words, count: 2 }];

/**
 * A key whose texts (in both languages) hold no `{{…}}` and that has no plural forms reads the
 * variables and counts the same way whatever their values: one set of words, one count and one
 * default are enough for it (the rest of the sets, asked of each of these keys, were two thirds of
 * this file's time and found nothing they did not).
 */
const plainOptionSets: (Options | undefined)[] = [
  undefined,
  words,
  { defaultValue: 'The default, {{name}}', name: 'Ada' },
  { ...numbers, ...words, count: 1 },
];
const plainFixedOptionSets = [undefined, words];

/** The options without the sample words and numbers. */
const describeOptions = (options: Options | undefined) =>
  JSON.stringify(options, (k, v: unknown) =>
    ['', 'count', 'defaultValue', 'name'].includes(k) ? v : undefined,
  );

// Keys the app builds from data (`acting.log.actions.${action}`, a server's message key…).
const ODD_KEYS = [
  '',
  'claims',
  'validation',
  'app',
  'no.such.key',
  'nosuchkey',
  'acting.log.actions.acting.start',
  'acting.log.actions.',
  'common:app.loading',
  'claims:title',
  'Some text: with a colon',
  'a.b: c',
  'x:y:z',
  'a###b',
  'toString',
  'constructor',
  '__proto__',
  'validation.toString',
  '{{name}} as a key',
];

describe('the web’s i18next runtime', () => {
  const shimmed = setUp(shim.createInstance() as unknown as Instance);
  const original = setUp(real.createInstance() as unknown as Instance);

  // Each language's keys in four parts, so that each test stays well within its time on a loaded
  // machine (a whole language took 57–70 s beside the end-to-end tests on a slow 2-core one).
  const PARTS = 4;
  const allKeys = [...keys, ...pluralKeys, ...ODD_KEYS];
  const partOf = (part: number) =>
    allKeys.slice(
      Math.floor((part * allKeys.length) / PARTS),
      Math.floor(((part + 1) * allKeys.length) / PARTS),
    );
  it.each(['en', 'fr'].flatMap((language) => [1, 2, 3, 4].map((part) => [language, part] as const)))(
    'gives i18next’s text for every key of every catalogue in %s (part %i of 4)',
    async (language, part) => {
      await shimmed.instance.changeLanguage(language);
      await original.instance.changeLanguage(language);
      // i18n.t, and useTranslation's t (react-i18next's getFixedT of the language and default namespace).
      const pairs: [string, T, T, [(Options | undefined)[], (Options | undefined)[]]][] = [
        ['i18n.t', original.instance.t, shimmed.instance.t, [optionSets, plainOptionSets]],
        [
          'fixed t',
          original.instance.getFixedT(language, 'common'),
          shimmed.instance.currentT(),
          [fixedOptionSets, plainFixedOptionSets],
        ],
      ];
      const differences: string[] = [];
      let compared = 0;
      for (const [name, expectedT, actualT, [allSets, plainSets]] of pairs) {
        for (const key of partOf(part - 1)) {
          for (const options of plainKeys.has(key) ? plainSets : allSets) {
            original.missing.length = 0;
            shimmed.missing.length = 0;
            const expected = expectedT(key, options);
            const actual = actualT(key, options);
            compared++;
            if (actual === expected && `${shimmed.missing}` === `${original.missing}`) continue;
            differences.push(
              `${name} ${key} ${describeOptions(options)}: ${JSON.stringify(actual)} ${shimmed.missing} ` +
                `instead of ${JSON.stringify(expected)} ${original.missing}`,
            );
          }
        }
      }
      expect(differences.slice(0, 20)).toEqual([]);
      expect(compared).toBeGreaterThan(16_000 / PARTS);
      // About 20,000 lookups a language (41,000 before plainOptionSets), most of the time in the real
      // i18next: 13 s for the file alone on a 2-core machine, against 30 s before.
    },
    90_000,
  );

  it('covers the catalogues’ plurals, French’s `one` for 0, and the `_zero` forms', async () => {
    expect(pluralKeys.length).toBeGreaterThan(20);
    await shimmed.instance.changeLanguage('fr');
    const key = pluralKeys.find((k) => keys.includes(`${k}_one`) && !keys.includes(`${k}_zero`)) ?? '';
    const t = shimmed.instance.t;
    expect(t(key, { count: 0 })).toBe(t(`${key}_one`, { count: 0 }));
    await shimmed.instance.changeLanguage('en');
    expect(t(key, { count: 0 })).toBe(t(`${key}_other`, { count: 0 }));
    expect(keys.filter((k) => k.endsWith('_zero')).length).toBeGreaterThan(0);
  });

  it('throws for the i18next features it does not implement', () => {
    const t = shimmed.instance.t;
    expect(() => t('app.loading', { context: 'male' })).toThrow(/decisions\/0050/);
    expect(() => t('app.loading', { returnObjects: true })).toThrow(/not part of/);
    expect(() => t('app.loading', { defaultValue_one: 'x' })).toThrow(/not part of/);
    expect(() => t('app.loading', 'a default' as unknown as Options)).toThrow(/not part of/);
    expect(() => t('{{x, number}}', { x: 1 })).toThrow(/not part of/);
    expect(() => (shimmed.instance as unknown as { exists: unknown }).exists).toThrow(/i18n\.exists/);
  });
});

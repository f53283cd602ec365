/*
 * The part of i18next's runtime the web app uses, in place of the package's (decision 0050):
 * apps/web/vite.config.ts points `import … from 'i18next'` here when bundling and testing, while
 * TypeScript keeps checking against the real package's types (typed keys: ../i18next.d.ts). Each step
 * below follows i18next 26's own (Translator.translate and resolve, ResourceStore.getResource,
 * Interpolator.interpolate, PluralResolver), for the options lib/i18n/index.ts sets; equivalence.test.ts
 * compares every key of every catalogue with the real i18next. Anything else throws, so a use of a
 * feature this runtime lacks shows at once, in the unit tests or on the page.
 */

type Tree = Record<string, unknown>;
type Options = Record<string, unknown>;
/** Catalogues by language, then namespace. */
type Resources = Record<string, Record<string, Tree>>;
/** What `t` is at runtime: a key and the interpolation values, `count` and `defaultValue`. */
export type Translate = (key: string, options?: Options) => string;
type Listener = (language: string) => void;
type MissingKeyHandler = (
  languages: readonly string[],
  namespace: string,
  key: string,
  fallbackValue: unknown,
  updateMissing: boolean,
  options: Options,
) => void;
/** A module for `use()`: only react-i18next's (./react-i18next.ts). */
export type ThirdPartyModule = { type: '3rdParty'; init: (instance: I18n) => void };

/** The error for a feature this runtime does not implement (also ./react-i18next.ts's). */
export const unsupported = (what: string) =>
  new Error(`${what} is not part of the web's i18next runtime (docs/decisions/0050-small-i18n-runtime.md)`);

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** i18next's `t` options that change a lookup, none of which the app uses: passing one throws. */
const UNSUPPORTED_OPTIONS = new Set([
  'context',
  'ordinal',
  'replace',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keyPrefix',
  'keySeparator',
  'nsSeparator',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'nest',
  'missingInterpolationHandler',
  'missingKeyNoValueFallbackToKey',
  'appendNamespaceToCIMode',
]);
/** Names i18next fills in from a fixed `t` (useTranslation's): as `{{name}}` they would differ. */
const UNSUPPORTED_VARIABLES = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

/** The init options lib/i18n/index.ts passes, with the only values this runtime implements. */
const FIXED_OPTIONS: Options = { returnNull: false, initAsync: false, saveMissing: true };
const INIT_OPTIONS = new Set([
  ...Object.keys(FIXED_OPTIONS),
  'resources',
  'ns',
  'defaultNS',
  'fallbackNS',
  'lng',
  'fallbackLng',
  'supportedLngs',
  'interpolation',
  'missingKeyHandler',
]);

// i18next's getLastOfPath/getPath: a key's path through the nested catalogue, own properties only.
const cleanKey = (key: string) => (key.includes('###') ? key.replace(/###/g, '.') : key);
const cannotTraverse = (object: unknown) => !object || typeof object === 'string';
function getPath(object: unknown, path: readonly string[]): unknown {
  let current = object;
  for (let i = 0; i < path.length - 1; i++) {
    if (cannotTraverse(current)) return undefined;
    const key = cleanKey(path[i] as string);
    current = own(current as object, key) ? (current as Tree)[key] : {};
  }
  if (cannotTraverse(current)) return undefined;
  const last = cleanKey(path[path.length - 1] as string);
  return own(current as object, last) ? (current as Tree)[last] : undefined;
}

// i18next's deepFind: also finds leaves whose names hold a dot (`actions: { 'acting.start': … }`).
function deepFind(object: unknown, path: string): unknown {
  if (!object) return undefined;
  const tree = object as Tree;
  if (tree[path]) return own(tree, path) ? tree[path] : undefined;
  const tokens = path.split('.');
  let current: unknown = tree;
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      if (j !== i) nextPath += '.';
      nextPath += tokens[j];
      next = (current as Tree)[nextPath];
      if ((typeof next === 'function' || nextPath === '__proto__') && !own(current, nextPath))
        next = undefined;
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

const lookup = (data: unknown, key: string) => {
  const found = getPath(data, key.split('.'));
  return found != null ? found : deepFind(data, key);
};

// i18next's deepExtend (addResourceBundle with deep and overwrite).
function deepExtend(target: Tree, source: Tree): Tree {
  for (const prop in source) {
    if (prop === '__proto__' || prop === 'constructor') continue;
    const [to, from] = [target[prop], source[prop]];
    if (!own(target, prop)) target[prop] = from;
    else if (
      typeof to === 'string' ||
      to instanceof String ||
      typeof from === 'string' ||
      from instanceof String
    )
      target[prop] = from;
    else deepExtend(to as Tree, from as Tree);
  }
  return target;
}

const rules = new Map<string, Intl.PluralRules>();
function pluralRule(language: string): Intl.PluralRules {
  let rule = rules.get(language);
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(language, { type: 'cardinal' })));
  return rule;
}
/** `_one`, `_other`… : i18next's plural suffix of a count in a language (Intl.PluralRules, cardinal). */
const pluralSuffix = (language: string, count: unknown) => `_${pluralRule(language).select(count as number)}`;
const ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** Every plural suffix of a language, in i18next's order. */
const pluralSuffixes = (language: string) =>
  pluralRule(language)
    .resolvedOptions()
    .pluralCategories.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
    .map((category) => `_${category}`);

// i18next's test of a key with a ':' for a namespace prefix: not when it reads like a sentence.
const NATURAL = /( |,|\?|!|;)/;
function looksLikeObjectPath(key: string): boolean {
  if (!NATURAL.test(key)) return true;
  const dot = key.indexOf('.');
  return dot > 0 && !NATURAL.test(key.substring(0, dot));
}

const makeString = (value: unknown) => (value == null ? '' : String(value));

/** i18next's interpolation with `escapeValue: false` and its default `skipOnVariables`; no formats. */
function interpolate(text: string, data: Options): string {
  return text.replace(/{{(.+?)}}/g, (match, inner: string) => {
    // `{{-name}}` (unescaped) is the same as `{{name}}` without escaping.
    const name = (inner.startsWith('-') ? inner.slice(1) : inner).trim();
    if (name.includes(',')) throw unsupported(`The format in ${match}`);
    if (import.meta.env.DEV && UNSUPPORTED_VARIABLES.has(name)) throw unsupported(`The variable ${match}`);
    const value = lookup(data, name);
    if (value === undefined) return own(data, name) ? '' : match;
    return makeString(value);
  });
}

export class I18n {
  /** The language on screen ('en' or 'fr'). */
  language = '';
  private data: Resources = {};
  private defaultNS = '';
  /** Read at every lookup: lib/i18n/index.ts pushes each namespace as it loads. */
  private fallbackNS: readonly string[] = [];
  private fallbackLng: readonly string[] = [];
  private supportedLngs: readonly string[] = [];
  private missingKeyHandler: MissingKeyHandler = () => {};
  private readonly modules: ThirdPartyModule[] = [];
  private readonly listeners = new Set<Listener>();
  private initialized = false;

  /** `i18n.t`: in the language on screen at the call (bound, like i18next's). */
  readonly t: Translate = (key, options) => this.translate(key, options, this.language);

  /**
   * useTranslation's `t` (./react-i18next.ts): the language on screen when it was made, a new function
   * at every `languageChanged`, as react-i18next's `getFixedT` is.
   */
  fixedT: Translate = this.t;

  /** For useSyncExternalStore (./react-i18next.ts): told at every `languageChanged`. */
  readonly subscribe = (onChange: () => void): (() => void) => {
    this.listeners.add(onChange);
    return () => {
      this.listeners.delete(onChange);
    };
  };

  /** The snapshot of useSyncExternalStore: `fixedT`, new at every `languageChanged`. */
  readonly currentT = (): Translate => this.fixedT;

  use(module: ThirdPartyModule): this {
    if (module?.type !== '3rdParty') throw unsupported('A module other than react-i18next');
    this.modules.push(module);
    return this;
  }

  init(options: Options): Promise<Translate> {
    if (this.initialized) throw unsupported('init() twice');
    if (import.meta.env.DEV) checkInitOptions(options);
    const list = (value: unknown) => (typeof value === 'string' ? [value] : (value as string[]));
    this.data = options.resources as Resources;
    this.defaultNS = options.defaultNS as string;
    this.fallbackNS = (options.fallbackNS as string[] | undefined) ?? [];
    this.fallbackLng = list(options.fallbackLng);
    this.supportedLngs = options.supportedLngs as string[];
    this.missingKeyHandler = options.missingKeyHandler as MissingKeyHandler;
    if (typeof this.defaultNS !== 'string' || !list(options.ns).includes(this.defaultNS)) {
      throw unsupported('ns without defaultNS, or several default namespaces,');
    }
    this.setLanguage(options.lng as string);
    this.initialized = true;
    for (const module of this.modules) module.init(this);
    return Promise.resolve(this.t);
  }

  private setLanguage(language: string): void {
    if (!this.supportedLngs.includes(language)) throw unsupported(`The language '${language}'`);
    this.language = language;
    this.fixedT = (key, options) => this.translate(key, options, language);
  }

  /** Switches at once (every catalogue is in memory) and tells the listeners, as i18next does. */
  changeLanguage(language: string): Promise<Translate> {
    this.setLanguage(language);
    for (const listener of [...this.listeners]) listener(language);
    return Promise.resolve(this.t);
  }

  on(event: 'languageChanged', listener: Listener): this {
    if (event !== 'languageChanged') throw unsupported(`The event '${String(event)}'`);
    this.listeners.add(listener);
    return this;
  }

  off(event: 'languageChanged', listener: Listener): void {
    if (event !== 'languageChanged') throw unsupported(`The event '${String(event)}'`);
    this.listeners.delete(listener);
  }

  addResourceBundle(
    language: string,
    namespace: string,
    resources: object,
    deep: boolean,
    overwrite: boolean,
  ): this {
    if (deep !== true || overwrite !== true)
      throw unsupported('addResourceBundle without deep and overwrite');
    const bundles = (this.data[language] ??= {});
    bundles[namespace] = deepExtend(bundles[namespace] ?? {}, JSON.parse(JSON.stringify(resources)) as Tree);
    return this;
  }

  private translate(rawKey: unknown, given: Options | undefined, language: string): string {
    if (!this.initialized) throw unsupported('t() before init()');
    if (given !== undefined && typeof given !== 'object') throw unsupported('t(key, <not an object>)');
    const options: Options = { ...given };
    if (import.meta.env.DEV) checkOptions(options);
    if (rawKey == null) return '';
    if (typeof rawKey === 'function' || Array.isArray(rawKey)) throw unsupported('A key list or selector');
    let key = String(rawKey);
    let namespace = this.defaultNS;
    if (key.includes(':') && looksLikeObjectPath(key)) {
      // i18next's `namespace:key`.
      const parts = key.split(':');
      namespace = parts.shift() as string;
      key = parts.join('.');
    }

    const { count, defaultValue } = options;
    const plural = count !== undefined && typeof count !== 'string';
    const codes = [language, ...this.fallbackLng.filter((code) => code !== language)];
    let found: unknown;
    search: for (const ns of [namespace, ...this.fallbackNS]) {
      for (const code of codes) {
        const keys = plural ? [key, key + pluralSuffix(code, count)] : [key];
        if (plural && count === 0) keys.push(`${key}_zero`);
        const bundle = this.data[code]?.[ns];
        for (const candidate of keys.reverse()) {
          // i18next's `while (possibleKey = finalKeys.pop())`: an empty key ends the search in this language.
          if (!candidate) break;
          found = bundle === undefined ? undefined : lookup(bundle, candidate);
          if (found != null) break search;
        }
      }
    }

    const hasDefault = defaultValue !== undefined;
    const shown = !found && hasDefault ? defaultValue : found;
    if (shown && typeof shown === 'object') {
      return `key '${key} (${this.language})' returned an object instead of string.`;
    }
    let text = found;
    if (text == null) {
      text = hasDefault ? defaultValue : key;
      if (text == null) text = key;
      const fallbackValue = hasDefault && defaultValue !== text ? defaultValue : text;
      // saveMissingTo 'fallback' and saveMissingPlurals: each plural form of the fallback language.
      if (plural) {
        for (const lng of this.fallbackLng) {
          for (const suffix of pluralSuffixes(lng)) {
            this.missingKeyHandler([lng], namespace, key + suffix, fallbackValue, false, options);
          }
        }
      } else {
        this.missingKeyHandler(this.fallbackLng, namespace, key, fallbackValue, false, options);
      }
    }
    return typeof text === 'string' ? interpolate(text, options) : (text as string);
  }
}

/*
 * The checks of what this runtime does not implement run in development and in the unit tests (Vite's
 * `import.meta.env.DEV`), where every screen and catalogue is exercised; the production build leaves
 * them out (about 0.5 kB brotli of /login, docs/performance.md "Sixteenth session").
 */
function checkInitOptions(options: Options): void {
  for (const name of Object.keys(options))
    if (!INIT_OPTIONS.has(name)) throw unsupported(`The option ${name}`);
  for (const [name, value] of Object.entries(FIXED_OPTIONS)) {
    if (options[name] !== value) throw unsupported(`${name}: ${String(options[name])}`);
  }
  const interpolation = options.interpolation as Options | undefined;
  if (interpolation?.escapeValue !== false || Object.keys(interpolation).length !== 1) {
    throw unsupported('Interpolation other than { escapeValue: false }');
  }
}

function checkOptions(options: Options): void {
  for (const name in options) {
    if (UNSUPPORTED_OPTIONS.has(name) || (name.startsWith('defaultValue') && name !== 'defaultValue')) {
      throw unsupported(`The t option '${name}'`);
    }
  }
}

// What i18next has and this runtime does not: reading one throws instead of giving `undefined`.
if (import.meta.env.DEV)
  for (const name of [
    'exists',
    'getFixedT',
    'loadNamespaces',
    'loadLanguages',
    'loadResources',
    'reloadResources',
    'hasLoadedNamespace',
    'hasResourceBundle',
    'getResourceBundle',
    'getResource',
    'addResource',
    'addResources',
    'removeResourceBundle',
    'getDataByLanguage',
    'setDefaultNamespace',
    'dir',
    'format',
    'cloneInstance',
    'createInstance',
    'emit',
    'once',
    'store',
    'services',
    'options',
    'languages',
    'resolvedLanguage',
    'isInitialized',
    'translator',
  ]) {
    Object.defineProperty(I18n.prototype, name, {
      get() {
        throw unsupported(`i18n.${name}`);
      },
    });
  }

export default { createInstance: () => new I18n() };

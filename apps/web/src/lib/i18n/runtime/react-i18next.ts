import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { unsupported, type I18n, type ThirdPartyModule, type Translate } from './i18next';

/*
 * The part of react-i18next the web app uses, in place of the package's (decision 0050; vite.config.ts
 * points `import … from 'react-i18next'` here, TypeScript keeps the real types): `useTranslation()`
 * without arguments, `I18nextProvider` and `initReactI18next`. As with react-i18next's defaults
 * (`bindI18n: 'languageChanged'`, no `bindI18nStore`), a component renders again when the language
 * changes, with a new `t`; a catalogue added later renders nothing again (lib/i18n/index.ts loads a
 * screen's catalogues before the screen, in its route's `lazy`).
 */

let instance: I18n | undefined;
const I18nContext = createContext<I18n | undefined>(undefined);

export const initReactI18next: ThirdPartyModule = {
  type: '3rdParty',
  init(i18n) {
    instance = i18n;
  },
};

export function I18nextProvider({ i18n, children, ...rest }: { i18n: I18n; children?: ReactNode }) {
  if (Object.keys(rest).length > 0) throw unsupported(`I18nextProvider's ${Object.keys(rest).join(', ')}`);
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

const never = () => () => {};
const none = () => undefined;

export function useTranslation(...args: unknown[]): { t: Translate; i18n: I18n; ready: true } {
  const i18n = useContext(I18nContext) ?? instance;
  // The snapshot is `t` itself: a new function at every `languageChanged` (I18n.changeLanguage); the
  // same on a server (the sign-in pages' first frames, decision 0051).
  const snapshot = i18n?.currentT ?? none;
  const t = useSyncExternalStore(i18n?.subscribe ?? never, snapshot, snapshot);
  if (args.length > 0) throw unsupported('useTranslation with namespaces or options');
  if (!i18n || !t) throw new Error('useTranslation: no i18n instance (initReactI18next or I18nextProvider)');
  return { t, i18n, ready: true };
}

import 'i18next';
import type { Resources } from './namespaces';

/*
 * Typed keys per namespace: `t` accepts a key only if the catalogue of its namespace has it. Screens
 * call `useTranslation()` and write keys with their section (`claims.title`); sections are unique
 * across namespaces (catalogue.test.ts), so the key alone says which namespace holds it, and a
 * namespace not loaded yet shows as `Missing text: <key>` in the console.
 */
type Others = Exclude<keyof Resources, 'common'>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: Others[];
    resources: Resources;
  }
}

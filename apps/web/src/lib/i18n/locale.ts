/** The Intl locale of a UI language (Canadian English or Canadian French). */
export const localeOf = (language: string): 'en-CA' | 'fr-CA' =>
  language.startsWith('fr') ? 'fr-CA' : 'en-CA';

import 'i18next';
import type { EnglishText } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: EnglishText };
  }
}

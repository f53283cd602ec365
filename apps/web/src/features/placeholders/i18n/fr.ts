import type { DeepStrings } from '../../../lib/i18n/types';
import type { en } from './en';

/** Texte français (Canada) of the `placeholders` namespace: the keys of en.ts (checked by its parity test). */
export const fr: DeepStrings<typeof en> = {
  placeholders: {
    notAvailable: 'Cette section n’est pas encore offerte.',
    toDashboard: 'Retour au tableau de bord',
  },
};

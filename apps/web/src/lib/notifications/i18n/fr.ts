import type { DeepStrings } from '../../i18n/types';
import type { en } from './en';

/** Texte français (Canada) of the `notifications` namespace: the keys of en.ts (checked by its parity test). */
export const fr: DeepStrings<typeof en> = {
  notifications: {
    title: 'Notifications',
    refresh: 'Actualiser',
    loadMore: 'Afficher plus',
    empty: 'Aucune notification',
    dismiss: 'Supprimer',
    dismissLabel: 'Supprimer la notification : {{title}}',
    dismissFailed: 'La notification n’a pas pu être supprimée. Veuillez réessayer.',
    loadFailed: 'Les notifications n’ont pas pu être chargées.',
    time: {
      justNow: 'À l’instant',
      minutes_one: 'Il y a {{count}} minute',
      minutes_other: 'Il y a {{count}} minutes',
      hours_one: 'Il y a {{count}} heure',
      hours_other: 'Il y a {{count}} heures',
      days_one: 'Il y a {{count}} jour',
      days_other: 'Il y a {{count}} jours',
      weeks_one: 'Il y a {{count}} semaine',
      weeks_other: 'Il y a {{count}} semaines',
      months_one: 'Il y a {{count}} mois',
      months_other: 'Il y a {{count}} mois',
      years_one: 'Il y a {{count}} an',
      years_other: 'Il y a {{count}} ans',
      centuries_one: 'Il y a {{count}} siècle',
      centuries_other: 'Il y a {{count}} siècles',
    },
  },
};

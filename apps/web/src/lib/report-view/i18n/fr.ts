import type { DeepStrings } from '../../i18n/types';
import type { en } from './en';

/** French text of the `report-view` namespace. */
export const fr: DeepStrings<typeof en> = {
  reportView: {
    range: {
      label: 'Période du rapport',
      from: 'Du',
      to: 'Au',
      show: 'Afficher',
      addressProblem:
        'La période indiquée dans l’adresse ne peut pas être utilisée ({{problem}}). Affichage du {{from}} au {{to}}.',
      addressDateProblem:
        'La date indiquée dans l’adresse ne peut pas être utilisée ({{problem}}). Affichage du rapport à partir du {{date}}.',
    },
    view: {
      exportCsv: 'Exporter en CSV',
      exportPdf: 'Exporter en PDF',
      exports: 'Exporter',
      group: '{{group}} ({{count}})',
      groupCaption: '{{caption}} : {{group}}',
    },
    paging: {
      label: 'Pages',
      previous: 'Précédente',
      next: 'Suivante',
      showing: '{{from}} à {{to}} sur {{total}} · page {{page}} sur {{pages}}',
    },
    serverMessages: {
      invalidReport: 'Rapport non valide',
      invalidFormat: 'Format d’exportation non valide',
      invalidLanguage: 'Langue non valide',
      invalidStartDate: 'Date de début non valide',
      invalidEndDate: 'Date de fin non valide',
      startDateRequired: 'Veuillez entrer la date de début.',
      endDateRequired: 'Veuillez entrer la date de fin.',
      startAfterEnd: 'La date de début doit être au plus tard la date de fin.',
      endAfterToday: 'La date de fin ne peut pas être après aujourd’hui.',
      invalidBalanceDate: 'Veuillez choisir une date du 1er janvier 2000 à aujourd’hui.',
      invalidPageNumber: 'Numéro de page non valide',
      invalidPageLength: 'Longueur de page non valide',
    },
  },
};

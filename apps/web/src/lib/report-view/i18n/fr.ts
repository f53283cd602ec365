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
    },
    view: {
      exportCsv: 'Exporter en CSV',
      exportPdf: 'Exporter en PDF',
      exports: 'Exporter',
      group: '{{group}} ({{count}})',
    },
    paging: {
      label: 'Pages',
      previous: 'Précédente',
      next: 'Suivante',
      showing: '{{from}} à {{to}} sur {{total}} · page {{page}} sur {{pages}}',
    },
  },
};

import type { ReportsText } from './en';

/** Texte français of the report view (see en.ts). */
export const reportsFr: ReportsText = {
  view: {
    exportCsv: 'Exporter en CSV',
    exportPdf: 'Exporter en PDF',
    exports: 'Exporter',
    totals: 'Totaux',
    group: '{{group}} ({{count}})',
  },
};

/*
 * The text of report definitions in English and French: titles, column headings, code names and the
 * words the exports write (totals, period, pages). The web shows these headings and the server writes
 * them into CSV and PDF files, so both read them from here; a French text missing is a compile error
 * (`ReportText` is the English shape).
 */
import { CLAIM_STATUS_NAMES } from '../claims/status';
import type { ReportLanguage } from './definition';

const en = {
  words: {
    subtotal: 'Subtotal',
    grandTotal: 'Grand total',
    period: '{{from}} to {{to}}',
    page: 'Page {{page}} of {{pages}}',
    printed: 'Printed {{date}}',
    empty: 'Nothing to report for this period.',
    truncated: 'Only the first {{count}} rows are included: choose a shorter period to see the rest.',
  },
  codes: {
    status: { ...CLAIM_STATUS_NAMES },
    account: { HSA: 'HSA', WSA: 'WSA' },
  },
  reports: {
    claimActivity: {
      title: 'Claim Activity',
      columns: {
        claim: 'Claim',
        submitted: 'Submitted',
        account: 'Account',
        status: 'Status',
        firstServiceDate: 'First service date',
        lastServiceDate: 'Last service date',
        patients: 'Patients',
        services: 'Services',
        items: 'Items',
        claimed: 'Claimed',
        payable: 'Payable',
        previousYearPayable: "From last plan year's balance",
      },
    },
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type ReportText = Shape<typeof en>;

const fr: ReportText = {
  words: {
    subtotal: 'Sous-total',
    grandTotal: 'Total général',
    period: 'Du {{from}} au {{to}}',
    page: 'Page {{page}} sur {{pages}}',
    printed: 'Imprimé le {{date}}',
    empty: 'Rien à signaler pour cette période.',
    truncated:
      'Seules les {{count}} premières lignes sont incluses : choisissez une période plus courte pour voir le reste.',
  },
  codes: {
    status: {
      R: 'Enregistrée',
      N: 'Soumise',
      A: 'En vérification',
      P: 'Payée',
      F: 'Vérification échouée',
      C: 'Annulée',
    },
    account: { HSA: 'CSS', WSA: 'CME' },
  },
  reports: {
    claimActivity: {
      title: 'Activité des réclamations',
      columns: {
        claim: 'Réclamation',
        submitted: 'Soumise le',
        account: 'Compte',
        status: 'État',
        firstServiceDate: 'Première date de service',
        lastServiceDate: 'Dernière date de service',
        patients: 'Patients',
        services: 'Services',
        items: 'Postes',
        claimed: 'Réclamé',
        payable: 'Payable',
        previousYearPayable: 'Du solde de l’année de régime précédente',
      },
    },
  },
};

export const REPORT_TEXT: Readonly<Record<ReportLanguage, ReportText>> = { en, fr };

export type ReportTextId = keyof ReportText['reports'];

/** `{{name}}` placeholders filled from `values`. */
export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

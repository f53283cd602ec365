/*
 * The text of report definitions in English and French: titles, column headings, code names and the
 * words the exports write (totals, period, pages). The web shows these headings and the server writes
 * them into CSV and PDF files, so both read them from here; a French text missing is a compile error
 * (`ReportText` is the English shape).
 */
import { CLAIM_STATUS_NAMES } from '../claims/status';
import type { ReportLanguage } from './definition';

/** The columns of the company reports of claims paid (reports/company.ts). */
const CLAIM_COLUMNS_EN = {
  division: 'Division',
  employeeId: 'Employee ID',
  name: 'Employee',
  claims: 'Claims',
  paid: 'Paid',
  adminFee: 'Admin fee',
  gst: 'GST',
  rst: 'RST',
  hst: 'HST',
  pst: 'PST',
  premTax: 'Premium tax',
  totalDue: 'Total due',
};
/** The columns of the company reports of balances. */
const BALANCE_COLUMNS_EN = {
  employeeId: 'Employee ID',
  name: 'Employee',
  opening: 'Opening balance',
  funded: 'Funded',
  claimsPaid: 'Claims',
  other: 'Other',
  closing: 'Closing balance',
};
const CLAIM_COLUMNS_FR: typeof CLAIM_COLUMNS_EN = {
  division: 'Division',
  employeeId: 'No d’employé',
  name: 'Employé',
  claims: 'Réclamations',
  paid: 'Payé',
  adminFee: 'Frais d’administration',
  gst: 'TPS',
  rst: 'TVD',
  hst: 'TVH',
  pst: 'TVP',
  premTax: 'Taxe sur les primes',
  totalDue: 'Total dû',
};
const BALANCE_COLUMNS_FR: typeof BALANCE_COLUMNS_EN = {
  employeeId: 'No d’employé',
  name: 'Employé',
  opening: 'Solde d’ouverture',
  funded: 'Versé',
  claimsPaid: 'Réclamations',
  other: 'Autre',
  closing: 'Solde de clôture',
};

/** The columns of a report of one claim a row (claimSummary, rff). */
const ONE_CLAIM_EN = {
  month: 'Month paid',
  claim: 'Claim',
  paidOn: 'Paid on',
  submitted: 'Submitted',
  employeeId: 'Employee ID',
  name: 'Employee',
  account: 'Account',
  status: 'Status',
  paid: 'Paid',
  adminFee: 'Admin fee',
  gst: 'GST',
  rst: 'RST',
  hst: 'HST',
  pst: 'PST',
  premTax: 'Premium tax',
  totalDue: 'Total due',
};
const ONE_CLAIM_FR: typeof ONE_CLAIM_EN = {
  month: 'Mois du paiement',
  claim: 'Réclamation',
  paidOn: 'Payée le',
  submitted: 'Soumise le',
  employeeId: 'No d’employé',
  name: 'Employé',
  account: 'Compte',
  status: 'État',
  paid: 'Payé',
  adminFee: 'Frais d’administration',
  gst: 'TPS',
  rst: 'TVD',
  hst: 'TVH',
  pst: 'TVP',
  premTax: 'Taxe sur les primes',
  totalDue: 'Total dû',
};

const en = {
  words: {
    subtotal: 'Subtotal',
    grandTotal: 'Grand total',
    period: '{{from}} to {{to}}',
    page: 'Page {{page}} of {{pages}}',
    printed: 'Printed {{date}}',
    empty: 'Nothing to report for this period.',
    truncated: 'Only the first {{count}} rows are included: choose a shorter period to see the rest.',
    noDivision: 'No division',
    lessBalance: 'Less the account balance',
    amountDue: 'Amount due',
    asOf: 'As of {{date}}',
    billTo: 'Bill to',
    companyId: 'Company ID {{id}}',
    remitTitle: 'How to pay',
    remitPayee: 'Pay to: {{provider}}',
    remitReference: 'Reference: {{reference}} (your company ID; quote it with your deposit)',
    remitPad:
      'Your company funds its account by pre-authorised debit: the amount due is debited from the account on file.',
    remitEft:
      'By EFT: add {{provider}} as a payee in your business online banking, or send a cheque payable to {{provider}}.',
    remitQuestions: 'Questions? Write to {{supportEmail}}.',
    nothingDue: 'Nothing is due: the account balance covers these claims.',
  },
  codes: {
    status: { ...CLAIM_STATUS_NAMES },
    account: { HSA: 'HSA', WSA: 'WSA' },
    ledger: {
      OPENING: 'Opening balance',
      FUNDING: 'Deposit',
      DEPOSIT: 'Deposit',
      CLAIM: 'Claim',
      CLAIMS: 'Claims',
      ADJUSTMENT: 'Adjustment',
      REFUND: 'Refund',
      PREMIUM: 'Premium',
      LIMIT_CHANGE: 'Limit change',
      CLOSING: 'Closing balance',
    },
    direction: { IN: 'In', OUT: 'Out' },
  },
  reports: {
    balanceHistory: {
      title: 'Balance History',
      columns: {
        series: 'Account',
        date: 'Date',
        entry: 'Change',
        claim: 'Claim',
        reference: 'Reference',
        amount: 'Amount',
        balance: 'Balance',
      },
    },
    benefitAccounts: {
      title: 'Benefit Summary: accounts',
      columns: {
        account: 'Account',
        planYear: 'Plan year',
        funded: 'Funded',
        paid: 'Paid',
        balance: 'Balance',
        spendable: 'Available to claim',
      },
    },
    benefitServices: {
      title: 'Benefit Summary: claims by service',
      columns: {
        service: 'Service',
        account: 'Account',
        planYear: 'Plan year',
        items: 'Items',
        claimed: 'Claimed',
        paid: 'Paid',
      },
    },
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
    salesReport: {
      title: 'Sales Report',
      columns: {
        employerId: 'Employer ID',
        company: 'Company',
        planCode: 'Plan code',
        effectiveDate: 'Effective date',
        agentId: 'Agent ID',
        agent: 'Agent',
        manager: 'Manager',
        members: 'Members',
        commission: 'Commission',
      },
    },
    transferBatches: {
      title: 'Transfer Details',
      columns: {
        date: 'Date',
        direction: 'Direction',
        kind: 'Kind',
        movements: 'Movements',
        moneyIn: 'In',
        moneyOut: 'Out',
      },
    },
    employees: { title: 'Claims Paid by Employee', columns: CLAIM_COLUMNS_EN },
    wellnessEmployee: { title: 'Wellness Claims Paid by Employee', columns: CLAIM_COLUMNS_EN },
    divisions: { title: 'Claims Paid by Division', columns: CLAIM_COLUMNS_EN },
    wellnessDivision: { title: 'Wellness Claims Paid by Division', columns: CLAIM_COLUMNS_EN },
    employeeBalance: { title: 'HSA Balances by Employee', columns: BALANCE_COLUMNS_EN },
    wellnessEmployeeBalance: { title: 'Wellness Balances by Employee', columns: BALANCE_COLUMNS_EN },
    serviceSummary: {
      title: 'Claims by Service Category',
      columns: {
        account: 'Account',
        service: 'Service category',
        items: 'Items',
        claimants: 'Claimants',
        paid: 'Paid',
        adminFee: 'Admin fee',
        gst: 'GST',
        rst: 'RST',
        hst: 'HST',
        pst: 'PST',
        premTax: 'Premium tax',
        totalDue: 'Total due',
      },
    },
    claimSummary: { title: 'Claims Paid', columns: ONE_CLAIM_EN },
    fees: {
      title: 'Administration Fees and Taxes',
      columns: {
        month: 'Month',
        claims: 'Claims',
        paid: 'Paid',
        adminFee: 'Admin fee',
        gst: 'GST',
        rst: 'RST',
        hst: 'HST',
        pst: 'PST',
        premTax: 'Premium tax',
        feesAndTaxes: 'Fees and taxes',
      },
    },
    rff: { title: 'Request for Funding', columns: ONE_CLAIM_EN },
    accountBalance: {
      title: 'Company Account Statement',
      columns: {
        date: 'Date',
        entry: 'Entry',
        reference: 'Reference',
        deposits: 'Deposits',
        claimsPaid: 'Claims paid',
        refunds: 'Refunds',
        other: 'Other',
        balance: 'Balance',
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
    noDivision: 'Aucune division',
    lessBalance: 'Moins le solde du compte',
    amountDue: 'Montant dû',
    asOf: 'Au {{date}}',
    billTo: 'Facturé à',
    companyId: 'No d’entreprise {{id}}',
    remitTitle: 'Comment payer',
    remitPayee: 'Payer à : {{provider}}',
    remitReference: 'Référence : {{reference}} (votre numéro d’entreprise; indiquez-le avec votre dépôt)',
    remitPad:
      'Votre entreprise approvisionne son compte par débit préautorisé : le montant dû est prélevé du compte au dossier.',
    remitEft:
      'Par TEF : ajoutez {{provider}} comme bénéficiaire dans vos services bancaires en ligne, ou envoyez un chèque à l’ordre de {{provider}}.',
    remitQuestions: 'Des questions? Écrivez à {{supportEmail}}.',
    nothingDue: 'Rien n’est dû : le solde du compte couvre ces réclamations.',
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
    ledger: {
      OPENING: 'Solde d’ouverture',
      FUNDING: 'Dépôt',
      DEPOSIT: 'Dépôt',
      CLAIM: 'Réclamation',
      CLAIMS: 'Réclamations',
      ADJUSTMENT: 'Ajustement',
      REFUND: 'Remboursement',
      PREMIUM: 'Prime',
      LIMIT_CHANGE: 'Changement de limite',
      CLOSING: 'Solde de clôture',
    },
    direction: { IN: 'Entrée', OUT: 'Sortie' },
  },
  reports: {
    balanceHistory: {
      title: 'Historique des soldes',
      columns: {
        series: 'Compte',
        date: 'Date',
        entry: 'Changement',
        claim: 'Réclamation',
        reference: 'Référence',
        amount: 'Montant',
        balance: 'Solde',
      },
    },
    benefitAccounts: {
      title: 'Sommaire des garanties : comptes',
      columns: {
        account: 'Compte',
        planYear: 'Année de régime',
        funded: 'Versé',
        paid: 'Payé',
        balance: 'Solde',
        spendable: 'Disponible pour réclamer',
      },
    },
    benefitServices: {
      title: 'Sommaire des garanties : réclamations par service',
      columns: {
        service: 'Service',
        account: 'Compte',
        planYear: 'Année de régime',
        items: 'Postes',
        claimed: 'Réclamé',
        paid: 'Payé',
      },
    },
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
    salesReport: {
      title: 'Rapport des ventes',
      columns: {
        employerId: 'No d’employeur',
        company: 'Entreprise',
        planCode: 'Code de régime',
        effectiveDate: 'Date d’entrée en vigueur',
        agentId: 'No d’agent',
        agent: 'Agent',
        manager: 'Directeur',
        members: 'Membres',
        commission: 'Commission',
      },
    },
    transferBatches: {
      title: 'Détails des transferts',
      columns: {
        date: 'Date',
        direction: 'Sens',
        kind: 'Type',
        movements: 'Mouvements',
        moneyIn: 'Entrées',
        moneyOut: 'Sorties',
      },
    },
    employees: { title: 'Réclamations payées par employé', columns: CLAIM_COLUMNS_FR },
    wellnessEmployee: { title: 'Réclamations mieux-être payées par employé', columns: CLAIM_COLUMNS_FR },
    divisions: { title: 'Réclamations payées par division', columns: CLAIM_COLUMNS_FR },
    wellnessDivision: { title: 'Réclamations mieux-être payées par division', columns: CLAIM_COLUMNS_FR },
    employeeBalance: { title: 'Soldes CSS par employé', columns: BALANCE_COLUMNS_FR },
    wellnessEmployeeBalance: { title: 'Soldes mieux-être par employé', columns: BALANCE_COLUMNS_FR },
    serviceSummary: {
      title: 'Réclamations par catégorie de service',
      columns: {
        account: 'Compte',
        service: 'Catégorie de service',
        items: 'Postes',
        claimants: 'Demandeurs',
        paid: 'Payé',
        adminFee: 'Frais d’administration',
        gst: 'TPS',
        rst: 'TVD',
        hst: 'TVH',
        pst: 'TVP',
        premTax: 'Taxe sur les primes',
        totalDue: 'Total dû',
      },
    },
    claimSummary: { title: 'Réclamations payées', columns: ONE_CLAIM_FR },
    fees: {
      title: 'Frais d’administration et taxes',
      columns: {
        month: 'Mois',
        claims: 'Réclamations',
        paid: 'Payé',
        adminFee: 'Frais d’administration',
        gst: 'TPS',
        rst: 'TVD',
        hst: 'TVH',
        pst: 'TVP',
        premTax: 'Taxe sur les primes',
        feesAndTaxes: 'Frais et taxes',
      },
    },
    rff: { title: 'Demande de financement', columns: ONE_CLAIM_FR },
    accountBalance: {
      title: 'Relevé du compte de l’entreprise',
      columns: {
        date: 'Date',
        entry: 'Écriture',
        reference: 'Référence',
        deposits: 'Dépôts',
        claimsPaid: 'Réclamations payées',
        refunds: 'Remboursements',
        other: 'Autre',
        balance: 'Solde',
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

/*
 * The text of report definitions in English and French: titles, column headings, code names and the
 * words the exports write (totals, period, pages). The web shows these headings and the server writes
 * them into CSV and PDF files, so both read them from here; a French text missing is a compile error
 * (`ReportText` is the English shape).
 */
import { CLAIM_STATUS_NAMES } from '../claims/status';
import { MIN_CLAIMANTS_SHOWN } from './company';
import type { ReportLanguage } from './definition';

/**
 * The money columns of claims paid (the claims' own breakdown), once per language: the reports of
 * claims paid, of one claim a row, by service category and of fees spread them.
 */
const PAID_AND_FEES_EN = {
  paid: 'Paid',
  adminFee: 'Admin fee',
  gst: 'GST',
  rst: 'RST',
  hst: 'HST',
  pst: 'PST',
  premTax: 'Premium tax',
};
const CLAIM_MONEY_EN = { ...PAID_AND_FEES_EN, totalDue: 'Total due' };
const PAID_AND_FEES_FR: typeof PAID_AND_FEES_EN = {
  paid: 'Payé',
  adminFee: 'Frais d’administration',
  gst: 'TPS',
  rst: 'TVD',
  hst: 'TVH',
  pst: 'TVP',
  premTax: 'Taxe sur les primes',
};
const CLAIM_MONEY_FR: typeof CLAIM_MONEY_EN = { ...PAID_AND_FEES_FR, totalDue: 'Total dû' };

/** The columns of the company reports of claims paid (reports/company.ts). */
const CLAIM_COLUMNS_EN = {
  division: 'Division',
  employeeId: 'Employee ID',
  name: 'Employee',
  claims: 'Claims',
  ...CLAIM_MONEY_EN,
};
/** The columns of the insurance reports (decision 37). */
const PREMIUM_COLUMNS_EN = {
  month: 'Month',
  covered: 'Members covered',
  rate: 'Premium per member',
  premium: 'Premium',
  premTax: PAID_AND_FEES_EN.premTax,
  rst: 'Sales tax',
  total: 'Total',
};
const ACTIVITY_COLUMNS_EN = {
  date: 'Effective date',
  employeeId: 'Employee ID',
  name: 'Employee',
  change: 'Change',
  premiumChange: 'Monthly premium change',
};
const PREMIUM_COLUMNS_FR: typeof PREMIUM_COLUMNS_EN = {
  month: 'Mois',
  covered: 'Membres couverts',
  rate: 'Prime par membre',
  premium: 'Prime',
  premTax: PAID_AND_FEES_FR.premTax,
  rst: 'Taxe de vente',
  total: 'Total',
};
const ACTIVITY_COLUMNS_FR: typeof ACTIVITY_COLUMNS_EN = {
  date: 'Date d’effet',
  employeeId: 'No d’employé',
  name: 'Employé',
  change: 'Changement',
  premiumChange: 'Variation de la prime mensuelle',
};
/** The columns of the company reports of balances. */
const BALANCE_COLUMNS_EN = {
  employeeId: 'Employee ID',
  name: 'Employee',
  opening: 'Opening balance',
  funded: 'Funded',
  claimsPaid: 'Claims',
  other: 'Other',
  expired: 'Expired',
  closing: 'Closing balance',
};
const CLAIM_COLUMNS_FR: typeof CLAIM_COLUMNS_EN = {
  division: 'Division',
  employeeId: 'No d’employé',
  name: 'Employé',
  claims: 'Réclamations',
  ...CLAIM_MONEY_FR,
};
/** What a balance report's Claims column counts (taken at submission), said above its table. */
const BALANCE_NOTE_EN = `Claims are what left the balances in the period: a claim leaves its member’s balance when it is submitted, before it is funded and paid, so it can show here before it shows in the claims-paid reports. A plan year’s balance can be claimed until its run-out ends, 90 days after the plan year; what is left then expires and leaves the balance.`;
const BALANCE_NOTE_FR = `Les réclamations sont ce qui a quitté les soldes pendant la période : une réclamation quitte le solde du membre dès qu’elle est soumise, avant d’être financée et payée; elle peut donc paraître ici avant de paraître dans les rapports de réclamations payées. Le solde d’une année de régime peut être réclamé jusqu’à la fin de sa période de grâce, 90 jours après l’année de régime; ce qui reste alors expire et quitte le solde.`;
const BALANCE_COLUMNS_FR: typeof BALANCE_COLUMNS_EN = {
  employeeId: 'No d’employé',
  name: 'Employé',
  opening: 'Solde d’ouverture',
  funded: 'Versé',
  claimsPaid: 'Réclamations',
  other: 'Autre',
  expired: 'Expiré',
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
  ...CLAIM_MONEY_EN,
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
  ...CLAIM_MONEY_FR,
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
    /** Whose a statement is, under a PDF's title (`reportSubtitle`). */
    ownerEmployee: '{{name}} (employee ID {{id}}), {{employer}}',
    ownerPartner: '{{name}} (partner ID {{id}})',
    /** An export file name's period (`reportFileName`): ASCII, no spaces. */
    fileRange: '{{from}}-to-{{to}}',
    billTo: 'Bill to:',
    /** A label and its value: 'Amount due: $65.92'; French puts a space before the colon. */
    labelled: '{{label}}: {{value}}',
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
      CLASS_CHANGE: 'Class change',
      ONE_TIME_CHANGE: 'One-time change',
      WELLNESS_END: 'Wellness end',
      CLOSING: 'Closing balance',
    },
    direction: { IN: 'In', OUT: 'Out' },
    yesNo: { Y: 'Yes', N: 'No' },
    coverage: { ADDED: 'Added', REMOVED: 'Removed' },
    commission: {
      OPEN: 'Open',
      PAID: 'Paid',
      SIGNUP: 'Sign-up',
      CLAIM_FEE: 'Claim admin fee',
      ADJUSTMENT: 'Adjustment',
      DIRECT: 'Direct',
      OVERRIDE: 'Manager override',
    },
  },
  reports: {
    balanceHistory: {
      title: 'Balance History',
      fileName: 'balance-history',
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
      fileName: 'benefit-summary-accounts',
      columns: {
        account: 'Account',
        planYear: 'Plan year',
        funded: 'Funded',
        // Every claim charged to the plan year: paid, awaiting payment or in audit (decision 0029).
        paid: 'Used by claims',
        balance: 'Balance',
        spendable: 'Available to claim',
      },
    },
    benefitServices: {
      title: 'Benefit Summary: claims by service',
      fileName: 'benefit-summary-services',
      columns: {
        service: 'Service',
        account: 'Account',
        planYear: 'Plan year',
        items: 'Items',
        claimed: 'Claimed',
        paid: 'Paid or payable',
      },
    },
    claimActivity: {
      title: 'Claim Activity',
      fileName: 'claim-activity',
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
      fileName: 'sales-report',
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
    commissionStatements: {
      title: 'Commission Statements',
      fileName: 'commission-statements',
      columns: {
        statement: 'Statement',
        partner: 'Partner',
        status: 'Status',
        periodEnd: 'Period end',
        lines: 'Lines',
        total: 'Total',
        paidOn: 'Paid on',
        payoutRef: 'EFT reference',
      },
    },
    transferBatches: {
      title: 'Transfer Details',
      fileName: 'transfer-batches',
      columns: {
        date: 'Date',
        direction: 'Direction',
        kind: 'Kind',
        movements: 'Movements',
        moneyIn: 'In',
        moneyOut: 'Out',
      },
    },
    clientList: {
      title: 'Client List',
      fileName: 'client-list',
      columns: {
        EMPLOYER: 'Employer ID',
        EMPLOYER_NAME: 'Company',
        PLAN_CODE: 'Plan code',
        EFFECTIVE_DATE: 'Effective date',
        TERMINATION_DATE: 'Termination date',
        LAST_CLAIM_DATE: 'Last claim',
        TRAVL_INS: 'Travel insurance',
        EEI_INS: 'Earnings insurance',
        AGENT_NAME: 'Agent',
      },
    },
    hsaSales: {
      title: 'HSA Sales',
      fileName: 'hsa-sales',
      columns: {
        effectiveDate: 'Effective date',
        employerId: 'Employer ID',
        company: 'Company',
        planCode: 'Plan code',
        agent: 'Agent',
        members: 'Members',
      },
    },
    upcomingRenewals: {
      title: 'Upcoming Renewals',
      fileName: 'upcoming-renewals',
      columns: {
        renewalDate: 'Renewal date',
        employerId: 'Employer ID',
        company: 'Company',
        planCode: 'Plan code',
        effectiveDate: 'Effective date',
        agent: 'Agent',
        members: 'Members',
        renewalPrice: 'Renewal price',
        renewalTax: 'Tax',
        renewalTotal: 'Renewal total',
      },
    },
    agentList: {
      title: 'Agent List',
      fileName: 'agent-list',
      columns: {
        agentId: 'Agent ID',
        agentName: 'Agent',
        company: 'Agency',
        clients: 'Clients',
        members: 'Members',
        commission: 'Commission earned',
        unpaid: 'Unpaid commission',
      },
    },
    employees: {
      title: 'Claims Paid by Employee',
      fileName: 'claims-by-employee',
      columns: CLAIM_COLUMNS_EN,
    },
    wellnessEmployee: {
      title: 'Wellness Claims Paid by Employee',
      fileName: 'wellness-claims-by-employee',
      columns: CLAIM_COLUMNS_EN,
    },
    divisions: {
      title: 'Claims Paid by Division',
      fileName: 'claims-by-division',
      columns: CLAIM_COLUMNS_EN,
    },
    wellnessDivision: {
      title: 'Wellness Claims Paid by Division',
      fileName: 'wellness-claims-by-division',
      columns: CLAIM_COLUMNS_EN,
    },
    employeeBalance: {
      title: 'HSA Balances by Employee',
      fileName: 'hsa-balances',
      note: BALANCE_NOTE_EN,
      columns: BALANCE_COLUMNS_EN,
    },
    wellnessEmployeeBalance: {
      title: 'Wellness Balances by Employee',
      fileName: 'wellness-balances',
      note: BALANCE_NOTE_EN,
      columns: BALANCE_COLUMNS_EN,
    },
    serviceSummary: {
      title: 'Claims by Service Category',
      fileName: 'claims-by-service',
      note: `The number of claimants is not shown for a category with fewer than ${MIN_CLAIMANTS_SHOWN}, so no one can be singled out.`,
      columns: {
        account: 'Account',
        service: 'Service category',
        items: 'Items',
        claimants: 'Claimants',
        ...CLAIM_MONEY_EN,
      },
    },
    claimSummary: { title: 'Claims Paid', fileName: 'claims-paid', columns: ONE_CLAIM_EN },
    fees: {
      title: 'Administration Fees and Taxes',
      fileName: 'fees-and-taxes',
      columns: {
        month: 'Month',
        claims: 'Claims',
        ...PAID_AND_FEES_EN,
        feesAndTaxes: 'Fees and taxes',
      },
    },
    rff: { title: 'Request for Funding', fileName: 'request-for-funding', columns: ONE_CLAIM_EN },
    accountBalance: {
      title: 'Company Account Statement',
      fileName: 'account-statement',
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
    travelStatement: {
      title: 'Travel Insurance Premiums',
      fileName: 'travel-premiums',
      columns: PREMIUM_COLUMNS_EN,
    },
    travelActivity: {
      title: 'Travel Insurance Coverage Changes',
      fileName: 'travel-coverage-changes',
      columns: ACTIVITY_COLUMNS_EN,
    },
    eeiStatement: {
      title: 'Employee Earnings Insurance Premiums',
      fileName: 'eei-premiums',
      columns: PREMIUM_COLUMNS_EN,
    },
    eeiActivity: {
      title: 'Employee Earnings Insurance Coverage Changes',
      fileName: 'eei-coverage-changes',
      columns: ACTIVITY_COLUMNS_EN,
    },
    catStatement: {
      title: 'Catastrophic Drug Insurance Premiums',
      fileName: 'catastrophic-drug-premiums',
      columns: PREMIUM_COLUMNS_EN,
    },
    catActivity: {
      title: 'Catastrophic Drug Insurance Coverage Changes',
      fileName: 'catastrophic-drug-coverage-changes',
      columns: ACTIVITY_COLUMNS_EN,
    },
    insuranceCoverage: {
      title: 'Insurance Coverage',
      fileName: 'insurance-coverage',
      columns: {
        employeeId: 'Employee ID',
        name: 'Employee',
        travel: 'Travel',
        eei: 'Earnings insurance',
        catDrug: 'Catastrophic drug',
        total: 'Monthly premium',
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
    ownerEmployee: '{{name}} (no d’employé {{id}}), {{employer}}',
    ownerPartner: '{{name}} (no de partenaire {{id}})',
    fileRange: '{{from}}-au-{{to}}',
    billTo: 'Facturé à\u00a0:',
    labelled: '{{label}}\u00a0: {{value}}',
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
      CLASS_CHANGE: 'Changement de catégorie',
      ONE_TIME_CHANGE: 'Changement ponctuel',
      WELLNESS_END: 'Fin du mieux-être',
      CLOSING: 'Solde de clôture',
    },
    direction: { IN: 'Entrée', OUT: 'Sortie' },
    yesNo: { Y: 'Oui', N: 'Non' },
    coverage: { ADDED: 'Ajout', REMOVED: 'Retrait' },
    commission: {
      OPEN: 'Ouvert',
      PAID: 'Payé',
      SIGNUP: 'Adhésion',
      CLAIM_FEE: 'Frais d’administration d’une réclamation',
      ADJUSTMENT: 'Ajustement',
      DIRECT: 'Directe',
      OVERRIDE: 'Commission de gestionnaire',
    },
  },
  reports: {
    balanceHistory: {
      title: 'Historique du solde',
      fileName: 'historique-du-solde',
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
      fileName: 'sommaire-des-garanties-comptes',
      columns: {
        account: 'Compte',
        planYear: 'Année de régime',
        funded: 'Versé',
        paid: 'Utilisé par les réclamations',
        balance: 'Solde',
        spendable: 'Disponible pour réclamer',
      },
    },
    benefitServices: {
      title: 'Sommaire des garanties : réclamations par service',
      fileName: 'sommaire-des-garanties-services',
      columns: {
        service: 'Service',
        account: 'Compte',
        planYear: 'Année de régime',
        items: 'Postes',
        claimed: 'Réclamé',
        paid: 'Payé ou à payer',
      },
    },
    claimActivity: {
      title: 'Activité des réclamations',
      fileName: 'activité-des-réclamations',
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
      fileName: 'rapport-des-ventes',
      columns: {
        employerId: 'No d’employeur',
        company: 'Entreprise',
        planCode: 'Code de régime',
        effectiveDate: 'Date d’entrée en vigueur',
        agentId: 'No d’agent',
        agent: 'Agent',
        manager: 'Gestionnaire',
        members: 'Membres',
        commission: 'Commission',
      },
    },
    commissionStatements: {
      title: 'Relevés de commissions',
      fileName: 'relevés-de-commissions',
      columns: {
        statement: 'Relevé',
        partner: 'Partenaire',
        status: 'État',
        periodEnd: 'Fin de la période',
        lines: 'Lignes',
        total: 'Total',
        paidOn: 'Payé le',
        payoutRef: 'Référence du TEF',
      },
    },
    transferBatches: {
      title: 'Détails des virements',
      fileName: 'détails-des-virements',
      columns: {
        date: 'Date',
        direction: 'Sens',
        kind: 'Type',
        movements: 'Mouvements',
        moneyIn: 'Entrées',
        moneyOut: 'Sorties',
      },
    },
    clientList: {
      title: 'Liste des clients',
      fileName: 'liste-des-clients',
      columns: {
        EMPLOYER: 'No d’employeur',
        EMPLOYER_NAME: 'Entreprise',
        PLAN_CODE: 'Code du régime',
        EFFECTIVE_DATE: 'Date d’entrée en vigueur',
        TERMINATION_DATE: 'Date de fin',
        LAST_CLAIM_DATE: 'Dernière réclamation',
        TRAVL_INS: 'Assurance voyage',
        EEI_INS: 'Assurance salaire',
        AGENT_NAME: 'Agent',
      },
    },
    hsaSales: {
      title: 'Ventes de CSS',
      fileName: 'ventes-css',
      columns: {
        effectiveDate: 'Date d’entrée en vigueur',
        employerId: 'No d’employeur',
        company: 'Entreprise',
        planCode: 'Code du régime',
        agent: 'Agent',
        members: 'Membres',
      },
    },
    upcomingRenewals: {
      title: 'Renouvellements à venir',
      fileName: 'renouvellements-à-venir',
      columns: {
        renewalDate: 'Date de renouvellement',
        employerId: 'No d’employeur',
        company: 'Entreprise',
        planCode: 'Code du régime',
        effectiveDate: 'Date d’entrée en vigueur',
        agent: 'Agent',
        members: 'Membres',
        renewalPrice: 'Prix du renouvellement',
        renewalTax: 'Taxe',
        renewalTotal: 'Total du renouvellement',
      },
    },
    agentList: {
      title: 'Liste des agents',
      fileName: 'liste-des-agents',
      columns: {
        agentId: 'No d’agent',
        agentName: 'Agent',
        company: 'Agence',
        clients: 'Clients',
        members: 'Membres',
        commission: 'Commissions gagnées',
        unpaid: 'Commissions impayées',
      },
    },
    employees: {
      title: 'Réclamations payées par employé',
      fileName: 'réclamations-par-employé',
      columns: CLAIM_COLUMNS_FR,
    },
    wellnessEmployee: {
      title: 'Réclamations mieux-être payées par employé',
      fileName: 'réclamations-mieux-être-par-employé',
      columns: CLAIM_COLUMNS_FR,
    },
    divisions: {
      title: 'Réclamations payées par division',
      fileName: 'réclamations-par-division',
      columns: CLAIM_COLUMNS_FR,
    },
    wellnessDivision: {
      title: 'Réclamations mieux-être payées par division',
      fileName: 'réclamations-mieux-être-par-division',
      columns: CLAIM_COLUMNS_FR,
    },
    employeeBalance: {
      title: 'Soldes CSS par employé',
      fileName: 'soldes-css',
      note: BALANCE_NOTE_FR,
      columns: BALANCE_COLUMNS_FR,
    },
    wellnessEmployeeBalance: {
      title: 'Soldes mieux-être par employé',
      fileName: 'soldes-mieux-être',
      note: BALANCE_NOTE_FR,
      columns: BALANCE_COLUMNS_FR,
    },
    serviceSummary: {
      title: 'Réclamations par catégorie de service',
      fileName: 'réclamations-par-service',
      note: `Le nombre de demandeurs n’est pas affiché pour une catégorie qui en compte moins de ${MIN_CLAIMANTS_SHOWN}, pour que personne ne puisse être reconnu.`,
      columns: {
        account: 'Compte',
        service: 'Catégorie de service',
        items: 'Postes',
        claimants: 'Demandeurs',
        ...CLAIM_MONEY_FR,
      },
    },
    claimSummary: { title: 'Réclamations payées', fileName: 'réclamations-payées', columns: ONE_CLAIM_FR },
    fees: {
      title: 'Frais d’administration et taxes',
      fileName: 'frais-et-taxes',
      columns: {
        month: 'Mois',
        claims: 'Réclamations',
        ...PAID_AND_FEES_FR,
        feesAndTaxes: 'Frais et taxes',
      },
    },
    rff: { title: 'Demande de financement', fileName: 'demande-de-financement', columns: ONE_CLAIM_FR },
    accountBalance: {
      title: 'Relevé du compte de l’entreprise',
      fileName: 'relevé-du-compte',
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
    travelStatement: {
      title: 'Primes d’assurance médicale de voyage',
      fileName: 'primes-assurance-voyage',
      columns: PREMIUM_COLUMNS_FR,
    },
    travelActivity: {
      title: 'Changements de couverture d’assurance médicale de voyage',
      fileName: 'changements-couverture-voyage',
      columns: ACTIVITY_COLUMNS_FR,
    },
    eeiStatement: {
      title: 'Primes d’assurance de revenu des employés',
      fileName: 'primes-assurance-revenu',
      columns: PREMIUM_COLUMNS_FR,
    },
    eeiActivity: {
      title: 'Changements de couverture d’assurance de revenu des employés',
      fileName: 'changements-couverture-revenu',
      columns: ACTIVITY_COLUMNS_FR,
    },
    catStatement: {
      title: 'Primes d’assurance médicaments pour frais catastrophiques',
      fileName: 'primes-assurance-médicaments-catastrophiques',
      columns: PREMIUM_COLUMNS_FR,
    },
    catActivity: {
      title: 'Changements de couverture d’assurance médicaments pour frais catastrophiques',
      fileName: 'changements-couverture-médicaments-catastrophiques',
      columns: ACTIVITY_COLUMNS_FR,
    },
    insuranceCoverage: {
      title: 'Couverture d’assurance',
      fileName: 'couverture-assurance',
      columns: {
        employeeId: 'No d’employé',
        name: 'Employé',
        travel: 'Voyage',
        eei: 'Assurance de revenu',
        catDrug: 'Médicaments (frais catastrophiques)',
        total: 'Prime mensuelle',
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

/*
 * What the claims module writes for people, in English and French (decision 0021): the confirmation
 * mail of a submitted claim, its notification, the "claim paid" notification and the paper claim
 * form. `CLAIMS_TEXT.fr` must have every key of the English with the same `{{placeholders}}`
 * (modules/text.test.ts).
 */
import {
  fillIn,
  formatDateIn,
  formatMoneyIn,
  storedTextIn,
  type Language,
  type TextShape,
} from '@benefits/domain';

const en = {
  account: { HSA: 'HSA', WSA: 'WSA' },
  accountName: { HSA: 'Health Spending Account', WSA: 'Wellness Spending Account' },
  confirmationMail: {
    subject: '{{provider}}: claim #{{claimId}} received',
    greeting: 'Hello {{firstName}},',
    received: 'We received your {{account}} claim #{{claimId}} on {{date}}.',
    claimed: 'Amount claimed: {{amount}}',
    paid: 'Paid from your balance: {{amount}}',
    previousYear: '  from the previous plan year: {{amount}}',
    currentYear: '  from the current plan year: {{amount}}',
    audit: 'This claim was selected for audit. Please upload your audit documents at {{link}}.',
    follow: 'You can follow it at {{link}}.',
    questions: 'Questions? Write to {{supportEmail}}.',
  },
  notification: {
    submittedTitle: 'Claim submitted',
    submittedBody:
      'Your {{account}} claim #{{claimId}} for {{claimed}} was submitted: {{paid}} will be paid from your balance.',
    auditTitle: 'Claim selected for audit',
    auditBody:
      'Your {{account}} claim #{{claimId}} for {{claimed}} was submitted and selected for audit. Please upload your audit documents.',
    paidTitle: 'Claim paid',
    paidBody:
      'Your claim #{{claimId}} ({{services}}) was paid: {{amount}} went to your bank account by direct deposit.',
  },
  printForm: {
    title: '{{provider}} claim form',
    heading: '{{account}} claim form',
    printed: 'Printed {{date}}',
    printedClaim: 'Printed {{date}} - claim #{{claimId}}',
    employee: 'Employee',
    name: 'Name',
    employeeId: 'Employee ID',
    address: 'Address',
    telephone: 'Telephone',
    email: 'E-mail',
    employerAndPlan: 'Employer and plan',
    company: 'Company',
    employerId: 'Employer ID',
    plan: 'Plan',
    planYear: 'Plan year',
    planYearDates: '{{start}} to {{end}}',
    patients: 'Patients',
    employeePatient: 'Employee: {{name}}',
    dependant: 'Dependant',
    expenses: 'Expenses',
    columns: {
      number: '#',
      patient: 'Patient',
      serviceDate: 'Service date',
      service: 'Service',
      provider: 'Provider',
      providerNumber: 'Provider no.',
      amount: 'Amount',
    },
    total: 'Total claimed: {{amount}}',
    declaration: 'Declaration',
    declarationText:
      'I certify that the expenses above were incurred by me or my eligible dependants, that they have not been reimbursed by any other plan, and that the receipts attached are originals.',
    signature: 'Signature: ________________________________        Date: ________________',
    // Then the provider's name and mailing address (PROVIDER_MAILING_ADDRESS), a line each.
    mailTo: 'Mail the signed form with your receipts to:',
    questions: 'Questions: {{supportEmail}}.',
    fileName: 'claim-form.pdf',
    fileNameOfClaim: 'claim-form-{{claimId}}.pdf',
  },
};

const fr: TextShape<typeof en> = {
  account: { HSA: 'CSS', WSA: 'CME' },
  accountName: { HSA: 'Compte de soins de santé', WSA: 'Compte mieux-être' },
  confirmationMail: {
    subject: '{{provider}} : réclamation nº {{claimId}} reçue',
    greeting: 'Bonjour {{firstName}},',
    received: 'Nous avons reçu votre réclamation au {{account}} nº {{claimId}} le {{date}}.',
    claimed: 'Montant réclamé : {{amount}}',
    paid: 'Payé à partir de votre solde : {{amount}}',
    previousYear: '  sur l’année précédente du régime : {{amount}}',
    currentYear: '  sur l’année en cours du régime : {{amount}}',
    audit:
      'Cette réclamation a été sélectionnée pour une vérification. Veuillez téléverser vos documents de vérification à {{link}}.',
    follow: 'Vous pouvez en suivre le traitement à {{link}}.',
    questions: 'Des questions? Écrivez-nous à {{supportEmail}}.',
  },
  notification: {
    submittedTitle: 'Réclamation soumise',
    submittedBody:
      'Votre réclamation au {{account}} nº {{claimId}} de {{claimed}} a été soumise : {{paid}} sera payé à partir de votre solde.',
    auditTitle: 'Réclamation sélectionnée pour vérification',
    auditBody:
      'Votre réclamation au {{account}} nº {{claimId}} de {{claimed}} a été soumise et sélectionnée pour une vérification. Veuillez téléverser vos documents de vérification.',
    paidTitle: 'Réclamation payée',
    paidBody:
      'Votre réclamation nº {{claimId}} ({{services}}) a été payée : {{amount}} ont été versés dans votre compte bancaire par dépôt direct.',
  },
  printForm: {
    title: 'Formulaire de réclamation {{provider}}',
    heading: 'Formulaire de réclamation – {{account}}',
    printed: 'Imprimé le {{date}}',
    printedClaim: 'Imprimé le {{date}} – réclamation nº {{claimId}}',
    employee: 'Employé',
    name: 'Nom',
    employeeId: 'Numéro d’employé',
    address: 'Adresse',
    telephone: 'Téléphone',
    email: 'Courriel',
    employerAndPlan: 'Employeur et régime',
    company: 'Entreprise',
    employerId: 'Numéro d’employeur',
    plan: 'Régime',
    planYear: 'Année du régime',
    planYearDates: 'Du {{start}} au {{end}}',
    patients: 'Patients',
    employeePatient: 'Employé : {{name}}',
    dependant: 'Personne à charge',
    expenses: 'Dépenses',
    columns: {
      number: 'No',
      patient: 'Patient',
      serviceDate: 'Date du service',
      service: 'Service',
      provider: 'Fournisseur',
      providerNumber: 'No fourn.',
      amount: 'Montant',
    },
    total: 'Total réclamé : {{amount}}',
    declaration: 'Déclaration',
    declarationText:
      'J’atteste que les dépenses ci-dessus ont été engagées par moi ou par mes personnes à charge admissibles, qu’elles n’ont été remboursées par aucun autre régime et que les reçus joints sont des originaux.',
    signature: 'Signature : ________________________________        Date : ________________',
    mailTo: 'Postez le formulaire signé avec vos reçus à :',
    questions: 'Questions : {{supportEmail}}.',
    fileName: 'formulaire-de-réclamation.pdf',
    fileNameOfClaim: 'formulaire-de-réclamation-{{claimId}}.pdf',
  },
};

/**
 * The French of the notes the system writes in a claim's status history (service.ts, the seed),
 * by their English: the history keeps the English it was written with, and the claim details answer
 * the reader's language. A note a person typed is answered as written.
 */
const HISTORY_NOTES_FR: Readonly<Record<string, string>> = {
  Started: 'Commencée',
  Saved: 'Enregistrée',
  'Cancelled by the employee': 'Annulée par l’employé',
  Submitted: 'Soumise',
  'Selected for audit: amount claimed above $1,000.00':
    'Sélectionnée pour vérification : montant réclamé supérieur à 1 000,00 $',
  'Selected for audit: every 8th claim': 'Sélectionnée pour vérification : une réclamation sur huit',
  'Paper claim received': 'Réclamation papier reçue',
  'Paper claim received; selected for audit': 'Réclamation papier reçue; sélectionnée pour vérification',
  'Audit passed': 'Vérification réussie',
  'Paid by direct deposit': 'Payée par dépôt direct',
};
/** Notes the system writes with a value after them (a file name, the auditor's reason), as written. */
const NOTES_WITH_VALUE_FR: readonly [RegExp, string][] = [
  [/^Audit document received: (.*)$/s, 'Document de vérification reçu : '],
  [/^Audit passed: (.*)$/s, 'Vérification réussie : '],
  [/^Audit failed: (.*)$/s, 'Vérification échouée : '],
];

/** A status history note in the reader's language. */
export function historyNoteIn(note: string, language: Language): string {
  if (language !== 'fr') return note;
  const known = HISTORY_NOTES_FR[note];
  if (known) return known;
  for (const [pattern, french] of NOTES_WITH_VALUE_FR) {
    const value = pattern.exec(note);
    if (value) return `${french}${value[1]}`;
  }
  return note;
}

export type ClaimsText = TextShape<typeof en>;
export const CLAIMS_TEXT: Readonly<Record<Language, ClaimsText>> = { en, fr };

type ClaimAccount = 'HSA' | 'WSA';
const accountOf = (type: string): ClaimAccount => (type === 'WSA' ? 'WSA' : 'HSA');

/** A mail item: the service in the reader's language (its French name when it has one). */
export interface MailItem {
  serviceDate: string;
  patientName: string;
  serviceName: string;
  serviceNameFr: string;
  provider: string;
  amountCents: number;
}

export const serviceNameIn = (item: { serviceName: string; serviceNameFr?: string }, language: Language) =>
  storedTextIn(item.serviceName, item.serviceNameFr, language).text;

/** The confirmation mail of a submitted claim, in the employee's language. */
export function confirmationMailText(
  language: Language,
  d: {
    provider: string;
    supportEmail: string;
    firstName: string;
    claimId: number;
    type: string;
    today: string;
    items: readonly MailItem[];
    claimedCents: number;
    paidCents: number;
    previousYearCents: number;
    currentYearCents: number;
    /** The audit upload page when the claim was selected for audit, otherwise the claim's page. */
    audit: boolean;
    link: string;
  },
): { subject: string; text: string } {
  const t = CLAIMS_TEXT[language].confirmationMail;
  const money = (cents: number) => formatMoneyIn(cents, language);
  const account = CLAIMS_TEXT[language].account[accountOf(d.type)];
  return {
    subject: fillIn(t.subject, { provider: d.provider, claimId: d.claimId }),
    text: [
      fillIn(t.greeting, { firstName: d.firstName }),
      '',
      fillIn(t.received, { account, claimId: d.claimId, date: formatDateIn(d.today, language) }),
      '',
      ...d.items.map(
        (i, n) =>
          `  ${n + 1}. ${formatDateIn(i.serviceDate, language)}  ${i.patientName}  ${serviceNameIn(i, language)}  ${i.provider}  ${money(i.amountCents)}`,
      ),
      '',
      fillIn(t.claimed, { amount: money(d.claimedCents) }),
      fillIn(t.paid, { amount: money(d.paidCents) }),
      fillIn(t.previousYear, { amount: money(d.previousYearCents) }),
      fillIn(t.currentYear, { amount: money(d.currentYearCents) }),
      '',
      fillIn(d.audit ? t.audit : t.follow, { link: d.link }),
      '',
      fillIn(t.questions, { supportEmail: d.supportEmail }),
      d.provider,
    ].join('\n'),
  };
}

/** The notification of a submitted claim, in both languages (shown in the reader's). */
export function submittedNotification(d: {
  claimId: number;
  type: string;
  claimedCents: number;
  paidCents: number;
  audit: boolean;
}) {
  const one = (language: Language) => {
    const t = CLAIMS_TEXT[language].notification;
    const params = {
      account: CLAIMS_TEXT[language].account[accountOf(d.type)],
      claimId: d.claimId,
      claimed: formatMoneyIn(d.claimedCents, language),
      paid: formatMoneyIn(d.paidCents, language),
    };
    return d.audit
      ? { title: t.auditTitle, body: fillIn(t.auditBody, params) }
      : { title: t.submittedTitle, body: fillIn(t.submittedBody, params) };
  };
  const en = one('en');
  const fr = one('fr');
  return { title: en.title, body: en.body, titleFr: fr.title, bodyFr: fr.body };
}

/** The "claim paid" notification, in both languages. */
export function paidNotification(d: {
  claimId: number;
  services: string;
  servicesFr: string;
  amountCents: number;
}) {
  const one = (language: Language) => {
    const t = CLAIMS_TEXT[language].notification;
    return {
      title: t.paidTitle,
      body: fillIn(t.paidBody, {
        claimId: d.claimId,
        services: language === 'fr' && d.servicesFr ? d.servicesFr : d.services,
        amount: formatMoneyIn(d.amountCents, language),
      }),
    };
  };
  const en = one('en');
  const fr = one('fr');
  return { title: en.title, body: en.body, titleFr: fr.title, bodyFr: fr.body };
}

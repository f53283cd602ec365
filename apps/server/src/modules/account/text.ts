/*
 * What the account module writes for people, in English and French (decision 0021): the plan summary
 * PDF and the frame of the signed agreement PDF (the agreement itself is in agreement-text.ts).
 * `ACCOUNT_TEXT.fr` must have every key of the English with the same `{{placeholders}}`
 * (modules/text.test.ts).
 */
import type { Language, TextShape } from '@benefits/domain';

const en = {
  planSummary: {
    title: 'Plan summary',
    heading: 'Plan summary: {{plan}}',
    employee: 'Employee',
    employeeValue: '{{name}} (ID {{id}})',
    employer: 'Employer',
    plan: 'Plan',
    effectiveDate: 'Effective date',
    planYear: 'Current plan year',
    planYearDates: '{{start}} to {{end}}',
    classification: 'Classification',
    hsaLimit: 'Health Spending Account limit',
    wsaLimit: 'Wellness Spending Account limit',
    yearEnd: 'At plan year end',
    noClassification: 'No classification is assigned yet. Please ask your plan administrator.',
    note: 'Eligible expenses are those that qualify for the medical expense tax credit. Claims are paid up to the balance available in the plan year. This summary is for information; the plan documents govern.',
    fileName: 'plan-summary-{{id}}.pdf',
  },
  agreementPdf: {
    employee: 'Employee',
    employeeId: 'Employee ID',
    employer: 'Employer',
    acceptedOnline: 'Accepted online',
    version: 'Agreement version',
    acceptedBy:
      'Accepted electronically by {{name}} (ID {{id}}) on {{date}}. Electronic acceptance has the same effect as a signature.',
    runningHead: '{{title}} — {{name}} (ID {{id}})',
    page: 'Page {{page}} of {{pages}}',
    fileName: 'hsa-employer-agreement-{{id}}.pdf',
  },
};

const fr: TextShape<typeof en> = {
  planSummary: {
    title: 'Sommaire du régime',
    heading: 'Sommaire du régime : {{plan}}',
    employee: 'Employé',
    employeeValue: '{{name}} (no {{id}})',
    employer: 'Employeur',
    plan: 'Régime',
    effectiveDate: 'Date d’entrée en vigueur',
    planYear: 'Année du régime en cours',
    planYearDates: 'Du {{start}} au {{end}}',
    classification: 'Catégorie',
    hsaLimit: 'Plafond du compte de soins de santé',
    wsaLimit: 'Plafond du compte mieux-être',
    yearEnd: 'À la fin de l’année du régime',
    noClassification:
      'Aucune catégorie ne vous est encore attribuée. Veuillez vous adresser à l’administrateur de votre régime.',
    note: 'Les dépenses admissibles sont celles qui donnent droit au crédit d’impôt pour frais médicaux. Les réclamations sont payées jusqu’à concurrence du solde disponible pour l’année du régime. Ce sommaire est fourni à titre informatif; les documents du régime prévalent.',
    fileName: 'sommaire-du-régime-{{id}}.pdf',
  },
  agreementPdf: {
    employee: 'Employé',
    employeeId: 'Numéro d’employé',
    employer: 'Employeur',
    // L’entente: feminine, as in acceptedBy.
    acceptedOnline: 'Acceptée en ligne',
    version: 'Version de l’entente',
    acceptedBy:
      'Acceptée électroniquement par {{name}} (no {{id}}) le {{date}}. L’acceptation électronique a le même effet qu’une signature.',
    runningHead: '{{title}} — {{name}} (no {{id}})',
    page: 'Page {{page}} sur {{pages}}',
    fileName: 'entente-employeur-css-{{id}}.pdf',
  },
};

export type AccountText = TextShape<typeof en>;
export const ACCOUNT_TEXT: Readonly<Record<Language, AccountText>> = { en, fr };

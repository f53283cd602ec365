/*
 * The staff log's details, in English and French (decision 0021): each action stores the key of its
 * detail and the detail's values (migration 0032), and the log is read in the reader's language.
 * `TOOLS_TEXT.fr` must have every key of the English with the same `{{placeholders}}`
 * (modules/text.test.ts).
 */
import type { Language, TextShape } from '@benefits/domain';

const en = {
  details: {
    text: '{{text}}',
    employee: 'Employee {{employeeId}}',
    employeeReason: 'Employee {{employeeId}}: {{reason}}',
    claimFile: '{{file}} {{fileId}}: {{fileName}}',
    ad: '{{title}} ({{audience}}, {{state}})',
    update: '{{version}} {{title}} ({{audience}}, {{publishedOn}})',
    receipt: '{{source}} {{paymentId}} to {{email}}',
    statement: 'Payout of {{paidOn}} to {{email}}',
    limit: '{{changes}}',
    movements: { one: '{{count}} movement', other: '{{count}} movements' },
    range: '{{from}} to {{to}}',
    rows: { one: '{{format}}, {{count}} row', other: '{{format}}, {{count}} rows' },
    rangeRows: {
      one: '{{from}} to {{to}}, {{format}}, {{count}} row',
      other: '{{from}} to {{to}}, {{format}}, {{count}} rows',
    },
    apiCall: 'HTTP {{status}}, code {{code}}, {{token}}',
  },
  words: {
    audience: {
      ALL: 'everyone',
      EMPLOYEE: 'employees',
      COMPANY_ADMIN: 'company administrators',
      PARTNER: 'partners',
    },
    state: { active: 'active', inactive: 'inactive' },
    source: { LEDGER: 'Deposit', CARD: 'Card payment' },
    file: { receipt: 'Receipt', audit: 'Audit document' },
    token: { with: 'with token', without: 'without token' },
  },
};

const fr: TextShape<typeof en> = {
  details: {
    text: '{{text}}',
    employee: 'Employé {{employeeId}}',
    employeeReason: 'Employé {{employeeId}} : {{reason}}',
    claimFile: '{{file}} {{fileId}} : {{fileName}}',
    ad: '{{title}} ({{audience}}, {{state}})',
    update: '{{version}} {{title}} ({{audience}}, {{publishedOn}})',
    receipt: '{{source}} {{paymentId}} à {{email}}',
    statement: 'Versement du {{paidOn}} à {{email}}',
    limit: '{{changes}}',
    movements: { one: '{{count}} mouvement', other: '{{count}} mouvements' },
    range: 'du {{from}} au {{to}}',
    rows: { one: '{{format}}, {{count}} ligne', other: '{{format}}, {{count}} lignes' },
    rangeRows: {
      one: 'du {{from}} au {{to}}, {{format}}, {{count}} ligne',
      other: 'du {{from}} au {{to}}, {{format}}, {{count}} lignes',
    },
    apiCall: 'HTTP {{status}}, code {{code}}, {{token}}',
  },
  words: {
    audience: {
      ALL: 'tout le monde',
      EMPLOYEE: 'employés',
      COMPANY_ADMIN: 'administrateurs d’entreprise',
      PARTNER: 'partenaires',
    },
    state: { active: 'active', inactive: 'inactive' },
    source: { LEDGER: 'Dépôt', CARD: 'Paiement par carte' },
    file: { receipt: 'Reçu', audit: 'Document de vérification' },
    token: { with: 'avec jeton', without: 'sans jeton' },
  },
};

export type ToolsText = TextShape<typeof en>;
export const TOOLS_TEXT: Readonly<Record<Language, ToolsText>> = { en, fr };

import { nameIn, type LocalizedName } from '../reports/definition';
import { fillText } from '../reports/text';
import type { Language } from '../text/language';

/** Kinds of employer_ledger rows (the group account's movements). */
export const EMPLOYER_LEDGER_KINDS = ['DEPOSIT', 'CLAIMS', 'REFUND', 'PREMIUM', 'ADJUSTMENT'] as const;
export type EmployerLedgerKind = (typeof EMPLOYER_LEDGER_KINDS)[number];

/**
 * Kinds of balance_ledger rows (an employee's account, by plan year): the plan year's deposit, a
 * claim paid (or given back when its audit fails), an adjustment, and the changes of a limit, a
 * classification, a one-time change or the end of wellness accounts. Each has a name in both
 * languages (REPORT_TEXT's `ledger` codes), which a test checks.
 */
export const BALANCE_LEDGER_KINDS = [
  'FUNDING',
  'CLAIM',
  'ADJUSTMENT',
  'LIMIT_CHANGE',
  'CLASS_CHANGE',
  'ONE_TIME_CHANGE',
  'WELLNESS_END',
] as const;
export type BalanceLedgerKind = (typeof BALANCE_LEDGER_KINDS)[number];

/**
 * The kinds of rows that set an account's limit for a plan year (decision 0022, amended 2026-12-07):
 * its funding and every change of the classification's amounts that reached it (a limit change or a
 * recalculation, `LIMIT_CHANGE`; a class change, `CLASS_CHANGE`). Their sum is "the limit the
 * ledger holds", which a limit change and the limit recalculation bring to the classification's
 * amount. Not the others: a claim (or its reversal) is spending; a one-time change is an amount an
 * administrator gave or took for one employee on purpose, on top of the limit, which a
 * recalculation must not undo; an adjustment is entered by hand outside these rules; the end of the
 * wellness accounts closes a balance, it does not set a limit.
 */
export const LIMIT_LEDGER_KINDS = [
  'FUNDING',
  'LIMIT_CHANGE',
  'CLASS_CHANGE',
] as const satisfies readonly BalanceLedgerKind[];

/**
 * The references the product writes on ledger rows, the company account's and the employees'. They
 * are stored in English, as written (`ledgerReference` writes one with its values); screens, CSV and
 * PDF show them in the reader's language (`ledgerReferenceNames`). In a form, `{{id}}` is a number
 * (a claim's, a change's) and `{{text}}` any text (a one-time change's reason, a staff member's name),
 * kept as written in both languages.
 */
export const LEDGER_REFERENCES = {
  // The company account.
  padDeposit: { en: 'Pre-authorised debit', fr: 'Débit préautorisé' },
  chequeDeposit: { en: 'Cheque deposit', fr: 'Dépôt par chèque' },
  eftDeposit: { en: 'EFT deposit', fr: 'Dépôt par TEF' },
  claimsFunded: { en: 'Claims funded', fr: 'Réclamations financées' },
  refundToPad: {
    en: 'Refund to the company’s pre-authorised debit account',
    fr: 'Remboursement au compte de débit préautorisé de l’entreprise',
  },
  refundByCheque: { en: 'Refund by cheque to the company', fr: 'Remboursement par chèque à l’entreprise' },
  yearEndAdjustment: { en: 'Year-end adjustment', fr: 'Ajustement de fin d’année' },
  // An employee's account.
  planYearDeposit: { en: 'Plan year deposit', fr: 'Dépôt de l’année du régime' },
  claim: { en: 'Claim {{id}}', fr: 'Réclamation {{id}}' },
  claimAuditFailed: { en: 'Claim {{id}}: audit failed', fr: 'Réclamation {{id}} : vérification échouée' },
  classChange: { en: 'Class change #{{id}}', fr: 'Changement de catégorie nº {{id}}' },
  oneTimeChange: {
    en: 'One-time change #{{id}}: {{text}}',
    fr: 'Changement ponctuel nº {{id}} : {{text}}',
  },
  limitChange: { en: 'Limit change #{{id}}', fr: 'Changement de limite nº {{id}}' },
  limitRecalculation: { en: 'Limit recalculation by {{text}}', fr: 'Recalcul des limites par {{text}}' },
  wellnessSetup: { en: 'Wellness setup #{{id}}', fr: 'Mise en place du mieux-être nº {{id}}' },
  wellnessChange: { en: 'Wellness change #{{id}}', fr: 'Changement du mieux-être nº {{id}}' },
  wellnessEnd: { en: 'Wellness end #{{id}}', fr: 'Fin du mieux-être nº {{id}}' },
} as const satisfies Record<string, LocalizedName>;
export type LedgerReference = keyof typeof LEDGER_REFERENCES;

/** What a reference's form takes: `{{id}}` a whole number, `{{text}}` any text. */
type ReferenceValues = { id?: number; text?: string };

/** The reference the product stores (in English) for `form` and its values. */
export function ledgerReference(form: LedgerReference, values: ReferenceValues = {}): string {
  const filled: Record<string, string | number> = {};
  if (values.id !== undefined) filled.id = values.id;
  if (values.text !== undefined) filled.text = values.text;
  return fillText(LEDGER_REFERENCES[form].en, filled);
}

/** Added to a refund's reference when the plan's closing paid the balance back. */
export const PLAN_CLOSED_SUFFIX = { en: ' (plan closed)', fr: ' (régime fermé)' } as const;

/** Each form's English as an anchored pattern: `{{id}}` digits, `{{text}}` anything, the rest as written. */
const FORM_PATTERNS = Object.values(LEDGER_REFERENCES).map((names) => ({
  names,
  pattern: new RegExp(
    `^${names.en
      .split(/(\{\{(?:id|text)\}\})/)
      .map((part) =>
        part === '{{id}}'
          ? '(?<id>\\d+)'
          : part === '{{text}}'
            ? '(?<text>[\\s\\S]*)'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  ),
}));

/**
 * A stored reference in both languages: one the product writes (with its values, and with or without
 * the plan-closed suffix) in French too; any other (a bank's or a person's text) as it is in both.
 */
export function ledgerReferenceNames(reference: string): LocalizedName {
  const closed = reference.endsWith(PLAN_CLOSED_SUFFIX.en);
  const base = closed ? reference.slice(0, -PLAN_CLOSED_SUFFIX.en.length) : reference;
  for (const { names, pattern } of FORM_PATTERNS) {
    const match = pattern.exec(base);
    if (!match) continue;
    const values = { ...match.groups };
    const fr = fillText(names.fr, values);
    return closed ? { en: reference, fr: `${fr}${PLAN_CLOSED_SUFFIX.fr}` } : { en: base, fr };
  }
  return { en: reference, fr: reference };
}

/** A stored reference as a reader of `language` reads it (`ledgerReferenceNames`). */
export const ledgerReferenceIn = (reference: string, language: Language): string =>
  nameIn(ledgerReferenceNames(reference), language);

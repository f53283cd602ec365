/*
 * What the audits write for people, in English and French (decision 0021): the notification and mail
 * of a passed and of a failed claim audit, and of refused banking details. `AUDITS_TEXT.fr` has every
 * key of the English with the same `{{placeholders}}` (modules/text.test.ts).
 */
import { fillIn, formatMoneyIn, type Language, type TextShape } from '@benefits/domain';

const en = {
  claimPassed: {
    title: 'Claim audit passed',
    body: 'Your {{account}} claim #{{claimId}} passed its audit and will be paid: {{amount}}.{{note}}',
    /** The auditor's reason, when they gave one (a pass needs none). */
    note: 'Note from the auditor: {{reason}}',
    subject: '{{provider}}: claim #{{claimId}} passed its audit',
    mail: [
      'Hello {{firstName}},',
      '',
      'Your {{account}} claim #{{claimId}} passed its audit.{{note}}',
      '',
      'The claim will be paid: {{amount}}. See it at {{link}}.',
      '',
      'Questions? Write to {{supportEmail}}.',
    ].join('\n'),
  },
  claimFailed: {
    title: 'Claim audit failed',
    body: 'Your {{account}} claim #{{claimId}} did not pass its audit: {{reason}} {{amount}} was returned to your balance.',
    subject: '{{provider}}: claim #{{claimId}} did not pass its audit',
    mail: [
      'Hello {{firstName}},',
      '',
      'Your {{account}} claim #{{claimId}} did not pass its audit.',
      'Reason: {{reason}}',
      '',
      'The claim will not be paid, and {{amount}} was returned to your balance. You can make a new claim at {{link}}.',
      '',
      'Questions? Write to {{supportEmail}}.',
    ].join('\n'),
  },
  padFailed: {
    title: 'Banking details not verified',
    body: 'We could not verify your banking details: {{reason}} Please enter them again with a void cheque.',
    subject: '{{provider}}: please enter your banking details again',
    mail: [
      'Hello {{name}},',
      '',
      'We could not verify the banking details on file.',
      'Reason: {{reason}}',
      '',
      'Please enter them again, with a void cheque or a bank letter, at {{link}}.',
      '',
      'Questions? Write to {{supportEmail}}.',
    ].join('\n'),
  },
};

const fr: TextShape<typeof en> = {
  claimPassed: {
    title: 'Vérification de la réclamation réussie',
    body: 'Votre réclamation au {{account}} nº {{claimId}} a passé la vérification et sera payée : {{amount}}.{{note}}',
    note: 'Remarque de la vérification : {{reason}}',
    subject: '{{provider}} : la réclamation nº {{claimId}} a passé la vérification',
    mail: [
      'Bonjour {{firstName}},',
      '',
      'Votre réclamation au {{account}} nº {{claimId}} a passé la vérification.{{note}}',
      '',
      'La réclamation sera payée : {{amount}}. Vous pouvez la consulter sur {{link}}.',
      '',
      'Des questions? Écrivez à {{supportEmail}}.',
    ].join('\n'),
  },
  claimFailed: {
    title: 'Vérification de la réclamation refusée',
    body: 'Votre réclamation au {{account}} nº {{claimId}} n’a pas passé la vérification : {{reason}} {{amount}} a été remis dans votre solde.',
    subject: '{{provider}} : la réclamation nº {{claimId}} n’a pas passé la vérification',
    mail: [
      'Bonjour {{firstName}},',
      '',
      'Votre réclamation au {{account}} nº {{claimId}} n’a pas passé la vérification.',
      'Motif : {{reason}}',
      '',
      'La réclamation ne sera pas payée et {{amount}} a été remis dans votre solde. Vous pouvez faire une nouvelle réclamation sur {{link}}.',
      '',
      'Des questions? Écrivez à {{supportEmail}}.',
    ].join('\n'),
  },
  padFailed: {
    title: 'Coordonnées bancaires non vérifiées',
    body: 'Nous n’avons pas pu vérifier vos coordonnées bancaires : {{reason}} Veuillez les saisir de nouveau avec un chèque annulé.',
    subject: '{{provider}} : veuillez saisir de nouveau vos coordonnées bancaires',
    mail: [
      'Bonjour {{name}},',
      '',
      'Nous n’avons pas pu vérifier les coordonnées bancaires au dossier.',
      'Motif : {{reason}}',
      '',
      'Veuillez les saisir de nouveau, avec un chèque annulé ou une lettre de la banque, sur {{link}}.',
      '',
      'Des questions? Écrivez à {{supportEmail}}.',
    ].join('\n'),
  },
};

export const AUDITS_TEXT = { en, fr };

const ACCOUNTS: Record<Language, Record<string, string>> = {
  en: { HSA: 'HSA', WSA: 'WSA' },
  fr: { HSA: 'CSS', WSA: 'CME' },
};

/** A reason as a sentence (ends with a full stop), as the mails, notifications and banking pages quote it. */
export const sentence = (reason: string) => (/[.!?]$/.test(reason) ? reason : `${reason}.`);

export interface PassedClaim {
  claimId: number;
  type: string;
  /** The auditor's reason, '' when none was given. */
  reason: string;
  /** What the claim will pay (its total payable). */
  payableCents: number;
}

/** The passed-audit note, after `glue` (a space in a notification, a new line in a mail), or ''. */
const passedNote = (language: Language, reason: string, glue: string) =>
  reason ? `${glue}${fillIn(AUDITS_TEXT[language].claimPassed.note, { reason: sentence(reason) })}` : '';

/** The passed-audit notification, in both languages. */
export function claimPassedNotification(d: PassedClaim) {
  const one = (language: Language) => {
    const t = AUDITS_TEXT[language].claimPassed;
    return {
      title: t.title,
      body: fillIn(t.body, {
        account: ACCOUNTS[language][d.type] ?? d.type,
        claimId: d.claimId,
        amount: formatMoneyIn(d.payableCents, language),
        note: passedNote(language, d.reason, ' '),
      }),
    };
  };
  const e = one('en');
  const f = one('fr');
  return { title: e.title, body: e.body, titleFr: f.title, bodyFr: f.body };
}

/** The passed-audit mail, in the employee's language. */
export function claimPassedMail(
  language: Language,
  d: PassedClaim & { provider: string; supportEmail: string; firstName: string; link: string },
) {
  const t = AUDITS_TEXT[language].claimPassed;
  const params = {
    ...d,
    account: ACCOUNTS[language][d.type] ?? d.type,
    amount: formatMoneyIn(d.payableCents, language),
    note: passedNote(language, d.reason, '\n'),
  };
  return { subject: fillIn(t.subject, params), text: fillIn(t.mail, params) };
}

export interface FailedClaim {
  claimId: number;
  type: string;
  reason: string;
  returnedCents: number;
}

/** The failed-audit notification, in both languages. */
export function claimFailedNotification(d: FailedClaim) {
  const one = (language: Language) => {
    const t = AUDITS_TEXT[language].claimFailed;
    return {
      title: t.title,
      body: fillIn(t.body, {
        account: ACCOUNTS[language][d.type] ?? d.type,
        claimId: d.claimId,
        reason: sentence(d.reason),
        amount: formatMoneyIn(d.returnedCents, language),
      }),
    };
  };
  const e = one('en');
  const f = one('fr');
  return { title: e.title, body: e.body, titleFr: f.title, bodyFr: f.body };
}

/** The failed-audit mail, in the employee's language. */
export function claimFailedMail(
  language: Language,
  d: FailedClaim & { provider: string; supportEmail: string; firstName: string; link: string },
) {
  const t = AUDITS_TEXT[language].claimFailed;
  const params = {
    ...d,
    account: ACCOUNTS[language][d.type] ?? d.type,
    reason: sentence(d.reason),
    amount: formatMoneyIn(d.returnedCents, language),
  };
  return { subject: fillIn(t.subject, params), text: fillIn(t.mail, params) };
}

/** The refused-banking notification, in both languages. */
export function padFailedNotification(reason: string) {
  const one = (language: Language) => {
    const t = AUDITS_TEXT[language].padFailed;
    return { title: t.title, body: fillIn(t.body, { reason: sentence(reason) }) };
  };
  const e = one('en');
  const f = one('fr');
  return { title: e.title, body: e.body, titleFr: f.title, bodyFr: f.body };
}

export function padFailedMail(
  language: Language,
  d: { provider: string; supportEmail: string; name: string; reason: string; link: string },
) {
  const t = AUDITS_TEXT[language].padFailed;
  const params = { ...d, reason: sentence(d.reason) };
  return { subject: fillIn(t.subject, params), text: fillIn(t.mail, params) };
}

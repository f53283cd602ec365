/*
 * What the auth module writes for people, in English and French (decision 0021): the password reset
 * mail and the security notices (a password, sign-in e-mail or banking change, notices.ts).
 * `AUTH_TEXT.fr` must have every key of the English with the same `{{placeholders}}`
 * (modules/text.test.ts).
 */
import { fillIn, type Language, type TextShape } from '@benefits/domain';

const en = {
  resetMail: {
    subject: '{{provider}}: reset your password',
    greeting: 'Hello,',
    intro:
      'Someone asked to reset the password of {{account}} ID {{id}}. To choose a new password, open this link within {{minutes}} minutes:',
    once: 'The link works once. If you did not ask for this, ignore this message: your password stays as it is.',
    signature: '{{provider}} ({{supportEmail}})',
  },
  account: { employee: 'employee', partner: 'partner' },
  // Security notices (QA security F1): a change that could take an account over is told by mail.
  notice: {
    greeting: 'Hello,',
    passwordChanged: {
      subject: '{{provider}}: your password was changed',
      body: 'The password of your {{account}} account (ID {{id}}) was changed on {{when}}.',
    },
    emailChanged: {
      subject: '{{provider}}: your sign-in e-mail was changed',
      body: 'The e-mail address of your {{account}} account (ID {{id}}) was changed on {{when}}. This address no longer receives its password reset links and notices.',
    },
    emailNow: {
      subject: '{{provider}}: this is now your sign-in e-mail',
      body: 'Since {{when}}, this address is the e-mail address of your {{account}} account (ID {{id}}): its password reset links and notices come here.',
    },
    bankingChanged: {
      subject: '{{provider}}: your banking details were changed',
      body: 'The banking details of your {{account}} account (ID {{id}}) were changed on {{when}}. Payments now go to the account number {{accountNumber}}.',
    },
    notYou:
      'If you did not make this change, reset your password now with "Forgot your password?" on the sign-in page ({{signIn}}), then contact us at {{supportEmail}}.',
    notYouEmail:
      'If you did not make this change, contact us right away at {{supportEmail}}: someone else may be using your account.',
    notYouNew: 'If you do not know this account, please tell us at {{supportEmail}}.',
    signature: '{{provider}} ({{supportEmail}})',
  },
};

const fr: TextShape<typeof en> = {
  resetMail: {
    subject: '{{provider}} : réinitialisez votre mot de passe',
    greeting: 'Bonjour,',
    intro:
      'Quelqu’un a demandé la réinitialisation du mot de passe du compte {{account}} nº {{id}}. Pour choisir un nouveau mot de passe, ouvrez ce lien d’ici {{minutes}} minutes :',
    once: 'Le lien ne fonctionne qu’une fois. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.',
    signature: '{{provider}} ({{supportEmail}})',
  },
  account: { employee: 'employé', partner: 'partenaire' },
  notice: {
    greeting: 'Bonjour,',
    passwordChanged: {
      subject: '{{provider}} : votre mot de passe a été changé',
      body: 'Le mot de passe de votre compte {{account}} (nº {{id}}) a été changé le {{when}}.',
    },
    emailChanged: {
      subject: '{{provider}} : votre adresse courriel de connexion a été changée',
      body: 'L’adresse courriel de votre compte {{account}} (nº {{id}}) a été changée le {{when}}. Cette adresse ne reçoit plus ses liens de réinitialisation du mot de passe ni ses avis.',
    },
    emailNow: {
      subject: '{{provider}} : cette adresse est maintenant votre adresse courriel de connexion',
      body: 'Depuis le {{when}}, cette adresse est l’adresse courriel de votre compte {{account}} (nº {{id}}) : ses liens de réinitialisation du mot de passe et ses avis arrivent ici.',
    },
    bankingChanged: {
      subject: '{{provider}} : vos renseignements bancaires ont été changés',
      body: 'Les renseignements bancaires de votre compte {{account}} (nº {{id}}) ont été changés le {{when}}. Les paiements vont maintenant au numéro de compte {{accountNumber}}.',
    },
    notYou:
      'Si vous n’avez pas fait ce changement, réinitialisez votre mot de passe dès maintenant avec « Mot de passe oublié? » sur la page de connexion ({{signIn}}), puis communiquez avec nous à {{supportEmail}}.',
    notYouEmail:
      'Si vous n’avez pas fait ce changement, communiquez avec nous sans tarder à {{supportEmail}} : quelqu’un d’autre utilise peut-être votre compte.',
    notYouNew: 'Si vous ne connaissez pas ce compte, veuillez nous en informer à {{supportEmail}}.',
    signature: '{{provider}} ({{supportEmail}})',
  },
};

export type AuthText = TextShape<typeof en>;
export const AUTH_TEXT: Readonly<Record<Language, AuthText>> = { en, fr };

/** The password reset mail in a language. */
export function resetMailText(
  language: Language,
  d: {
    provider: string;
    supportEmail: string;
    account: 'employee' | 'partner';
    id: number;
    minutes: number;
    link: string;
  },
): { subject: string; text: string } {
  const t = AUTH_TEXT[language];
  return {
    subject: fillIn(t.resetMail.subject, { provider: d.provider }),
    text: [
      t.resetMail.greeting,
      '',
      fillIn(t.resetMail.intro, { account: t.account[d.account], id: d.id, minutes: d.minutes }),
      '',
      d.link,
      '',
      t.resetMail.once,
      '',
      fillIn(t.resetMail.signature, { provider: d.provider, supportEmail: d.supportEmail }),
    ].join('\n'),
  };
}

/** What a security notice tells (notices.ts). */
export type NoticeKind = 'passwordChanged' | 'emailChanged' | 'emailNow' | 'bankingChanged';

/** A security notice in a language: what changed, when, and what to do if it was not the holder. */
export function securityNoticeText(
  language: Language,
  d: {
    kind: NoticeKind;
    provider: string;
    supportEmail: string;
    account: 'employee' | 'partner';
    id: number;
    when: string;
    signIn: string;
    /** The masked account number (bankingChanged): never the whole number. */
    accountNumber?: string;
  },
): { subject: string; text: string } {
  const t = AUTH_TEXT[language].notice;
  const what = t[d.kind];
  const ifNotYou = d.kind === 'emailChanged' ? t.notYouEmail : d.kind === 'emailNow' ? t.notYouNew : t.notYou;
  return {
    subject: fillIn(what.subject, { provider: d.provider }),
    text: [
      t.greeting,
      '',
      fillIn(what.body, {
        account: AUTH_TEXT[language].account[d.account],
        id: d.id,
        when: d.when,
        ...(d.kind === 'bankingChanged' ? { accountNumber: d.accountNumber ?? '' } : {}),
      }),
      '',
      fillIn(ifNotYou, { signIn: d.signIn, supportEmail: d.supportEmail }),
      '',
      fillIn(t.signature, { provider: d.provider, supportEmail: d.supportEmail }),
    ].join('\n'),
  };
}

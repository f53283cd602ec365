/*
 * What the auth module writes for people, in English and French (decision 0021): the password reset
 * mail. `AUTH_TEXT.fr` must have every key of the English with the same `{{placeholders}}`
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

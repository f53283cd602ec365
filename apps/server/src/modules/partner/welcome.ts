/*
 * A partner's welcome mail (decisions 0031 and 0036): a set-password link for the partner area, in one
 * transaction with the job that sends it. Two causes send it with their own words around the same
 * facts: the partner sign-up (the first welcome, which also speaks of the banking check) and the
 * tools' "resend welcome" (a new link). Each cause's module keeps its text; the steps are here, once.
 */
import { fillIn, paths } from '@benefits/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { partners } from '../../db/schema';
import { queueMail } from '../../platform/mail';
import type { Services } from '../../platform/services';
import { issueSetPasswordLink, WELCOME_LINK_TTL_SECONDS } from '../auth/service';

/** The words of a partner welcome mail, with their `{{placeholders}}`; `banking` only where it applies. */
export interface PartnerWelcomeWords {
  subject: string;
  greeting: string;
  intro: string;
  id: string;
  choose: string;
  once: string;
  banking?: string;
  questions: string;
  signature: string;
}

/** What a partner welcome mail tells: the provider, the partner, the link and how long it works. */
export interface PartnerWelcomeFacts {
  provider: string;
  supportEmail: string;
  name: string;
  id: number;
  link: string;
  days: number;
  loginUrl: string;
}

/** A partner welcome mail's subject and text from its words and facts. */
export function partnerWelcomeMail(
  w: PartnerWelcomeWords,
  d: PartnerWelcomeFacts,
): { subject: string; text: string } {
  return {
    subject: fillIn(w.subject, { provider: d.provider, id: d.id }),
    text: [
      fillIn(w.greeting, { name: d.name }),
      '',
      fillIn(w.intro, { provider: d.provider }),
      '',
      fillIn(w.id, { id: d.id }),
      '',
      fillIn(w.choose, { days: d.days }),
      '',
      d.link,
      '',
      fillIn(w.once, { loginUrl: d.loginUrl }),
      '',
      ...(w.banking ? [w.banking, ''] : []),
      fillIn(w.questions, { supportEmail: d.supportEmail }),
      fillIn(w.signature, { provider: d.provider }),
    ].join('\n'),
  };
}

/** The partner a welcome goes to: name, e-mail and whether the account is terminated. */
export async function partnerForWelcome(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: partners.id,
      name: partners.agentName,
      email: partners.email,
      terminated: partners.terminated,
    })
    .from(partners)
    .where(eq(partners.id, id))
    .limit(1);
  return row;
}

/**
 * Inside a welcome job's transaction: a fresh set-password link (WELCOME_LINK_TTL_SECONDS) and the mail
 * in `language` with `words`. Nothing for an unknown or terminated partner, or one without an e-mail.
 */
export async function mailPartnerWelcome(
  s: Services,
  tx: Tx,
  partnerId: number,
  words: PartnerWelcomeWords,
): Promise<void> {
  const partner = await partnerForWelcome(tx, partnerId);
  if (!partner || partner.terminated || partner.email === '') return;
  const { link } = await issueSetPasswordLink(s, tx, {
    kind: 'partner',
    subjectId: partner.id,
    ttlSeconds: WELCOME_LINK_TTL_SECONDS,
  });
  await queueMail(s, tx, {
    to: partner.email,
    ...partnerWelcomeMail(words, {
      provider: s.config.PROVIDER_NAME,
      supportEmail: s.config.SUPPORT_EMAIL,
      name: partner.name,
      id: partner.id,
      link,
      days: Math.round(WELCOME_LINK_TTL_SECONDS / 86_400),
      loginUrl: `${s.config.publicUrl}${paths.public.partnerLogin.path}`,
    }),
  });
}

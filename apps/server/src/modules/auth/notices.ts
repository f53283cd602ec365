/**
 * Security notices (QA security F1, decision 0020 as amended 2026-12-07): a change that could take an
 * account over — its password (changed or reset), its sign-in e-mail, its banking details — is told
 * by mail to the account's address (for a new e-mail, the old one, and the new one is welcomed), with
 * what to do if the holder did not make it. Each is queued on the transaction of the change (the
 * durable mail job, decision 0015), in the account's language (its last sign-in's, decision 0021).
 * A bank account number is only ever shown masked (its last four digits).
 */
import { formatDateTimeUtcIn, maskAccountNumber, paths, type Language } from '@benefits/domain';
import type { Tx } from '../../db/client';
import { queueMail } from '../../platform/mail';
import type { Services } from '../../platform/services';
import { storedLanguage } from '../general/service';
import { securityNoticeText, type NoticeKind } from './text';

/** The account a notice is about. */
export interface NoticeAccount {
  kind: 'employee' | 'partner';
  id: number;
}

export type SecurityNotice =
  | { kind: Exclude<NoticeKind, 'bankingChanged'> }
  /** `accountLast4`: the last four digits kept for masking, never the whole number. */
  | { kind: 'bankingChanged'; accountLast4: string };

/**
 * Queues one notice to `to` on `tx`. `fallback` is the language when the account never signed in
 * (a reset link's page language, say). An empty address (none on file) is told nothing.
 */
export async function queueSecurityNotice(
  s: Pick<Services, 'config' | 'jobs' | 'sealer' | 'now'>,
  tx: Tx,
  account: NoticeAccount,
  to: string,
  notice: SecurityNotice,
  fallback: Language = 'en',
): Promise<void> {
  if (to.trim() === '') return;
  const language = await storedLanguage(tx, account.kind, String(account.id), fallback);
  const signIn = account.kind === 'partner' ? paths.public.partnerLogin.path : paths.public.login.path;
  await queueMail(s, tx, {
    to,
    ...securityNoticeText(language, {
      kind: notice.kind,
      provider: s.config.PROVIDER_NAME,
      supportEmail: s.config.SUPPORT_EMAIL,
      account: account.kind,
      id: account.id,
      when: formatDateTimeUtcIn(s.now(), language),
      signIn: `${s.config.publicUrl}${signIn}`,
      ...(notice.kind === 'bankingChanged' ? { accountNumber: maskAccountNumber(notice.accountLast4) } : {}),
    }),
  });
}

/** Whether two e-mail addresses are different mailboxes (not the same one in another case). */
export const otherAddress = (before: string, after: string): boolean =>
  before.trim().toLowerCase() !== after.trim().toLowerCase();

/**
 * A changed sign-in e-mail: the old address is told (it may be the holder's last way in), the new one
 * welcomed. Nothing when only the case changed.
 */
export async function queueEmailChangeNotices(
  s: Pick<Services, 'config' | 'jobs' | 'sealer' | 'now'>,
  tx: Tx,
  account: NoticeAccount,
  before: string,
  after: string,
): Promise<void> {
  if (!otherAddress(before, after)) return;
  await queueSecurityNotice(s, tx, account, before, { kind: 'emailChanged' });
  await queueSecurityNotice(s, tx, account, after, { kind: 'emailNow' });
}

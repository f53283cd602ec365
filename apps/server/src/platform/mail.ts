import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Sealer } from './crypto';
import type { Tx } from '../db/client';
import { defineJob, type JobHandler, type JobQueue } from './jobs';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A message as the mailer sends it: its attachments carry their bytes. */
export type SentMail = Mail & { attachments?: MailAttachment[] };

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * A kind of attachment (decision 0034): the mail job renders it when it runs, from inputs kept in
 * the job's sealed payload, so the payload stays small, nothing is left in the file store, and each
 * attempt renders the same document (`at` is the job's creation time, the same on every attempt).
 * Its `input` is checked when the mail is queued and again when it is rendered.
 */
export interface AttachmentType<I> {
  name: string;
  contentType: string;
  input: z.ZodType<I>;
  render: (input: I, at: Date) => Promise<Buffer>;
}

export function defineAttachment<I>(
  name: string,
  contentType: string,
  input: z.ZodType<I>,
  render: (input: I, at: Date) => Promise<Buffer>,
): AttachmentType<I> {
  return { name, contentType, input, render };
}

/** An attachment kind, whatever its input (for the mail job's list of kinds). */
export type AnyAttachmentType = Omit<AttachmentType<never>, 'input'> & { input: z.ZodType };

/** What a queued mail says of an attachment: which kind renders it, from what, under which name. */
export interface QueuedAttachment {
  kind: string;
  filename: string;
  input: unknown;
}

/** A message as it is queued: attachments are described, rendered by the mail job. */
export type QueuedMail = Mail & { attachments?: QueuedAttachment[] };

/** An attachment of `type` rendered from `input` when the mail is sent (the input checked now). */
export function attach<I>(type: AttachmentType<I>, filename: string, input: I): QueuedAttachment {
  return { kind: type.name, filename, input: type.input.parse(input) };
}

/** Who a message is, whatever the attempt: the mail job's identity. */
export interface Envelope {
  /** Unique and stable per message: the outbox file is named after it. */
  id: string;
  /** `<...@domain>`, the same on every attempt. */
  messageId: string;
  date: Date;
}

export interface Mailer {
  send(mail: SentMail, envelope: Envelope): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to DATA_DIR/outbox
 * (docs/architecture.md: real mail, to the outbox by default). The outbox file is named after the message and
 * written atomically (a file in outbox/.partial renamed into place), and a message whose file exists is not
 * written again: a retried mail job leaves one file.
 */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail, envelope) {
        await transport.sendMail({
          from: opts.from,
          ...mail,
          messageId: envelope.messageId,
          date: envelope.date,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail, envelope) {
      const stamp = envelope.date.toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${envelope.id}.eml`);
      const exists = await fs.stat(file).then(
        () => true,
        () => false,
      );
      if (exists) return;
      const info = await transport.sendMail({
        from: opts.from,
        ...mail,
        messageId: envelope.messageId,
        date: envelope.date,
      });
      // Written beside the outbox first: a process killed mid-write leaves no half message in it.
      const partialDir = path.join(opts.outboxDir, '.partial');
      await fs.mkdir(partialDir, { recursive: true });
      const partial = path.join(partialDir, `${envelope.id}.${randomBytes(4).toString('hex')}`);
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
    },
  };
}

/** The payload of a mail job: the message, sealed (it may carry a reset link). */
export const mailJob = defineJob('mail', z.object({ sealed: z.string() }), {
  // With the back-off (10 s doubling to at most an hour), about a day of a mail server being down.
  maxAttempts: 30,
});

/**
 * Queues a mail on `db`, the transaction of its cause: it is sent by the job worker if and only if
 * that transaction commits, and retried until the mail server takes it. With a `key` (an idempotency
 * key), a mail already queued under it is not queued again (`created` false).
 */
export async function queueMail(
  s: { jobs: JobQueue; sealer: Sealer },
  db: Tx,
  mail: QueuedMail,
  opts: { key?: string } = {},
): Promise<{ created: boolean }> {
  const { created } = await s.jobs.enqueue(
    db,
    mailJob,
    { sealed: s.sealer.seal(JSON.stringify(mail)) },
    opts.key === undefined ? {} : { key: opts.key },
  );
  return { created };
}

/** The domain of the From address, for Message-IDs. */
export function mailDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}

/**
 * The mail job's handler: opens the message, renders its attachments with their kinds (`attachments`,
 * registered in app.ts; a kind this process does not know fails the attempt) and sends it under the
 * job's own identity.
 */
export function sendMailJob(s: {
  mailer: Mailer;
  sealer: Sealer;
  from: string;
  attachments?: readonly AnyAttachmentType[];
}): JobHandler<{
  sealed: string;
}> {
  const domain = mailDomain(s.from);
  const kinds = new Map((s.attachments ?? []).map((k) => [k.name, k as AttachmentType<unknown>]));
  return async (payload, ctx) => {
    const queued = JSON.parse(s.sealer.open(payload.sealed)) as QueuedMail;
    const { attachments, ...rest } = queued;
    const mail: SentMail = rest;
    if (attachments?.length) {
      mail.attachments = await Promise.all(
        attachments.map(async (a) => {
          const kind = kinds.get(a.kind);
          if (!kind) throw new Error(`no renderer for mail attachments of kind ${a.kind}`);
          const content = await kind.render(kind.input.parse(a.input), ctx.job.createdAt);
          return { filename: a.filename, contentType: kind.contentType, content };
        }),
      );
    }
    await s.mailer.send(mail, {
      id: ctx.job.uid,
      messageId: `<${ctx.job.uid}@${domain}>`,
      date: ctx.job.createdAt,
    });
  };
}

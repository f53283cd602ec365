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

/** Who a message is, whatever the attempt: the mail job's identity. */
export interface Envelope {
  /** Unique and stable per message: the outbox file is named after it. */
  id: string;
  /** `<...@domain>`, the same on every attempt. */
  messageId: string;
  date: Date;
}

export interface Mailer {
  send(mail: Mail, envelope: Envelope): Promise<void>;
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
 * that transaction commits, and retried until the mail server takes it.
 */
export async function queueMail(s: { jobs: JobQueue; sealer: Sealer }, db: Tx, mail: Mail): Promise<void> {
  await s.jobs.enqueue(db, mailJob, { sealed: s.sealer.seal(JSON.stringify(mail)) });
}

/** The domain of the From address, for Message-IDs. */
export function mailDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}

/** The mail job's handler: opens the message and sends it under the job's own identity. */
export function sendMailJob(s: { mailer: Mailer; sealer: Sealer; from: string }): JobHandler<{
  sealed: string;
}> {
  const domain = mailDomain(s.from);
  return async (payload, ctx) => {
    const mail = JSON.parse(s.sealer.open(payload.sealed)) as Mail;
    await s.mailer.send(mail, {
      id: ctx.job.uid,
      messageId: `<${ctx.job.uid}@${domain}>`,
      date: ctx.job.createdAt,
    });
  };
}

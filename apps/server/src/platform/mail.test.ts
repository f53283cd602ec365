import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pdfText } from '../test/pdf-text';
import { Sealer } from './crypto';
import type { JobContext } from './jobs';
import { attach, createMailer, defineAttachment, sendMailJob, type Envelope, type SentMail } from './mail';
import { renderPdf } from './pdf';

/** A PDF attachment kind: a line of text, rendered when the mail is sent (decision 0034). */
const notePdf = defineAttachment(
  'test-note',
  'application/pdf',
  z.object({ line: z.string() }),
  (input, at) => renderPdf('Note', (doc) => doc.text(input.line), { createdAt: at }),
);

const jobContext = (uid: string, createdAt: Date) =>
  ({
    job: { id: 1, uid, name: 'mail', attempt: 1, maxAttempts: 30, createdAt },
    transaction: () => Promise.reject(new Error('not used')),
  }) as JobContext;

describe('mail attachments', () => {
  it('renders a queued attachment from its inputs when the job runs, the same bytes on every attempt', async () => {
    const sealer = new Sealer(Buffer.alloc(32, 3));
    const sent: SentMail[] = [];
    const handler = sendMailJob({
      mailer: { send: async (m) => void sent.push(m) },
      sealer,
      from: 'no-reply@benefits.example',
      attachments: [notePdf],
    });
    const queued = {
      to: 'a@example.com',
      subject: 'Receipt',
      text: 'Attached.',
      attachments: [attach(notePdf, 'note.pdf', { line: 'Paid in full' })],
    };
    const ctx = jobContext('u1', new Date('2026-11-20T12:00:00Z'));
    await handler({ sealed: sealer.seal(JSON.stringify(queued)) }, ctx);
    await handler({ sealed: sealer.seal(JSON.stringify(queued)) }, ctx); // a retry
    expect(sent).toHaveLength(2);
    const [first, second] = sent.map((m) => m.attachments![0]!);
    expect(first).toMatchObject({ filename: 'note.pdf', contentType: 'application/pdf' });
    expect(pdfText(first!.content)).toContain('Paid in full');
    expect(first!.content.equals(second!.content)).toBe(true);
  });

  it('checks the inputs when queued, and fails the attempt for a kind it does not know', async () => {
    expect(() => attach(notePdf, 'x.pdf', { line: 3 } as never)).toThrow();
    const sealer = new Sealer(Buffer.alloc(32, 3));
    const handler = sendMailJob({ mailer: { send: async () => {} }, sealer, from: 'x@example.com' });
    const queued = {
      to: 'a@example.com',
      subject: 's',
      text: 't',
      attachments: [{ kind: 'nope', filename: 'n.pdf', input: {} }],
    };
    await expect(
      handler({ sealed: sealer.seal(JSON.stringify(queued)) }, jobContext('u2', new Date())),
    ).rejects.toThrow(/no renderer/);
  });

  it('writes the attachment into the outbox .eml', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      const mailer = createMailer({ outboxDir: dir, from: 'no-reply@benefits.example' });
      const content = await notePdf.render({ line: 'Paid in full' }, new Date('2026-11-20T12:00:00Z'));
      const envelope: Envelope = { id: 'att1', messageId: '<att1@benefits.example>', date: new Date() };
      await mailer.send(
        {
          to: 'a@example.com',
          subject: 'Receipt',
          text: 'Attached.',
          attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', content }],
        },
        envelope,
      );
      const [file] = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
      const eml = fs.readFileSync(path.join(dir, file!), 'utf8');
      expect(eml).toMatch(/Content-Type: application\/pdf; name=receipt\.pdf/);
      expect(eml).toContain('Content-Disposition: attachment; filename=receipt.pdf');
      const body = /filename=receipt\.pdf\n\n([A-Za-z0-9+/=\n]+)\n--/.exec(eml)?.[1] ?? '';
      expect(Buffer.from(body.replace(/\n/g, ''), 'base64').equals(content)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { pdfText } from '../../apps/server/src/test/pdf-text';

/** Quoted-printable text (as nodemailer writes long lines) decoded. */
const unquote = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The text of the mail sent to `to`, once the server's outbox (`<dataDir>/outbox`) has it. */
export async function outboxMailTo(dataDir: string, to: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let found = '';
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      found =
        files
          .map((f) => unquote(fs.readFileSync(path.join(outbox, f), 'utf8')))
          .find((m) => m.includes(`To: ${to}`)) ?? '';
      return found !== '';
    })
    .toBe(true);
  return found;
}

/** The set-password link (its path) in a welcome or reset mail. */
export const setPasswordPath = (mail: string): string | undefined =>
  /https?:\/\/[^/\s]+(\/login\/update\/[A-Za-z0-9_-]+)/.exec(mail)?.[1];

/** Every raw .eml (as written, not decoded) in the server's outbox sent to `to`, once there is one. */
export async function outboxRawMailsTo(dataDir: string, to: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  let found: string[] = [];
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      found = files
        .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
        .filter((m) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(m));
      return found.length > 0;
    })
    .toBe(true);
  return found;
}

/** The PDF attachments of a raw .eml (nodemailer's base64 parts): file name and bytes. */
export function pdfAttachments(eml: string): { filename: string; bytes: Buffer }[] {
  const parts = eml.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .filter((p) => /^Content-Type: application\/pdf/im.test(p))
    .map((p) => {
      const filename = /filename=("?)([^"\r\n]+)\1/i.exec(p)?.[2] ?? '';
      const body = p
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('')
        .replace(/--[^\r\n]*--\s*$/, '');
      return { filename, bytes: Buffer.from(body.replace(/\s+/g, ''), 'base64') };
    });
}

/**
 * The text a pdfkit PDF shows (its content streams' text operators, read through each embedded
 * font's ToUnicode map), for checking which words it carries: the server tests' own reading.
 */
export function pdfWords(bytes: Buffer): string {
  return pdfText(bytes);
}

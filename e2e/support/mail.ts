import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';

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
 * The text a pdfkit PDF shows (its compressed content streams' text operators, read as WinAnsi), for
 * checking which words it carries; the same reading as apps/server/src/test/pdf-text.ts.
 */
export function pdfWords(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const content = inflateSync(bytes.subarray(start, end)).toString('latin1');
      for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
        const hexes =
          op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
        lines.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
      }
    } catch {
      // not a compressed content stream (an image, a font)
    }
    streams.lastIndex = end;
  }
  return lines.join('\n').replace(/\u00a0/g, ' ');
}

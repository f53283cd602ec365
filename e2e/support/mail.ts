import fs from 'node:fs';
import path from 'node:path';
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

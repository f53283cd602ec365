import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** 256-bit random opaque token, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored for a token: its SHA-256 (tokens have 256 bits of entropy, so no salt or stretch is needed). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Loads ENCRYPTION_KEY (base64, 32 bytes) or generates one once into DATA_DIR/keys. */
export function loadEncryptionKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes, base64-encoded');
    return key;
  }
  const file = path.join(dataDir, 'keys', 'encryption.key');
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

/** AES-256-GCM for sensitive numbers (SIN, bank accounts). Format: v1.<iv>.<tag>.<ciphertext>, base64url. */
export class Sealer {
  constructor(private readonly key: Buffer) {}

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

/** Shows only the last `visible` digits: 046454286 -> *****4286. */
export const mask = (value: string, visible = 4): string =>
  value.length <= visible
    ? '*'.repeat(value.length)
    : '*'.repeat(value.length - visible) + value.slice(-visible);

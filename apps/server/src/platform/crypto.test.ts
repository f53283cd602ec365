import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashToken, loadEncryptionKey, mask, newToken, Sealer } from './crypto';
import { redact } from './redact';

describe('tokens', () => {
  it('are 256-bit, URL-safe and distinct; only a hash is stored', () => {
    const a = newToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(newToken());
    expect(hashToken(a)).not.toContain(a);
    expect(hashToken(a)).toBe(hashToken(a));
  });
});

describe('sealing sensitive numbers', () => {
  const sealer = new Sealer(Buffer.alloc(32, 1));
  it('round-trips, never shows the clear text and differs each time', () => {
    const a = sealer.seal('046454286');
    expect(a).not.toContain('046454286');
    expect(a).not.toBe(sealer.seal('046454286'));
    expect(sealer.open(a)).toBe('046454286');
  });
  it('refuses a tampered value or another key', () => {
    const sealed = sealer.seal('123456789012');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('x' + Buffer.from(parts[3]!, 'base64url').toString('latin1')).toString(
      'base64url',
    );
    expect(() => sealer.open(parts.join('.'))).toThrow();
    expect(() => new Sealer(Buffer.alloc(32, 2)).open(sealed)).toThrow();
  });
  it('generates a key once into DATA_DIR and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'key-'));
    const first = loadEncryptionKey(undefined, dir);
    expect(first).toHaveLength(32);
    expect(loadEncryptionKey(undefined, dir).equals(first)).toBe(true);
    expect(() => loadEncryptionKey('c2hvcnQ=', dir)).toThrow(/32 bytes/);
    fs.rmSync(dir, { recursive: true });
  });
  it('masks all but the last four digits', () => {
    expect(mask('046454286')).toBe('*****4286');
    expect(mask('123')).toBe('***');
  });
});

describe('redact', () => {
  it('replaces credentials and bank or SIN numbers at any depth', () => {
    const out = JSON.stringify(
      redact({
        token: 't',
        auth: { pw: 'p', user: { SIN: '046454286', name: 'A' } },
        banking: [{ accountNumber: '1234567' }],
      }),
    );
    expect(out).not.toMatch(/"t"|"p"|046454286|1234567/);
    expect(out).toContain('"name":"A"');
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, linkOrigin, loadConfig, mailingAddressLines } from './config';

describe('configuration', () => {
  it('has a safe default for every setting', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      PROVIDER_NAME: 'Spendwell Benefits',
      SEED_DEMO: true,
      SESSION_IDLE_SECONDS: 1800,
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.publicUrl).toBe('http://localhost:8080');
  });
  it('stops at boot with a message naming a bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });
  it('sends a browser back to the address it came from when PUBLIC_URL is unset, and to PUBLIC_URL when set', () => {
    // Cookies (theme, language, session) are per host: http://127.0.0.1:8080 is not http://localhost:8080.
    const unset = loadConfig({});
    expect(linkOrigin(unset, { protocol: 'http', host: '127.0.0.1:8080' })).toBe('http://127.0.0.1:8080');
    expect(linkOrigin(unset, { protocol: 'https', host: 'benefits.example.ca' })).toBe(
      'https://benefits.example.ca',
    );
    expect(linkOrigin(unset, { protocol: 'http', host: '[::1]:8080' })).toBe('http://[::1]:8080');
    // No request, or a Host header that is not a host name: the default.
    expect(linkOrigin(unset)).toBe('http://localhost:8080');
    for (const host of ['', 'evil.example/phish?', 'user@evil.example', 'a b', 'x:99999999']) {
      expect(linkOrigin(unset, { protocol: 'http', host }), host).toBe('http://localhost:8080');
    }
    expect(linkOrigin(unset, { protocol: 'javascript', host: 'localhost' })).toBe('http://localhost:8080');
    const set = loadConfig({ PUBLIC_URL: 'https://benefits.example.ca/' });
    expect(linkOrigin(set, { protocol: 'http', host: '127.0.0.1:8080' })).toBe('https://benefits.example.ca');
  });
  it('has the provider’s mailing address, a line at each semicolon (QA exports 5)', () => {
    expect(mailingAddressLines(loadConfig({}).PROVIDER_MAILING_ADDRESS)).toEqual([
      'PO Box 4500, Station A',
      'Toronto ON M5W 4K2',
    ]);
    const set = loadConfig({ PROVIDER_MAILING_ADDRESS: ' Claims ; 1 Main St ;; Halifax NS B3H 1A1 ' });
    expect(mailingAddressLines(set.PROVIDER_MAILING_ADDRESS)).toEqual([
      'Claims',
      '1 Main St',
      'Halifax NS B3H 1A1',
    ]);
    expect(() => loadConfig({ PROVIDER_MAILING_ADDRESS: ' ; ' })).toThrow(/PROVIDER_MAILING_ADDRESS/);
  });
  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
  it('keeps files on local disk unless S3_BUCKET is set, and checks the S3 settings together', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ S3_BUCKET: 'receipts', S3_REGION: 'ca-central-1' })).toMatchObject({
      S3_BUCKET: 'receipts',
      S3_REGION: 'ca-central-1',
    });
    expect(
      loadConfig({ S3_BUCKET: 'receipts', S3_ENDPOINT: 'http://127.0.0.1:9000', ...keys }).S3_ENDPOINT,
    ).toBe('http://127.0.0.1:9000');
    const refused: [Record<string, string>, RegExp][] = [
      [
        { S3_ENDPOINT: 'http://127.0.0.1:9000', ...keys },
        /S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID/,
      ],
      [{ S3_BUCKET: 'receipts' }, /S3_REGION: required when S3_BUCKET is set without S3_ENDPOINT/],
      [
        { S3_BUCKET: 'receipts', S3_REGION: 'ca-central-1', S3_ACCESS_KEY_ID: 'AKIA' },
        /S3_SECRET_ACCESS_KEY: required/,
      ],
      [
        { S3_BUCKET: 'receipts', S3_ENDPOINT: 'http://127.0.0.1:9000' },
        /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/,
      ],
      [{ S3_BUCKET: 'Not a bucket', S3_REGION: 'ca-central-1' }, /S3_BUCKET: must be an S3 bucket name/],
    ];
    for (const [env, message] of refused) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
    }
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { redactUrl } from './redact';

/*
 * Addresses that carry a secret (a set-password link's hash, a client sign-up's resume ID, a checkout
 * session) are written to the request log with that part as `[redacted]` (QA security F2): whoever
 * reads the log must not be able to set a password or read an application with it.
 */
const secret = () => randomBytes(32).toString('base64url');

describe('redactUrl', () => {
  it('hides the secret part of each address that carries one, and keeps the rest', () => {
    const h = secret();
    expect(redactUrl(`/login/update/${h}`)).toBe('/login/update/[redacted]');
    expect(redactUrl(`/partner/login/update/${h}?type=partner`)).toBe(
      '/partner/login/update/[redacted]?type=partner',
    );
    expect(redactUrl(`/LOGIN//Update/${h}/`)).toBe('/LOGIN//Update/[redacted]/');
    expect(redactUrl(`/signup/thanks/${h}?session_id=cs_test_1&x=1`)).toBe(
      '/signup/thanks/[redacted]?session_id=[redacted]&x=1',
    );
    expect(redactUrl('/login/update/success')).toBe('/login/update/success');
    expect(redactUrl('/claim/12?next=%2Fclaims')).toBe('/claim/12?next=%2Fclaims');
    expect(redactUrl('/webapp/file/ebook/3')).toBe('/webapp/file/ebook/3');
  });
});

describe('the request log', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp('pglite', { LOG_LEVEL: 'info' }, { logLines });
  });
  afterAll(async () => t?.close());

  it('holds no secret of the addresses opened', async () => {
    const reset = await t.call('/password/reset/', {
      id: '200001',
      email: 'ethan.wilson@example.com',
      type: 'partner',
    });
    expect(reset.body.code).toBe(0);
    const mailed = /\/partner\/login\/update\/([A-Za-z0-9_-]+)/.exec(t.outbox.at(-1)!.text)![1]!;
    const secrets: string[] = [mailed];
    const opened: string[] = [`/partner/login/update/${mailed}`];
    for (const address of [
      '/login/update/:s',
      '/login/update/:s/',
      '/Login/Update/:s',
      '/partner/login/update/:s?type=partner',
      '/signup/:s',
      '/signup/review/:s?edit=plan',
      '/signup/thanks/:s?session_id=:s',
      '/mylogin/newpassword/:s',
      '/partner/mylogin/newpassword/:s',
      '/offline-checkout/:s?locale=fr',
    ]) {
      const url = address.replace(/:s/g, () => {
        const s = secret();
        secrets.push(s);
        return s;
      });
      opened.push(url);
    }
    for (const url of opened) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const log = logLines.join('\n');
    for (const s of secrets) expect(log).not.toContain(s);
    // What was opened is still there, the secret part aside.
    expect(log).toContain('"url":"/partner/login/update/[redacted]"');
    expect(log).toContain('"url":"/signup/thanks/[redacted]?session_id=[redacted]"');
    expect(log).toContain('"url":"/offline-checkout/[redacted]?locale=fr"');
  });
});

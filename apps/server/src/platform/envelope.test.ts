import { ACCESS_KINDS, api, API_MESSAGES, endpoints } from '@benefits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from '../test/harness';

/** Nothing the server answers may carry internals. */
const expectNoInternals = (raw: string) => {
  expect(raw).not.toMatch(/at .+\.(ts|js|mjs):\d+/);
  expect(raw).not.toMatch(/stack|SyntaxError|Zod|drizzle|postgres|pglite|FST_|sql/i);
};

describe.each(backends)('the envelope on every answer on %s', (backend) => {
  let t: TestApp;
  let employeeToken: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    t.app.post('/webapp/test/boom', async () => {
      throw new Error('secret internals: relation "employees" at /srv/app.ts:12');
    });
    employeeToken = await t.login('employee', '100001');
  });
  afterAll(async () => t?.close());

  it('answers malformed JSON with the envelope', async () => {
    const res = await t.call('/login/', undefined, undefined, { rawBody: '{"data": {"id": "100001",' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 1,
      data: {
        error: { GENERAL: API_MESSAGES.malformedJson },
        errorKeys: { GENERAL: { key: 'api.malformedJson' } },
      },
    });
    expectNoInternals(res.raw);
  });

  it.each([
    ['a string', '"hello"'],
    ['an array', '[1,2,3]'],
    ['a number', '42'],
    ['null data', '{"data": null}'],
    ['string data', '{"data": "100001"}'],
    ['array data', '{"data": ["100001"]}'],
  ])('answers a body that is %s with field messages or a clear GENERAL', async (_name, rawBody) => {
    const res = await t.call('/login/', undefined, undefined, { rawBody });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1);
    expect(typeof res.body.data.error?.GENERAL).toBe('string');
    expectNoInternals(res.raw);
  });

  it('answers wrong types and missing fields with the spec messages', async () => {
    const wrongTypes = await t.call('/login/', { id: { $gt: '' }, pw: ['a'] });
    expect(wrongTypes.body.data.error).toMatchObject({
      id: 'Please fill out your Employee ID',
      pw: 'Please fill out your password',
    });
    const missing = await t.call('/tools/login/', {});
    expect(missing.body.data.error).toMatchObject({ pw: 'Please fill out your password' });
    expect(missing.body.data.error?.id).toBeTruthy();
  });

  it('gives every message of a failure its stable key, the texts staying the spec’s', async () => {
    const res = await t.call('/login/', { id: '', pw: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 1,
      data: {
        error: {
          GENERAL: API_MESSAGES.correctInformation,
          id: 'Please fill out your Employee ID',
          pw: 'Please fill out your password',
        },
        errorKeys: {
          GENERAL: { key: 'validation.correctInformation' },
          id: { key: 'validation.employeeIdRequired' },
          pw: { key: 'validation.passwordRequired' },
        },
      },
    });
  });

  it('answers SQL-looking strings as ordinary bad input', async () => {
    for (const id of ['1 OR 1=1', "100001'; DROP TABLE employees; --", '100001 UNION SELECT 1']) {
      const res = await t.call('/login/', { id, pw: "' OR '1'='1" });
      expect(res.status).toBe(400);
      expect(res.body.data.error?.id).toBe('Please fill out your Employee ID');
      expectNoInternals(res.raw);
    }
    const tools = await t.call('/tools/login/', { id: "staff' --", pw: "' OR '1'='1" });
    expect(tools.status).toBe(401);
    expect(tools.body.data.error).toEqual({ GENERAL: API_MESSAGES.invalidToolsCredentials });
    // The employees table is still there.
    expect((await t.call('/employee', {}, employeeToken)).body.code).toBe(0);
  });

  it('answers megabyte strings without a 5xx', async () => {
    const big = '9'.repeat(900_000);
    const longId = await t.call('/login/', { id: big, pw: 'x' });
    expect(longId.status).toBeLessThan(500);
    expect(longId.body.code).not.toBe(0);
    const longLog = await t.call('/general/log', { error: 'e'.repeat(900_000) });
    expect(longLog.status).toBe(400);
    expect(longLog.body.data.error?.error).toBeTruthy();
    const tooLarge = await t.call('/login/', { id: '9'.repeat(2_000_000), pw: 'x' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({
      code: 6,
      data: { error: { GENERAL: API_MESSAGES.tooLarge }, errorKeys: { GENERAL: { key: 'api.tooLarge' } } },
    });
  });

  it('answers a wrong content type with the envelope', async () => {
    const res = await t.call('/login/', undefined, undefined, {
      rawBody: 'id=100001&pw=x',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.body.data.error?.GENERAL).toBe(API_MESSAGES.unsupportedContentType);
    const text = await t.call('/login/', undefined, undefined, {
      rawBody: 'hello',
      contentType: 'text/plain',
    });
    expect(text.status).toBe(415);
  });

  it('answers unknown API paths and methods with the envelope', async () => {
    const res = await t.call('/no/such/endpoint', {});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 4,
      data: {
        error: { GENERAL: API_MESSAGES.unknownPath },
        errorKeys: { GENERAL: { key: 'api.unknownPath' } },
      },
    });
    const get = await t.call('/login/', undefined, undefined, { method: 'GET', rawBody: '' });
    expect(get.status).toBe(404);
    expect(get.body.code).toBe(4);
  });

  it('answers a thrown error with a generic 500 envelope and no internals', async () => {
    const res = await t.call('/test/boom', {});
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 9,
      data: { error: { GENERAL: API_MESSAGES.internal }, errorKeys: { GENERAL: { key: 'api.internal' } } },
    });
    expect(res.raw).not.toContain('secret');
    expectNoInternals(res.raw);
  });

  it('answers GET /webapp/test/alive', async () => {
    const res = await t.call('/test/alive', undefined, undefined, { method: 'GET', rawBody: '' });
    expect(res.body).toEqual({ code: 0, data: { status: 'ok', version: '2.5.4' } });
  });

  // About 1,600 calls (every endpoint, five payloads, with and without a session): 6 s alone, but
  // over the 60 s default beside the end-to-end tests on a slow machine (the twenty-sixth session's
  // full run), so it has more time; it checks answers, not speed.
  it('never answers a 5xx to any endpoint given junk, signed in or not', { timeout: 240_000 }, async () => {
    const junk: unknown[] = [
      {},
      { id: null },
      { a: '\u0000' },
      { pw: 1e308 },
      { data: { nested: { deep: [1] } } },
    ];
    for (const e of endpoints) {
      for (const payload of junk) {
        for (const token of [undefined, employeeToken]) {
          const res = await t.call(e.path, payload, token, {
            method: e.method,
            rawBody: e.method === 'GET' ? '' : undefined,
          });
          expect(res.status, `${e.path} ${JSON.stringify(payload)}`).toBeLessThan(500);
          expect(typeof res.body.code).toBe('number');
        }
      }
    }
  });

  it('serves the web app: client routes fall back to index.html with the public configuration', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/claims/details' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('&quot;providerName&quot;:&quot;Spendwell Benefits&quot;');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const raw = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(raw.body).not.toContain('content="{}"');
  });

  it('answers API errors in the envelope although the web app is served', async () => {
    const res = await t.call('/login/', { id: '100001', pw: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 2,
      data: {
        error: { GENERAL: API_MESSAGES.invalidCredentials },
        errorKeys: { GENERAL: { key: 'api.invalidCredentials' } },
      },
    });
  });

  it('declares who may call every endpoint', () => {
    expect(endpoints.length).toBe(Object.keys(api).length);
    for (const e of endpoints) {
      expect(ACCESS_KINDS, e.path).toContain(e.access.kind);
    }
  });
});

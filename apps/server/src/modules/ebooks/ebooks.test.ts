import { API_MESSAGES } from '@benefits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { EBOOKS } from './catalogue';

describe('ebook downloads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('answers each ebook as a PDF attachment, without signing in', async () => {
    for (const book of EBOOKS) {
      const res = await t.app.inject({ method: 'GET', url: `/webapp/file/ebook/${book.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`attachment; filename="${book.id}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('answers an unknown or malformed id in the envelope', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/webapp/file/ebook/no-such-book' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 4,
      data: {
        error: { GENERAL: API_MESSAGES.ebookNotFound },
        errorKeys: { GENERAL: { key: 'api.ebookNotFound' } },
      },
    });
    const bad = await t.app.inject({ method: 'GET', url: '/webapp/file/ebook/..%2F..%2Fetc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(1);
  });
});

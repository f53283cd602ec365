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

  it('answers a browser opening an unknown or malformed id with the web app’s not-found page', async () => {
    // As a browser sends its navigation (the /tools/ebook/{id} page, or a shared link).
    const page = {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'sec-fetch-mode': 'navigate',
    };
    for (const url of ['/webapp/file/ebook/no-such-book', '/webapp/file/ebook/..%2F..%2Fetc']) {
      const res = await t.app.inject({ method: 'GET', url, headers: page });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body, url).not.toContain('ebookNotFound');
    }
    // Without Sec-Fetch-Mode (an older browser), by its Accept.
    const older = await t.app.inject({
      method: 'GET',
      url: '/webapp/file/ebook/no-such-book',
      headers: { accept: page.accept },
    });
    expect(older.statusCode).toBe(404);
    expect(older.headers['content-type']).toContain('text/html');
    // A script's fetch, even one that accepts anything, still gets the envelope.
    const fetched = await t.app.inject({
      method: 'GET',
      url: '/webapp/file/ebook/no-such-book',
      headers: { accept: '*/*', 'sec-fetch-mode': 'cors' },
    });
    expect(fetched.statusCode).toBe(404);
    expect(fetched.json().code).toBe(4);
    // A known ebook opened as a page is still the PDF.
    const known = await t.app.inject({
      method: 'GET',
      url: `/webapp/file/ebook/${EBOOKS[0]!.id}`,
      headers: page,
    });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toBe('application/pdf');
  });
});

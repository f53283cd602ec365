import { z } from 'zod';
import { PUBLIC } from '../access';
import { binaryEndpoint } from '../endpoint';

/** docs/product §7 General: GET /webapp/file/ebook/{id}, opened by browser navigation from /tools/ebook/{id}. */
export const ebookDownload = binaryEndpoint({
  path: '/file/ebook/:id',
  method: 'GET',
  access: PUBLIC,
  example: { id: 'hsa-guide' },
  summary: "Downloads one of the provider's ebooks (a PDF guide) by id.",
  perMinute: 30,
  request: z.object({ id: z.string().regex(/^[a-z0-9-]{1,60}$/, { error: 'Unknown ebook' }) }),
  response: z.object({ fileName: z.string() }),
});

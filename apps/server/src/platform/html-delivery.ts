import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/** What the server offers, best first: brotli, gzip, or the page as is. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = Exclude<(typeof ENCODINGS)[number], 'identity'>;

/**
 * Sends one of the web app's pages (index.html with its preloads and, on a sign-in page, its first
 * frame) in the best encoding the browser accepts. The pages are answered by the not-found handler
 * (the single-page app's fallback), which @fastify/compress does not reach, and a sign-in page with
 * its first frame is 35–75 kB of markup and CSS (decision 0051); each copy is compressed once, at
 * the highest settings, then reused by the app that made it.
 */
export function pageSender() {
  /** Each page's compressed copies (the pages are few: index.html's variants). */
  const copies = new Map<string, Partial<Record<Encoding, Buffer>>>();
  const copyOf = (html: string, encoding: Encoding): Buffer => {
    let made = copies.get(html);
    if (!made) {
      made = {};
      copies.set(html, made);
    }
    made[encoding] ??=
      encoding === 'br'
        ? zlib.brotliCompressSync(html, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          })
        : zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION });
    return made[encoding];
  };
  return (reply: FastifyReply, acceptEncoding: string | string[] | undefined, html: string) => {
    const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
    const encoding = negotiate(header, [...ENCODINGS]) ?? 'identity';
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    reply.type('text/html; charset=utf-8');
    if (encoding === 'identity') return reply.send(html);
    return reply.header('content-encoding', encoding).send(copyOf(html, encoding));
  };
}

import { API_MESSAGES, ErrorCode } from '@benefits/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Bodies announced up to this size are read to the end (and thrown away) before the 413 answer;
 * a bigger one still gets the answer at once and a closed connection, so nobody makes the server
 * read gigabytes for nothing. Above every route's limit (uploads: 12 MB).
 */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A body whose Content-Length is over the route's limit answers the 413 envelope only after the
 * whole body has arrived (docs/decisions/0016). Fastify otherwise answers before reading it and
 * closes the connection; the browser, still sending, then sees a reset instead of the answer.
 */
export function drainOversizeBodies(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => {
    const length = Number(req.headers['content-length']);
    if (!(length > req.routeOptions.bodyLimit) || length > DRAIN_MAX_BYTES) return done();
    const raw = req.raw;
    const finish = () => {
      raw.off('end', finish);
      raw.off('error', finish);
      done(new AppError(ErrorCode.TOO_LARGE, { GENERAL: API_MESSAGES.tooLarge }));
    };
    raw.on('end', finish);
    raw.on('error', finish);
    raw.resume();
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Sealer } from './crypto';
import type { FileStore } from './files';
import type { JobQueue } from './jobs';
import type { Mailer } from './mail';
import type { Payments } from './payments/payments';
import type { RateLimiter } from './rate-limit';
import type { SessionService } from './sessions';

/** What services (business logic) get: never the HTTP request. */
export interface Services {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Durable background jobs: enqueue on the cause's transaction (platform/jobs.ts). */
  jobs: JobQueue;
  sealer: Sealer;
  files: FileStore;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  /** Card payments: Stripe when configured, the offline test provider otherwise (decision 0028). */
  payments: Payments;
  now: () => Date;
}

/** The request's logger (its lines carry the request id); services log through it, never the console. */
export type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

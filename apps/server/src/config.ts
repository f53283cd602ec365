import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * The one configuration schema (docs/architecture.md "Configuration"). Every setting has a safe default so
 * `npm start` needs none; a bad value stops the server at boot with a message naming the setting.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Embedded database, files, outbox and generated keys live here. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Unset: embedded PGlite under DATA_DIR/pglite. Set: a PostgreSQL URL. */
  DATABASE_URL: z.string().url().optional(),
  /** Unset: mail is written as .eml files to DATA_DIR/outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('no-reply@example.com'),
  PROVIDER_NAME: z.string().min(1).max(80).default('Spendwell Benefits'),
  SUPPORT_EMAIL: z.string().email().default('support@example.com'),
  /**
   * Where paper mail goes (the printed claim form says to mail it here), under PROVIDER_NAME: its
   * lines separated by semicolons (mailingAddressLines).
   */
  PROVIDER_MAILING_ADDRESS: z
    .string()
    .max(300)
    .refine((v) => mailingAddressLines(v).length > 0, 'must have at least one line')
    .default('PO Box 4500, Station A; Toronto ON M5W 4K2'),
  /** The drawers' external links (docs/product §2: Privacy Policy and Resource Library). */
  PRIVACY_POLICY_URL: z.string().url().default('https://example.com/privacy-policy'),
  RESOURCE_LIBRARY_URL: z.string().url().default('https://example.com/resource-library'),
  /**
   * The address people reach the app at; used in links inside mail. Default: http://localhost:PORT
   * (and, for the address a request's answer sends its browser back to, the request's own: linkOrigin).
   * Set it in production: unset, a return address follows the request's Host header.
   */
  PUBLIC_URL: z.string().url().optional(),
  /** 32 bytes, base64. Unset: generated once into DATA_DIR/keys/encryption.key. */
  ENCRYPTION_KEY: z.string().optional(),
  /**
   * Card payments (platform/payments, decision 0028). Unset: the offline test provider, which
   * accepts only Stripe's documented test cards. Set: Stripe Checkout, with STRIPE_WEBHOOK_SECRET.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  /** Kept for a client-side integration; the hosted Checkout page needs none. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  /** The signing secret of the webhook endpoint POST /webhooks/stripe (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /** Another address for Stripe's API (tests point it at a local stand-in). Unset: api.stripe.com. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Set: receipts and documents go to this bucket instead of DATA_DIR/files (see s3Problems). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  /** An S3-compatible service (MinIO, R2…), addressed path-style. Unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as ca-central-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Idle expiry of a session, slid forward by activity. */
  SESSION_IDLE_SECONDS: z.coerce.number().int().min(30).max(86_400).default(1800),
  /** Absolute lifetime of a session, however active. */
  SESSION_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(12 * 3600),
  PASSWORD_RESET_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Failed sign-ins allowed per ID, and per address, inside LOGIN_WINDOW_SECONDS. */
  LOGIN_MAX_FAILURES_PER_ID: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Seed the demo world when the database is empty. */
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a load balancer, trust X-Forwarded-For for the caller's address. */
  TRUST_PROXY: bool.default(false),
  /** Run the background job worker in this process (turn off for processes that only serve HTTP). */
  JOBS_WORKER: bool.default(true),
  /** How often an idle job worker looks for due jobs. */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /** How long a running job is its worker's before another may take it (renewed while it runs). */
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Folder of the built web app; unset: apps/web/dist next to this server. */
  WEB_DIST: z.string().optional(),
});

/** PROVIDER_MAILING_ADDRESS's lines: split at each semicolon, trimmed, empty ones left out. */
export function mailingAddressLines(address: string): string[] {
  return address
    .split(';')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export type Config = z.infer<typeof configSchema> & { publicUrl: string; dataDir: string };

export class ConfigError extends Error {}

type Parsed = z.infer<typeof configSchema>;

/**
 * The S3 settings that only make sense together: a bucket needs a region (or an endpoint, whose
 * region defaults to us-east-1), an endpoint needs its access keys, the keys go in pairs, and no
 * S3_ setting without a bucket (files would silently stay on local disk).
 */
function s3Problems(c: Parsed): string[] {
  const problems: string[] = [];
  const others = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (k) => c[k] !== undefined,
  );
  if (!c.S3_BUCKET) {
    if (others.length > 0)
      problems.push(
        `S3_BUCKET: required when ${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} set (unset them to keep files on local disk)`,
      );
    return problems;
  }
  if (!c.S3_REGION && !c.S3_ENDPOINT)
    problems.push('S3_REGION: required when S3_BUCKET is set without S3_ENDPOINT (AWS S3)');
  if (c.S3_ACCESS_KEY_ID && !c.S3_SECRET_ACCESS_KEY)
    problems.push('S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set');
  if (c.S3_SECRET_ACCESS_KEY && !c.S3_ACCESS_KEY_ID)
    problems.push('S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set');
  if (c.S3_ENDPOINT && !c.S3_ACCESS_KEY_ID && !c.S3_SECRET_ACCESS_KEY)
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_ENDPOINT is set');
  return problems;
}

/** Stripe needs its webhook secret (the card on file is confirmed by the webhook too), and vice versa. */
function stripeProblems(c: Parsed): string[] {
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET)
    return ['STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set'];
  const others = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_API_URL'] as const).filter(
    (k) => c[k] !== undefined,
  );
  if (!c.STRIPE_SECRET_KEY && others.length > 0)
    return [`STRIPE_SECRET_KEY: required when ${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} set`];
  return [];
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const problems = [...s3Problems(c), ...stripeProblems(c)];
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}

/** A request's address as Fastify reads it (X-Forwarded-Proto and -Host count only under TRUST_PROXY). */
export interface RequestAddress {
  protocol: string;
  /** The Host header: a host name or IP address, with its port if any. */
  host: string;
}

/** A host name, an IPv4 or a bracketed IPv6 address, and an optional port: nothing else a Host may carry. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin of an address a request's answer sends its browser to and back from (a checkout's
 * return): PUBLIC_URL when it is set; else the request's own origin, so a person who opened the app at
 * http://127.0.0.1:PORT comes back there, to the cookies of that host (theme, language), and not to
 * http://localhost:PORT; else (no request, or a Host that is not a host) `publicUrl`. Mail and jobs,
 * which have no request, keep `publicUrl`.
 */
export function linkOrigin(
  config: Pick<Config, 'PUBLIC_URL' | 'publicUrl'>,
  request?: RequestAddress,
): string {
  if (config.PUBLIC_URL || !request) return config.publicUrl;
  const { protocol, host } = request;
  if ((protocol !== 'http' && protocol !== 'https') || !HOST.test(host)) return config.publicUrl;
  const port = /:(\d+)$/.exec(host)?.[1];
  if (port !== undefined && Number(port) > 65_535) return config.publicUrl;
  return `${protocol}://${host}`;
}

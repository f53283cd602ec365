import fs from 'node:fs';
import { registerAllMessageSections } from '@benefits/domain';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { loadEncryptionKey, Sealer } from './platform/crypto';
import { installErrorHandling, registerEndpoints, type Handlers } from './platform/http';
import { securityHeaders } from './platform/security-headers';
import { createFileStore } from './platform/files';
import { JobQueue } from './platform/jobs';
import { createMailer, mailJob, sendMailJob, type Mailer } from './platform/mail';
import { firstScreenPreloads, OTHER_PAGES } from './platform/preload';
import { FIRST_FRAME_VARY, FRAME_BOOT_SOURCES, firstFrames, keptFrameBoot } from './platform/first-frame';
import { pageSender } from './platform/html-delivery';
import { databasePrincipals } from './platform/principals';
import { RateLimiter } from './platform/rate-limit';
import { requestForLog } from './platform/redact';
import type { Services } from './platform/services';
import { SessionService } from './platform/sessions';
import { createPayments } from './platform/payments/payments';
import { paymentRoutes } from './platform/payments/routes';
import { cardHandlers } from './modules/card/routes';
import { COMPANY_CARD_PURPOSE, completeCardUpdate } from './modules/card/service';
import { accountHandlers } from './modules/account/routes';
import { auditHandlers } from './modules/audits/routes';
import { actingHandlers } from './modules/acting/routes';
import { authHandlers } from './modules/auth/routes';
import { claimHandlers } from './modules/claims/routes';
import { contentHandlers } from './modules/content/routes';
import { partnerWelcomeJob, sendPartnerWelcome } from './modules/content/service/welcome';
import { classificationHandlers } from './modules/classifications/routes';
import { commissionHandlers } from './modules/commissions/routes';
import { commissionCloseJob } from './modules/commissions/accrual';
import { closeCommissionMonth } from './modules/commissions/service';
import { companyReportHandlers } from './modules/company-reports/routes';
import { applyLimitChange, limitChangeJob } from './modules/classifications/service';
import { devtoolsHandlers } from './modules/devtools/routes';
import { directoryHandlers } from './modules/directory/routes';
import { registerDirectoryJobs } from './modules/directory/service';
import { ebookHandlers } from './modules/ebooks/routes';
import { employeeHandlers } from './modules/employee/routes';
import { employerHandlers } from './modules/employer/routes';
import { enrolmentHandlers } from './modules/enrolment/routes';
import { sendWelcomes, welcomeJob } from './modules/enrolment/service';
import { generalHandlers } from './modules/general/routes';
import { notificationHandlers } from './modules/notifications/routes';
import { partnerAccountHandlers } from './modules/partner-account/routes';
import { partnerSignupHandlers } from './modules/partner-signup/routes';
import { demoHandlers } from './modules/demo/routes';
import { cleanUpDemo, demoCleanupJob } from './modules/demo/service';
import { clientSignupHandlers } from './modules/client-signup/routes';
import { completeSignupPayment, SIGNUP_PAYMENT_PURPOSE } from './modules/client-signup/service';
import { sendSignupWelcome, signupWelcomeJob } from './modules/partner-signup/service';
import { planHandlers } from './modules/plan/routes';
import { RECEIPT_ATTACHMENTS } from './modules/receipts/documents';
import { receiptHandlers } from './modules/receipts/routes';
import { closeCancelledPlan, planCloseJob } from './modules/plan/service';
import { planYearFundingJob, runPlanYearFunding } from './modules/plan-year-funding/funding';
import { prospectRetentionJob, runProspectRetention } from './modules/retention/retention';
import { reportHandlers } from './modules/reports/routes';
import { salesHandlers } from './modules/sales/routes';
import { partnerClientHandlers } from './modules/partner-clients/routes';
import { wellnessHandlers } from './modules/wellness/routes';
import { applyWellnessChange, wellnessChangeJob } from './modules/wellness/service';

/** Every module's handlers; the type makes a missing one a compile error, and registration re-checks. */
const handlers: Handlers = {
  ...accountHandlers,
  ...ebookHandlers,
  ...claimHandlers,
  ...generalHandlers,
  ...authHandlers,
  ...employeeHandlers,
  ...notificationHandlers,
  ...reportHandlers,
  ...commissionHandlers,
  ...companyReportHandlers,
  ...employerHandlers,
  ...classificationHandlers,
  ...cardHandlers,
  ...wellnessHandlers,
  ...enrolmentHandlers,
  ...planHandlers,
  ...directoryHandlers,
  ...auditHandlers,
  ...contentHandlers,
  ...devtoolsHandlers,
  ...actingHandlers,
  ...receiptHandlers,
  ...salesHandlers,
  ...partnerSignupHandlers,
  ...partnerClientHandlers,
  ...demoHandlers,
  ...clientSignupHandlers,
  ...partnerAccountHandlers,
};

export interface AppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  now?: () => Date;
  logger?: boolean;
  /** Where log lines go instead of stdout, at LOG_LEVEL (tests read what was logged). */
  logStream?: { write: (line: string) => void };
}

/** Where the built web app is: WEB_DIST, or apps/web/dist beside this server (source or bundle). */
function webDist(config: Config): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = config.WEB_DIST
    ? [path.resolve(config.WEB_DIST)]
    : [path.resolve(here, '../../web/dist')];
  return candidates.find((c) => fs.existsSync(path.join(c, 'index.html')));
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Builds the app: platform plugins and every module. It does not listen (main.ts does). */
export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  // Every message the server writes has its key (data.errorKeys), whichever modules the bundle kept.
  registerAllMessageSections();
  const { config, database } = opts;
  const now = opts.now ?? (() => new Date());
  const jobs = new JobQueue(database.db, {
    now,
    pollMs: config.JOBS_POLL_MS,
    leaseSeconds: config.JOBS_LEASE_SECONDS,
  });
  const services: Services = {
    config,
    db: database.db,
    now,
    jobs,
    mailer:
      opts.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        outboxDir: path.join(config.dataDir, 'outbox'),
        from: config.MAIL_FROM,
      }),
    sealer: new Sealer(loadEncryptionKey(config.ENCRYPTION_KEY, config.dataDir)),
    files: createFileStore(config),
    sessions: new SessionService(database.db, config.SESSION_IDLE_SECONDS, config.SESSION_MAX_SECONDS, now),
    rateLimiter: new RateLimiter(database.db, now),
    payments: createPayments(config, database.db, now),
  };

  jobs.register(
    mailJob,
    sendMailJob({ ...services, from: config.MAIL_FROM, attachments: [...RECEIPT_ATTACHMENTS] }),
  );
  jobs.register(limitChangeJob, applyLimitChange(services));
  services.payments.onSettled(COMPANY_CARD_PURPOSE, completeCardUpdate);
  services.payments.onSettled(SIGNUP_PAYMENT_PURPOSE, completeSignupPayment(services));
  jobs.register(wellnessChangeJob, applyWellnessChange(services));
  jobs.register(welcomeJob, sendWelcomes(services));
  jobs.register(partnerWelcomeJob, sendPartnerWelcome(services));
  jobs.register(signupWelcomeJob, sendSignupWelcome(services));
  jobs.register(demoCleanupJob, cleanUpDemo(services));
  jobs.register(planCloseJob, closeCancelledPlan(services));
  jobs.register(commissionCloseJob, closeCommissionMonth(services));
  // Demo leads and unpaid applications deleted once expired, daily (decision 0047).
  jobs.register(prospectRetentionJob, runProspectRetention(services));
  // Each member's plan year funded on its first day (and a later hire on their effective date), daily (decision 0059).
  jobs.register(planYearFundingJob, runPlanYearFunding(services));
  registerDirectoryJobs(jobs, services);

  const app = Fastify({
    logger:
      opts.logger === false || config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // The request line without the secrets some addresses carry (set-password links…).
            serializers: { req: requestForLog },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  jobs.log = app.log;
  // The worker (started by main.ts) stops before the database closes.
  app.addHook('onClose', () => jobs.stop());
  // Only JSON is spoken; anything else answers "must be sent as JSON" (415) in the envelope.
  app.removeContentTypeParser(['text/plain']);

  // The same security headers on every answer, worked out once (platform/security-headers.ts); an
  // answer may set its own after (a download's CSP: platform/http.ts sendBinary).
  const security = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The pages' two inline scripts, by their hashes: the sign-in pages' starts their scripts once
        // their first frame has painted (decision 0051); the employee dashboard's first paints the
        // frame it kept (decision 0053).
        scriptSrc: ["'self'", ...FRAME_BOOT_SOURCES],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(security);
    done();
  });

  // Answers above 1 kB in JSON, HTML or CSV (and other types mime-db calls compressible, such as
  // source maps; never PDFs or images) go out compressed (brotli at quality 4, else gzip) when the
  // client accepts it, with `Vary: Accept-Encoding`. It hooks every route added after it. The web
  // app's assets are compressed at build time instead (below). Request bodies are not decompressed:
  // the body limits count what arrives (decision 0016).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:application\/json|text\/html|text\/csv)(?:;|$)/,
    globalDecompression: false,
  });

  // The error handler and not-found handler go first: Fastify binds them to routes as they are added.
  let indexHtml: string | undefined;
  /** index.html for each page that preloads its screen's chunks (the sign-in pages, OTHER_PAGES). */
  const pageHtml = new Map<string, string>();
  /** A sign-in page's HTML with its first frame in the visitor's theme and language (decision 0051). */
  let withFirstFrame: ReturnType<typeof firstFrames> = () => undefined;
  /** A signed-in page that may paint the frame the web app kept of it (decision 0053). */
  const withKeptFrameBoot = keptFrameBoot();
  const sendPage = pageSender();
  const sendIndex = (reply: FastifyReply, url = '/', headers: FastifyRequest['headers'] = {}) => {
    if (!indexHtml) {
      return reply
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build`, or `npm start`.');
    }
    const route = url.split('?')[0]!.replace(/(.)\/+$/, '$1');
    const html = pageHtml.get(route) ?? pageHtml.get(OTHER_PAGES) ?? indexHtml;
    const framed = withFirstFrame(html, route, headers);
    if (framed) reply.header('vary', FIRST_FRAME_VARY);
    const sent = framed ?? withKeptFrameBoot(html, route) ?? html;
    return sendPage(reply.header('cache-control', 'no-cache'), headers['accept-encoding'], sent);
  };
  installErrorHandling(app, (req, reply) => sendIndex(reply, req.url, req.headers));
  registerEndpoints(app, handlers, services, databasePrincipals(database.db));
  await app.register(paymentRoutes(services));

  const dist = webDist(config);
  if (dist) {
    const publicConfig = {
      providerName: config.PROVIDER_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      privacyPolicyUrl: config.PRIVACY_POLICY_URL,
      resourceLibraryUrl: config.RESOURCE_LIBRARY_URL,
    };
    indexHtml = fs
      .readFileSync(path.join(dist, 'index.html'), 'utf8')
      .replace(
        /<meta name="app-config" content="[^"]*"\s*\/?>/,
        `<meta name="app-config" content="${escapeAttr(JSON.stringify(publicConfig))}" />`,
      );
    for (const [route, tags] of firstScreenPreloads(dist)) {
      pageHtml.set(route, indexHtml.replace('</head>', `${tags}</head>`));
    }
    withFirstFrame = firstFrames(dist, publicConfig);
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build's `.br` and `.gz` copies are sent in place of their file, not asked for by name.
      allowedPath: (p) =>
        p !== '/index.html' &&
        p !== '/first-frames.json' &&
        !p.startsWith('/.vite/') &&
        !/\.(?:br|gz)$/.test(p),
      // The best copy the browser accepts: brotli, then gzip, else the file itself (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite's assets carry a content hash in their names: cache them for good.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
        // Which copy was sent depends on Accept-Encoding, for every file (even one sent as is).
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.get('/', async (req, reply) => sendIndex(reply, '/', req.headers));

  return { app, services };
}

import {
  ACCESS_KINDS,
  API_MESSAGES,
  FIELD_SCOPE_SESSIONS,
  API_PREFIX,
  api,
  ErrorCode,
  failure,
  success,
  type Access,
  type Api,
  type EndpointName,
  type Endpoint,
  type BinaryAnswer,
  type ParsedRequestOf,
  type ResponseOf,
  type SuccessExtras,
} from '@benefits/contract';
import {
  fileNameForType,
  hasAnyPermission,
  LANGUAGE_HEADER,
  languageOf,
  MESSAGES,
  type Language,
} from '@benefits/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { drainOversizeBodies } from './body-limit';
import { AppError, forbidden, rateLimited, unauthenticated, validationError } from './errors';
import {
  isCompanyAdmin,
  meetsContractTypes,
  type CompanyContext,
  type EmployeeContext,
  type PartnerContext,
  type PrincipalLoader,
  type ScopeContext,
  type StaffContext,
} from './principals';
import { assertNoPendingPasswordChange } from './password-change';
import type { Log, Services } from './services';
import { type Session, unixSeconds } from './sessions';
import type { RequestAddress } from '../config';

export interface Caller {
  ip: string;
  userAgent: string;
  /** The address the request came to (config.ts linkOrigin: where a checkout sends the browser back). */
  address: RequestAddress;
}

/** What every handler gets, whatever its scope. */
interface BaseCtx<E extends Endpoint> {
  input: ParsedRequestOf<E>;
  caller: Caller;
  services: Services;
  /** The request's logger, for services that log (decision 0014). */
  log: Log;
  /** The language of the text the server writes for this request (Accept-Language, decision 0021). */
  language: Language;
}

/**
 * A handler's context: the parsed request plus what its endpoint's declared scope promises
 * (`employee`, `company`, `partner`, `staff`, `user` or `session`; see ScopeContext), resolved and
 * checked by the platform before the handler runs.
 */
export type Ctx<E extends Endpoint> = BaseCtx<E> & ScopeContext<E['access']>;

export type Handler<E extends Endpoint> = (
  ctx: Ctx<E>,
) => Promise<E extends { binary: true } ? BinaryAnswer : ResponseOf<E> & SuccessExtras>;
export type Handlers = { [K in EndpointName]: Handler<Api[K]> };
/** Each module contributes the handlers of its endpoints. */
export type ModuleHandlers<K extends EndpointName> = { [P in K]: Handler<Api[P]> };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `{ data, meta }`, or a raw payload (docs/product §7): answers the payload. A path's parameters
 * (`/company/report/:report`) are part of it, over what the body says.
 */
function payloadOf(req: FastifyRequest, method: string): unknown {
  const params = (req.params ?? {}) as object;
  if (method === 'GET') return { ...(req.query as object), ...params };
  const body: unknown = req.body;
  const withParams = (payload: unknown) =>
    Object.keys(params).length === 0 ? payload : isPlainObject(payload) ? { ...payload, ...params } : payload;
  if (body === undefined || body === null || body === '') return withParams({});
  if (!isPlainObject(body)) throw validationError({}, API_MESSAGES.notAnObject);
  if ('data' in body) return withParams(body.data ?? {});
  const { meta: _meta, ...raw } = body;
  return withParams(raw);
}

/** Zod issues to the envelope's field map: the first message per top-level field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'GENERAL';
    fields[field] ??= issue.message;
  }
  return fields;
}

/** The principals the caller's scope needs (the handler context's scope part). */
type Scope = Partial<{
  session: Session | null;
  employee: EmployeeContext;
  company: CompanyContext;
  partner: PartnerContext;
  staff: StaffContext;
}>;

/** The principal, with the staff member acting for it in this session (decision 0030), if any. */
const withActing = <P extends { actingStaffId?: number }>(principal: P, session: Session): P =>
  session.actingStaffId === null ? principal : { ...principal, actingStaffId: session.actingStaffId };

/** A session whose account no longer exists has ended (the client signs out). */
const gone = () => unauthenticated(API_MESSAGES.sessionExpired, true);
const refused = () => forbidden(API_MESSAGES.notAllowed);

/**
 * The caller's session for the endpoint's declared access: no token → 401 signInRequired, a dead
 * token → 401 sessionExpired (both FORCE_LOGOUT); a public endpoint reads a token when one is sent.
 */
async function sessionOf(access: Access, req: FastifyRequest, services: Services): Promise<Session | null> {
  const header = req.headers.token;
  const token = typeof header === 'string' && header.length > 0 ? header : undefined;
  if (access.kind === 'public') {
    const resolved = token ? await services.sessions.resolve(token) : undefined;
    return resolved?.ok ? resolved.session : null;
  }
  if (!token) throw unauthenticated(API_MESSAGES.signInRequired, true);
  const resolved = await services.sessions.resolve(token);
  if (!resolved.ok) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  return resolved.session;
}

/** The scope's principals: none for a public endpoint (its session, if any); else as scopeOf. */
function scopeFor(access: Access, session: Session | null, principals: PrincipalLoader): Promise<Scope> {
  if (access.kind === 'public' || session === null) return Promise.resolve({ session });
  return scopeOf(access, session, principals);
}

/** A signed-in session's principals for a scope other than public, or 403 notAllowed / 401 gone. */
async function scopeOf(
  access: Exclude<Access, { kind: 'public' }>,
  session: Session,
  principals: PrincipalLoader,
): Promise<Scope> {
  const subject = Number(session.subjectId);
  switch (access.kind) {
    case 'byField':
      // Before the request is read: only the sessions some listed scope admits (scopeForField then
      // checks the one the request names).
      if (!Object.values(access.scopes).some((s) => FIELD_SCOPE_SESSIONS[s.kind] === session.kind))
        throw refused();
      return { session };
    case 'session':
      if (!access.sessions.includes(session.kind)) throw refused();
      return { session };
    case 'employee':
    case 'companyAdmin': {
      if (session.kind !== 'employee') throw refused();
      const found = await principals.employee(subject);
      if (!found) throw gone();
      const employee = withActing(found, session);
      if (access.kind === 'employee') return { employee };
      if (!isCompanyAdmin(employee)) throw refused();
      if (!meetsContractTypes(employee, access.contractTypes)) throw refused();
      return { employee, company: { id: employee.companyId, contractType: employee.contractType } };
    }
    case 'partner':
    case 'partnerManager': {
      if (session.kind !== 'partner') throw refused();
      const found = await principals.partner(subject);
      if (!found) throw gone();
      const partner = withActing(found, session);
      if (access.kind === 'partnerManager' && partner.role !== 'MANAGER') throw refused();
      return { partner };
    }
    case 'staff':
    case 'staffForUser': {
      if (session.kind !== 'tools') throw refused();
      const staff = await principals.staff(subject);
      if (!staff) throw gone();
      if (!hasAnyPermission(staff.permissions, access.permission)) throw refused();
      return { staff, session };
    }
  }
}

/** The principal loader each kind of session reads its own principal with. */
const SESSION_PRINCIPAL = {
  employee: 'employee',
  partner: 'partner',
  tools: 'staff',
} as const satisfies Record<Session['kind'], keyof PrincipalLoader>;

/**
 * The principal loaders with the session's own principal read at most once: the scope, the pending
 * password change (read with the principal) and a byField endpoint's named scope all ask for it, and
 * share one statement (docs/performance.md "Seventeenth session"). Other ids are read as asked. With
 * `now`, the read starts at once (a byField endpoint: before its request, which names the scope, is
 * read); a failure is thrown where the principal is used.
 */
function withSessionPrincipal(principals: PrincipalLoader, session: Session, now: boolean): PrincipalLoader {
  const kind = SESSION_PRINCIPAL[session.kind];
  const subject = Number(session.subjectId);
  let once: Promise<unknown> | undefined;
  const own = () => (once ??= principals[kind](subject));
  if (now) own().catch(() => {});
  const read = (id: number) => (id === subject ? own() : principals[kind](id));
  return { ...principals, [kind]: read } as PrincipalLoader;
}

/**
 * A byField endpoint, once its request is read: the scope its field's value names, resolved for the
 * session (a value with no scope is refused; the request schema makes it one of them).
 */
async function scopeForField(
  access: Access,
  input: unknown,
  session: Session | null,
  principals: PrincipalLoader,
): Promise<Scope & { scopeKind?: string }> {
  if (access.kind !== 'byField') return {};
  const value = (input as Record<string, unknown>)[access.field];
  const scope =
    typeof value === 'string' && Object.hasOwn(access.scopes, value) ? access.scopes[value] : undefined;
  if (!scope || !session) throw refused();
  return { scopeKind: scope.kind, ...(await scopeOf(scope, session, principals)) };
}

/**
 * Staff acting for a user: the employee whose ID is the request's declared field (after the staff
 * member's permission was checked). An ID naming nobody is the spec's "Invalid Employee ID".
 */
async function actingFor(
  access: Access,
  input: unknown,
  principals: PrincipalLoader,
): Promise<{ user?: EmployeeContext }> {
  if (access.kind !== 'staffForUser') return {};
  const raw = (input as Record<string, unknown>)[access.userField];
  const user = await principals.employee(Number(raw));
  if (!user) {
    throw validationError({ [access.userField]: MESSAGES.invalidEmployeeId }, MESSAGES.correctInformation);
  }
  return { user };
}

/**
 * Registers every contract endpoint with its handler. Refuses to start when an endpoint has no
 * declared access or no handler, or a handler has no endpoint.
 */
export function registerEndpoints(
  app: FastifyInstance,
  handlers: Handlers,
  services: Services,
  principals: PrincipalLoader,
  /** The endpoints to serve: the contract's (a test passes its own to exercise every scope). */
  table: Readonly<Record<string, Endpoint>> = api,
): void {
  const names = Object.keys(table);
  for (const name of Object.keys(handlers)) {
    if (!(name in table)) throw new Error(`Handler "${name}" has no contract entry`);
  }
  const validateResponses = services.config.NODE_ENV !== 'production';
  for (const name of names) {
    const endpoint: Endpoint = table[name]!;
    const handler = (handlers as Record<string, Handler<Endpoint> | undefined>)[name];
    if (!endpoint.access || !ACCESS_KINDS.includes(endpoint.access.kind)) {
      throw new Error(`Endpoint ${endpoint.path} does not declare who may call it`);
    }
    if (!handler) throw new Error(`Endpoint ${endpoint.path} has no handler`);
    app.route({
      method: endpoint.method,
      url: API_PREFIX + endpoint.path,
      ...(endpoint.maxBodyBytes ? { bodyLimit: endpoint.maxBodyBytes } : {}),
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const caller: Caller = {
          ip: req.ip,
          userAgent: String(req.headers['user-agent'] ?? ''),
          address: { protocol: req.protocol, host: req.host },
        };
        const session = await sessionOf(endpoint.access, req, services);
        const loader = session
          ? withSessionPrincipal(principals, session, endpoint.access.kind === 'byField')
          : principals;
        // What needs only the session starts at once (docs/performance.md "Thirteenth session"): the
        // session's principal (for the scope and the pending password change, which it carries) and,
        // for a byField endpoint, that principal before the request naming its scope is read. The
        // refusals still answer in this order: the scope's, acting's, the password change's, the rate
        // limit's, the request's.
        const scopeRead = scopeFor(endpoint.access, session, loader);
        const passwordCheck = assertNoPendingPasswordChange(endpoint, session, loader);
        passwordCheck.catch(() => {}); // awaited below, after the scope's own refusal
        const scope = await scopeRead;
        if (session?.actingStaffId != null && endpoint.closedWhileActing) {
          throw forbidden(API_MESSAGES.notWhileActing);
        }
        if (endpoint.perMinute) {
          await passwordCheck;
          const hit = await services.rateLimiter.hit(`${endpoint.path}|${caller.ip}`, endpoint.perMinute);
          if (!hit.allowed) throw rateLimited(API_MESSAGES.tooManyRequests, hit.retryAfter);
        }
        const parsed = endpoint.request.safeParse(payloadOf(req, endpoint.method));
        if (!parsed.success) {
          await passwordCheck;
          throw validationError(fieldErrors(parsed.error), API_MESSAGES.correctInformation);
        }
        const acting = actingFor(endpoint.access, parsed.data, principals);
        const naming = scopeForField(endpoint.access, parsed.data, session, loader);
        acting.catch(() => {});
        naming.catch(() => {});
        await passwordCheck;
        const user = await acting;
        const named = await naming;
        const language = languageOf(req.headers[LANGUAGE_HEADER]);
        const ctx = {
          input: parsed.data,
          caller,
          services,
          log: req.log,
          language,
          ...scope,
          ...user,
          ...named,
        };
        const result = await handler(ctx as never);
        if (endpoint.binary) return sendBinary(reply, result as BinaryAnswer);
        if (validateResponses) {
          const checked = endpoint.response.safeParse(result);
          if (!checked.success) {
            req.log.error(
              { path: endpoint.path, issues: checked.error.issues },
              'response does not match the contract',
            );
            throw new AppError(ErrorCode.INTERNAL, { GENERAL: API_MESSAGES.internal });
          }
        }
        const extras: SuccessExtras =
          session && endpoint.access.kind !== 'public'
            ? { TOKEN_EXPIRY: unixSeconds(session.expiresAt) }
            : {};
        return reply.send(success({ ...extras, ...result }));
      },
    });
  }
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendBinary(reply: FastifyReply, file: BinaryAnswer) {
  // An uploaded file's name ends with its type's extension, also one stored before that rule.
  const fileName = fileNameForType(file.fileName, file.mimeType);
  return reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(file.disposition, fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.from(file.bytes));
}

/**
 * A browser opening an address of the API as a page (the ebook download, followed from
 * /tools/ebook/{id} or a shared link): `Sec-Fetch-Mode: navigate`, or without it an Accept that asks
 * for HTML. The web app's calls ask for JSON.
 */
function isPageNavigation(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const mode = req.headers['sec-fetch-mode'];
  if (mode) return mode === 'navigate';
  const accept = req.headers.accept;
  return /(?:^|,)\s*text\/html/i.test(Array.isArray(accept) ? accept.join(',') : (accept ?? ''));
}

/**
 * Maps every error to the envelope: never a stack trace, never internals. A page opened in the
 * browser whose request names nothing (an unknown or malformed id) gets the web app's not-found
 * page instead, status 404: `onNotFound` answers the app's HTML.
 */
export function installErrorHandling(
  app: FastifyInstance,
  onNotFound: (req: FastifyRequest, reply: FastifyReply) => unknown,
) {
  drainOversizeBodies(app);
  app.setErrorHandler((err: unknown, req, reply) => {
    if (err instanceof AppError) {
      if ((err.status === 404 || err.status === 400) && isPageNavigation(req)) {
        return onNotFound(req, reply.status(404));
      }
      return reply.status(err.status).headers(err.headers).send(failure(err.code, err.payload));
    }
    const e = err as { statusCode?: number; code?: string; name?: string };
    const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
    if (status === 413)
      return reply.status(413).send(failure(ErrorCode.TOO_LARGE, { GENERAL: API_MESSAGES.tooLarge }));
    if (status === 415) {
      return reply
        .status(415)
        .send(failure(ErrorCode.VALIDATION, { GENERAL: API_MESSAGES.unsupportedContentType }));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(failure(ErrorCode.RATE_LIMITED, { GENERAL: API_MESSAGES.tooManyRequests }));
    }
    if (status >= 400 && status < 500) {
      const json = e.name === 'SyntaxError' || /JSON/.test(String(e.code));
      return reply.status(400).send(
        failure(ErrorCode.VALIDATION, {
          GENERAL: json ? API_MESSAGES.malformedJson : API_MESSAGES.correctInformation,
        }),
      );
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(failure(ErrorCode.INTERNAL, { GENERAL: API_MESSAGES.internal }));
  });
  app.setNotFoundHandler(async (req, reply) => {
    if (
      req.url === API_PREFIX ||
      req.url.startsWith(`${API_PREFIX}/`) ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      return reply.status(404).send(failure(ErrorCode.NOT_FOUND, { GENERAL: API_MESSAGES.unknownPath }));
    }
    return onNotFound(req, reply);
  });
}

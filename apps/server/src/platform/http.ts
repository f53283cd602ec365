import {
  API_MESSAGES,
  API_PREFIX,
  api,
  ErrorCode,
  failure,
  success,
  type Api,
  type EndpointName,
  type Endpoint,
  type BinaryAnswer,
  type ParsedRequestOf,
  type ResponseOf,
  type SuccessExtras,
} from '@benefits/contract';
import { hasPermission, isToolsPermission } from '@benefits/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, forbidden, rateLimited, unauthenticated, validationError } from './errors';
import { assertNoPendingPasswordChange } from './password-change';
import type { Services } from './services';
import { type Session, unixSeconds } from './sessions';

export interface Caller {
  ip: string;
  userAgent: string;
}

export interface Ctx<E extends Endpoint> {
  input: ParsedRequestOf<E>;
  /** Set for every endpoint whose access is not public (and for public ones when a live token came along). */
  session: Session | null;
  caller: Caller;
  services: Services;
}

export type Handler<E extends Endpoint> = (
  ctx: Ctx<E>,
) => Promise<E extends { binary: true } ? BinaryAnswer : ResponseOf<E> & SuccessExtras>;
export type Handlers = { [K in EndpointName]: Handler<Api[K]> };
/** Each module contributes the handlers of its endpoints. */
export type ModuleHandlers<K extends EndpointName> = { [P in K]: Handler<Api[P]> };

/** Loads the permissions of a tools session (ALL_ACCESS grants all). */
export type PermissionLoader = (session: Session) => Promise<readonly string[]>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{ data, meta }`, or a raw payload (SPEC §7): answers the payload. */
function payloadOf(req: FastifyRequest, method: string): unknown {
  if (method === 'GET') return { ...(req.query as object), ...(req.params as object) };
  const body: unknown = req.body;
  if (body === undefined || body === null || body === '') return {};
  if (!isPlainObject(body)) throw validationError({}, API_MESSAGES.notAnObject);
  if ('data' in body) return body.data ?? {};
  const { meta: _meta, ...raw } = body;
  return raw;
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

async function authenticate(
  endpoint: Endpoint,
  req: FastifyRequest,
  services: Services,
  loadPermissions: PermissionLoader,
): Promise<Session | null> {
  const header = req.headers.token;
  const token = typeof header === 'string' && header.length > 0 ? header : undefined;
  const access = endpoint.access;
  if (access.kind === 'public') {
    if (!token) return null;
    const resolved = await services.sessions.resolve(token);
    return resolved.ok ? resolved.session : null;
  }
  if (!token) throw unauthenticated(API_MESSAGES.signInRequired, true);
  const resolved = await services.sessions.resolve(token);
  if (!resolved.ok) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  const session = resolved.session;
  if (access.kind === 'session') {
    if (!access.sessions.includes(session.kind)) throw forbidden(API_MESSAGES.notAllowed);
    return session;
  }
  if (
    session.kind !== 'tools' ||
    !hasPermission((await loadPermissions(session)).filter(isToolsPermission), access.permission)
  ) {
    throw forbidden(API_MESSAGES.notAllowed);
  }
  return session;
}

/**
 * Registers every contract endpoint with its handler. Refuses to start when an endpoint has no
 * declared access or no handler, or a handler has no endpoint.
 */
export function registerEndpoints(
  app: FastifyInstance,
  handlers: Handlers,
  services: Services,
  loadPermissions: PermissionLoader,
): void {
  const names = Object.keys(api) as EndpointName[];
  for (const name of Object.keys(handlers)) {
    if (!(name in api)) throw new Error(`Handler "${name}" has no contract entry`);
  }
  const validateResponses = services.config.NODE_ENV !== 'production';
  for (const name of names) {
    const endpoint: Endpoint = api[name];
    const handler = handlers[name] as Handler<Endpoint> | undefined;
    if (!endpoint.access || !['public', 'session', 'permission'].includes(endpoint.access.kind)) {
      throw new Error(`Endpoint ${endpoint.path} does not declare who may call it`);
    }
    if (!handler) throw new Error(`Endpoint ${endpoint.path} has no handler`);
    app.route({
      method: endpoint.method,
      url: API_PREFIX + endpoint.path,
      ...(endpoint.maxBodyBytes ? { bodyLimit: endpoint.maxBodyBytes } : {}),
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const caller: Caller = { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') };
        const session = await authenticate(endpoint, req, services, loadPermissions);
        await assertNoPendingPasswordChange(endpoint, session, services);
        if (endpoint.perMinute) {
          const hit = await services.rateLimiter.hit(`${endpoint.path}|${caller.ip}`, endpoint.perMinute);
          if (!hit.allowed) throw rateLimited(API_MESSAGES.tooManyRequests, hit.retryAfter);
        }
        const parsed = endpoint.request.safeParse(payloadOf(req, endpoint.method));
        if (!parsed.success)
          throw validationError(fieldErrors(parsed.error), API_MESSAGES.correctInformation);
        const result = await handler({ input: parsed.data as never, session, caller, services });
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
  return reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(file.disposition, file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.from(file.bytes));
}

/** Maps every error to the envelope: never a stack trace, never internals. */
export function installErrorHandling(
  app: FastifyInstance,
  onNotFound: (req: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setErrorHandler((err: unknown, req, reply) => {
    if (err instanceof AppError) {
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

import { z } from 'zod';
import { ANY_SESSION, PUBLIC } from '../access';
import { endpoint } from '../endpoint';
import { preferencesSchema } from '../shapes';

const text = (max: number) => z.string().max(max).optional();

export const alive = endpoint({
  path: '/test/alive',
  method: 'GET',
  access: PUBLIC,
  example: {},
  summary: 'Liveness probe: answers while the server can reach its database.',
  request: z.object({}).passthrough(),
  response: z.object({ status: z.literal('ok'), version: z.string() }),
});

/** Client log sent by the "refresh" screen (docs/product §7 Auth: message, state, browserInfo, url). */
export const refreshLog = endpoint({
  path: '/refresh/log',
  method: 'POST',
  access: PUBLIC,
  example: { message: 'The page was refreshed', browserInfo: 'Test', url: '/claims' },
  summary: 'Stores a client log line from the refresh screen.',
  perMinute: 20,
  request: z.object({
    message: text(4000),
    state: z.unknown().optional(),
    browserInfo: text(1000),
    url: text(2000),
  }),
  response: z.object({ logged: z.boolean() }),
});

/** Render-crash log (docs/product §7 General): timestamp, error, path, user id and type, app version, browser info. */
export const generalLog = endpoint({
  path: '/general/log',
  openWhilePasswordChangePending: true,
  method: 'POST',
  access: PUBLIC,
  example: {
    timestamp: '2026-11-23T12:00:00Z',
    error: 'TypeError: x is undefined',
    path: '/claims',
    type: 'render',
    appVersion: '2.5.4',
    browserInfo: 'Test',
  },
  summary: 'Stores a client error log (render crashes), at most a few per minute per address.',
  perMinute: 20,
  request: z.object({
    timestamp: text(64),
    error: text(8000),
    path: text(2000),
    userId: z
      .union([z.string().max(64), z.number()])
      .optional()
      .nullable(),
    type: text(32).nullable(),
    appVersion: text(40),
    browserInfo: text(1000),
  }),
  response: z.object({ logged: z.boolean() }),
});

export const preferencesGet = endpoint({
  path: '/preferences/get',
  openWhilePasswordChangePending: true,
  method: 'POST',
  access: ANY_SESSION,
  example: {},
  summary: "The caller's mailing preferences (all true until changed).",
  request: z.object({}).passthrough(),
  response: preferencesSchema,
});

export const preferencesSave = endpoint({
  path: '/preferences/save',
  openWhilePasswordChangePending: true,
  method: 'POST',
  access: ANY_SESSION,
  example: { bloglist: true },
  summary: "Saves the caller's mailing preferences.",
  request: preferencesSchema.partial(),
  response: preferencesSchema.extend({ message: z.string() }),
});

import { messageKeyOf, type KeyedMessage } from '@benefits/domain';
import { z } from 'zod';

/** Meta every web call carries (docs/product §7 "Common behaviour"). */
export const metaSchema = z
  .object({
    appType: z.string().max(40).optional(),
    appVersion: z.string().max(40).optional(),
    os: z.string().max(200).optional(),
    browser: z.string().max(200).optional(),
  })
  .passthrough();
export type Meta = z.infer<typeof metaSchema>;

/** Non-zero codes of a failed answer; the HTTP status mirrors them. */
export const ErrorCode = {
  VALIDATION: 1,
  UNAUTHENTICATED: 2,
  FORBIDDEN: 3,
  NOT_FOUND: 4,
  RATE_LIMITED: 5,
  TOO_LARGE: 6,
  CONFLICT: 7,
  INTERNAL: 9,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** `data.error` of a failed answer: GENERAL or message, FORCE_LOGOUT, and one message per bad field. */
export type ErrorPayload = {
  GENERAL?: string;
  message?: string;
  FORCE_LOGOUT?: boolean;
  [field: string]: string | boolean | undefined;
};

/**
 * `data.errorKeys` of a failed answer (decision 0018): for each message of `data.error` (GENERAL,
 * message, every field), its stable key in the domain's message catalogue and, when the message has
 * `{{name}}` parameters, their values. For example, next to
 * `error: { GENERAL: 'Please correct the information above', email: 'Invalid email format.' }`:
 * `errorKeys: { GENERAL: { key: 'validation.correctInformation' }, email: { key: 'validation.invalidEmail' } }`,
 * and `{ GENERAL: { key: 'api.tooManyAttemptsForId', params: { minutes: 15 } } }` for a throttled
 * sign-in. Additive: `data.error` keeps the spec's English texts exactly, so clients that read them
 * are unchanged; a client translates by key and shows the text when it does not know the key. A
 * message outside the catalogue has no entry.
 */
export type ErrorKeys = { [field: string]: KeyedMessage };

export type SuccessEnvelope<T> = { code: 0; data: T };
export type FailureEnvelope = {
  code: Exclude<ErrorCode, 0>;
  data: { error: ErrorPayload; errorKeys?: ErrorKeys };
};
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** Extras any successful payload may carry. */
export type SuccessExtras = { TOKEN_EXPIRY?: number; message?: string };

export const success = <T>(data: T): SuccessEnvelope<T> => ({ code: 0, data });
/** The keys of a failure's messages: every text of the catalogue has one (`data.errorKeys`). */
export function errorKeysOf(error: ErrorPayload): ErrorKeys {
  const keys: ErrorKeys = {};
  for (const [field, text] of Object.entries(error)) {
    const keyed = typeof text === 'string' ? messageKeyOf(text) : undefined;
    if (keyed) keys[field] = keyed;
  }
  return keys;
}

/** A failed answer: the messages (the spec's texts) and, when they are catalogue messages, their keys. */
export const failure = (code: Exclude<ErrorCode, 0>, error: ErrorPayload): FailureEnvelope => {
  const errorKeys = errorKeysOf(error);
  return { code, data: Object.keys(errorKeys).length > 0 ? { error, errorKeys } : { error } };
};

/** The request body: `{ data, meta }` (a raw payload is accepted too, docs/product §7). */
export const requestBodySchema = z
  .object({ data: z.unknown().optional(), meta: metaSchema.optional() })
  .passthrough();

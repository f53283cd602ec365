import { z } from 'zod';

/** Meta every web call carries (SPEC §7 "Common behaviour"). */
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

export type SuccessEnvelope<T> = { code: 0; data: T };
export type FailureEnvelope = { code: Exclude<ErrorCode, 0>; data: { error: ErrorPayload } };
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** Extras any successful payload may carry. */
export type SuccessExtras = { TOKEN_EXPIRY?: number; message?: string };

export const success = <T>(data: T): SuccessEnvelope<T> => ({ code: 0, data });
export const failure = (code: Exclude<ErrorCode, 0>, error: ErrorPayload): FailureEnvelope => ({
  code,
  data: { error },
});

/** The request body: `{ data, meta }` (a raw payload is accepted too, SPEC §7). */
export const requestBodySchema = z
  .object({ data: z.unknown().optional(), meta: metaSchema.optional() })
  .passthrough();

import { ErrorCode, type ErrorPayload } from '@benefits/contract';

const STATUS: Record<Exclude<ErrorCode, 0>, number> = {
  [ErrorCode.VALIDATION]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.TOO_LARGE]: 413,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.INTERNAL]: 500,
};

/** A typed application error; mapped to the envelope in one place (platform/http.ts). */
export class AppError extends Error {
  constructor(
    readonly code: Exclude<ErrorCode, 0>,
    readonly payload: ErrorPayload,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(payload.GENERAL ?? payload.message ?? 'error'));
  }
  get status(): number {
    return STATUS[this.code] ?? 500;
  }
}

export const validationError = (fields: Record<string, string>, general: string) =>
  new AppError(ErrorCode.VALIDATION, { GENERAL: general, ...fields });
export const notFound = (message: string) => new AppError(ErrorCode.NOT_FOUND, { GENERAL: message });
export const forbidden = (message: string) => new AppError(ErrorCode.FORBIDDEN, { GENERAL: message });
export const unauthenticated = (message: string, forceLogout: boolean) =>
  new AppError(
    ErrorCode.UNAUTHENTICATED,
    forceLogout ? { GENERAL: message, FORCE_LOGOUT: true } : { GENERAL: message },
  );
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(
    ErrorCode.RATE_LIMITED,
    { GENERAL: message },
    { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  );

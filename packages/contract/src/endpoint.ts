import type { z } from 'zod';
import type { Access } from './access';

export type Method = 'GET' | 'POST';

export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** Path below /webapp, exactly as the spec writes it (trailing slash included where it has one). */
  path: string;
  method: Method;
  /** Who may call it; the handler's context follows from it (see Access). */
  access: A;
  summary: string;
  request: Req;
  response: Res;
  /**
   * A request the endpoint accepts, against the demo seed. The contract test checks it validates;
   * the server's authorisation matrix sends it as every principal, so a new endpoint is covered the
   * day it is added.
   */
  example: NoInfer<z.input<Req>>;
  /** Requests allowed per minute per caller address (server-side limit), when the endpoint is throttled. */
  perMinute?: number;
  /** Largest request body accepted, when above the default 1 MiB (uploads sent as base64). */
  maxBodyBytes?: number;
  /**
   * The answer is a file, not the JSON envelope (failures still answer the envelope); `response`
   * then describes the file's metadata (see BinaryAnswer).
   */
  binary?: boolean;
  /**
   * Callable while the signed-in employee's or partner's password change is pending (decision 0020):
   * only what the change-password screen and its shell need. Every other signed-in call is refused.
   */
  openWhilePasswordChangePending?: true;
  /**
   * Refused in a session a staff member opened to act for the account (decision 0030): what only
   * the account holder may do (their password, their sign-in e-mail).
   */
  closedWhileActing?: true;
}

/** What a binary endpoint's handler answers; the server sends the bytes with safe headers. */
export interface BinaryAnswer {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
  disposition: 'inline' | 'attachment';
}

export const endpoint = <Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  e: Endpoint<Req, Res, A>,
) => e;

/** An endpoint whose answer is a file (a receipt, a PDF); its handler answers a BinaryAnswer. */
export const binaryEndpoint = <Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  e: Omit<Endpoint<Req, Res, A>, 'binary'>,
): Endpoint<Req, Res, A> & { binary: true } => ({ ...e, binary: true });

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.input<Req> : never;
export type ParsedRequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.output<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;

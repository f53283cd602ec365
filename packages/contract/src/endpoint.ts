import type { z } from 'zod';
import type { Access } from './access';

export type Method = 'GET' | 'POST';

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** Path below /webapp, exactly as the spec writes it (trailing slash included where it has one). */
  path: string;
  method: Method;
  access: Access;
  summary: string;
  request: Req;
  response: Res;
  /** Requests allowed per minute per caller address (server-side limit), when the endpoint is throttled. */
  perMinute?: number;
}

export const endpoint = <Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>) => e;

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.input<Req> : never;
export type ParsedRequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.output<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;

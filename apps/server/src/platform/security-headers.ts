import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's response headers for `options`, worked out once. @fastify/helmet built helmet's whole
 * middleware again for every request (each CSP directive parsed and checked, in two hooks): about
 * 0.07 ms of a company report's 1.7 ms (docs/performance.md "Seventeenth session"). The options hold
 * no per-request part (no nonces, no directive functions), so every response gets the same headers.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, collect as never, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it("answers helmet's headers for the options, the CSP's directives in order", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", "'sha256-abc='"], objectSrc: ["'none'"] },
      },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self' 'sha256-abc=';object-src 'none'",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(headers).not.toHaveProperty('x-powered-by');
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('refuses options helmet refuses, when the server starts rather than on a request', () => {
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ['self'] } },
      }),
    ).toThrow();
  });
});

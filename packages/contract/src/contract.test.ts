import { describe, expect, it } from 'vitest';
import { ACCESS_KINDS, api, endpoints, failure, formatApiMessage, success } from './index';
import { UPLOADS_PER_MINUTE } from './uploads';

describe('the contract', () => {
  it('declares each path once, below /webapp, with who may call it', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path.replace(/\/$/, '')}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of endpoints) {
      expect(e.path).toMatch(/^\/[a-z0-9/:-]+$/);
      expect(ACCESS_KINDS).toContain(e.access.kind);
      expect(e.summary.length).toBeGreaterThan(10);
    }
  });

  it('gives every endpoint an example request that its own schema accepts (the authorisation matrix sends it)', () => {
    for (const [name, e] of Object.entries(api) as [string, (typeof endpoints)[number]][]) {
      expect(e, `${name} has no example request`).toHaveProperty('example');
      const parsed = e.request.safeParse(e.example);
      expect(parsed.error?.issues ?? [], `${name}'s example`).toEqual([]);
      if (e.access.kind === 'staffForUser') {
        expect(Object.keys(e.example as object), `${name}'s example names the user`).toContain(
          e.access.userField,
        );
      }
    }
  });

  it('throttles every endpoint that takes a large body (an upload) per caller', () => {
    const uploads = endpoints.filter((e) => e.maxBodyBytes !== undefined);
    expect(uploads.map((e) => e.path).sort()).toEqual([
      '/audit/upload',
      '/claim/upload',
      '/employee/banking-details/save',
      '/employer/add-employees/csv/preview',
      '/employer/add-employees/csv/save',
      '/employer/banking-details/save',
      '/partner/banking-details/save',
    ]);
    for (const e of uploads) expect(e.perMinute, e.path).toBe(UPLOADS_PER_MINUTE);
  });

  it('keeps employee endpoints for employee sessions only', () => {
    expect(api.employeeProfile.access).toEqual({ kind: 'employee' });
    expect(api.employeeLogin.access.kind).toBe('public');
  });

  it('builds the envelope of docs/product §7', () => {
    expect(success({ a: 1 })).toEqual({ code: 0, data: { a: 1 } });
    expect(failure(1, { GENERAL: 'x', id: 'y' })).toEqual({
      code: 1,
      data: { error: { GENERAL: 'x', id: 'y' } },
    });
  });

  it('validates sign-in with the spec messages', () => {
    const r = api.employeeLogin.request.safeParse({ id: '0', pw: '' });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain('Please fill out your Employee ID');
    expect(messages).toContain('Please fill out your password');
    expect(api.employeeLogin.request.parse({ id: 100001, pw: 'x' })).toEqual({ id: '100001', pw: 'x' });
  });

  it('checks a new password on the reset update', () => {
    const short = api.passwordUpdate.request.safeParse({ pw1: 'short', hash: 'h', type: 'employee' });
    expect(short.error!.issues[0]!.message).toBe('Your password must be at least 8 characters');
    const empty = api.passwordUpdate.request.safeParse({ pw1: '   ', hash: 'h', type: 'employee' });
    expect(empty.error!.issues[0]!.message).toBe('Please fill out a new password');
  });

  it('fills message parameters', () => {
    expect(formatApiMessage('tooManyAttemptsForId', { minutes: 15 })).toBe(
      'Too many failed sign-in attempts for this ID. Please wait 15 minutes and try again.',
    );
  });
});

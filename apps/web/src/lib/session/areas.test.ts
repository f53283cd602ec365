import { describe, expect, it } from 'vitest';
import { forcedSignOut, landingAfterSignIn, reasonOf, returnOf, withReason, withReturn } from './areas';

describe('the page to come back to after signing in', () => {
  it('follows a page of the same area, with its query and hash', () => {
    expect(landingAfterSignIn('employee', '/claim/33')).toBe('/claim/33');
    expect(landingAfterSignIn('employee', '/claim-report?from=2026-01-01#top')).toBe(
      '/claim-report?from=2026-01-01#top',
    );
    expect(landingAfterSignIn('partner', '/partner/commissions/4')).toBe('/partner/commissions/4');
    expect(landingAfterSignIn('tools', '/tools/audit/claim/12')).toBe('/tools/audit/claim/12');
  });

  it('goes home for anything else: none, another site, another area, the sign-in and sign-out pages', () => {
    for (const next of [
      null,
      undefined,
      '',
      'claims',
      'https://evil.example/claims',
      '//evil.example/claims',
      '/\\evil.example',
      '/partner/client-list',
      '/login',
      '/logout',
    ]) {
      expect(landingAfterSignIn('employee', next), String(next)).toBe('/');
    }
    expect(landingAfterSignIn('tools', '/claims')).toBe('/tools');
    expect(landingAfterSignIn('tools', '/tools/login')).toBe('/tools');
    expect(landingAfterSignIn('partner', '/tools/ads')).toBe('/partner');
  });

  it('asks the sign-in page to come back only to a page worth it', () => {
    expect(withReturn('/login', 'employee', '/banking-details')).toBe('/login?next=%2Fbanking-details');
    expect(withReturn('/login', 'employee', '/')).toBe('/login');
    expect(withReturn('/tools/logout', 'tools', '/tools/ads')).toBe('/tools/logout?next=%2Ftools%2Fads');
    expect(returnOf('?next=%2Fbanking-details')).toBe('/banking-details');
    expect(returnOf('')).toBeNull();
  });
});

describe('why the app signed the user out', () => {
  it('passes the reason with the page to come back to, and reads back only the reasons the app gives', () => {
    expect(withReason('/login', 'employee', '/claims/details?claim=3', 'ended')).toBe(
      '/login?next=%2Fclaims%2Fdetails%3Fclaim%3D3&reason=ended',
    );
    expect(withReason('/login', 'employee', '/', 'idle')).toBe('/login?reason=idle');
    expect(withReason('/login', 'employee', '/claims', null)).toBe('/login?next=%2Fclaims');
    expect(reasonOf('?next=%2Fclaims&reason=idle')).toBe('idle');
    expect(reasonOf('?reason=ended')).toBe('ended');
    expect(reasonOf('?reason=<b>hacked</b>')).toBeNull();
    expect(reasonOf('')).toBeNull();
  });

  it('sends a forced sign-out through the area’s sign-out, but not back to a sign-in or sign-out page', () => {
    expect(forcedSignOut('partner', '/partner/personal', 'idle')).toBe(
      '/partner/logout?next=%2Fpartner%2Fpersonal&reason=idle',
    );
    expect(forcedSignOut('tools', '/tools/ads?page=2', 'ended')).toBe(
      '/tools/logout?next=%2Ftools%2Fads%3Fpage%3D2&reason=ended',
    );
    expect(forcedSignOut('employee', '/logout?next=%2Fclaims', 'ended')).toBe('/logout');
    expect(forcedSignOut('employee', '/login', 'ended')).toBe('/logout');
  });
});

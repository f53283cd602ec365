import { API_MESSAGES } from '@benefits/contract';
import { ACCOUNT_MESSAGES, MESSAGES } from '@benefits/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankingDetails, claims, employees, partners } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { claimApi, PNG } from '../claims/test-support';

/*
 * Decision 0020: REQUIRE_WEB_PASSWORD_RESET (a forced password change first) and FROZEN (no money
 * moves) are acted on by the server, not only shown to the web.
 */

type User = Record<string, string | number>;
const NEW_PASSWORD = 'a-brand-new-password';

describe.each(backends)('account states on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  describe('REQUIRE_WEB_PASSWORD_RESET: change the password first', () => {
    it('refuses other employee calls until the password is changed, then clears the flag', async () => {
      const token = await t.login('employee', '100010');
      const other = await t.login('employee', '100010');
      const profile = await t.call<User>('/employee', {}, token);
      expect(profile.body.data.REQUIRE_WEB_PASSWORD_RESET).toBe('Y');
      for (const path of ['/employee/dependants', '/claims/pending', '/employee/banking-details']) {
        const refused = await t.call(path, {}, token);
        expect(refused.status, path).toBe(403);
        expect(refused.body.data.error?.GENERAL, path).toBe('Please change your password to continue.');
      }
      expect((await t.call('/get-notifications', { offset: 0, limit: 5 }, token)).status).toBe(200);
      // The password change answers before the request's own refusals: a bad request, a report of a
      // scope the caller is not in (the checks run side by side, the answer keeps this order).
      for (const data of [{ report: 'no-such-report' }, { report: 'employees' }, { report: 'claims' }]) {
        const refused = await t.call('/report/run', data, token);
        expect(refused.status, data.report).toBe(403);
        expect(refused.body.data.error?.GENERAL, data.report).toBe(
          'Please change your password to continue.',
        );
      }

      const short = await t.call('/password/change', { npw1: 'short', npw2: 'short' }, token);
      expect(short.status).toBe(400);
      expect(short.body.data.error?.npw1).toBe(MESSAGES.passwordTooShort);
      const mismatch = await t.call(
        '/password/change',
        { npw1: NEW_PASSWORD, npw2: 'something-else' },
        token,
      );
      expect(mismatch.body.data.error?.npw2).toBe(MESSAGES.passwordsMustMatch);
      const same = await t.call('/password/change', { npw1: 'demo-password', npw2: 'demo-password' }, token);
      expect(same.status).toBe(400);
      expect(same.body.data.error?.npw1).toBe(ACCOUNT_MESSAGES.samePassword);

      const mailsBefore = t.outbox.length;
      const changed = await t.call('/password/change', { npw1: NEW_PASSWORD, npw2: NEW_PASSWORD }, token);
      expect(changed.status).toBe(200);
      expect(changed.body.data.message).toBe('Your password has been changed.');
      // The account's address is told, with what to do if it was not the account holder.
      expect(t.outbox.slice(mailsBefore)).toHaveLength(1);
      const notice = t.outbox.at(-1)!;
      expect(notice.to).toBe(profile.body.data.EMAIL);
      expect(notice.subject).toContain('your password was changed');
      expect(notice.text).toContain('The password of your employee account (ID 100010) was changed on');
      expect(notice.text).toContain('"Forgot your password?" on the sign-in page (http://app.test/login)');
      expect(notice.text).not.toContain(NEW_PASSWORD);
      expect((await t.call<User>('/employee', {}, token)).body.data.REQUIRE_WEB_PASSWORD_RESET).toBe('N');
      expect((await t.call('/employee/dependants', {}, token)).status).toBe(200);
      // The other session is signed out; the new password signs in, the old one does not.
      const stale = await t.call('/employee', {}, other);
      expect(stale.status).toBe(401);
      expect(stale.body.data.error?.FORCE_LOGOUT).toBeTruthy();
      const old = await t.call('/login/', { id: '100010', pw: 'demo-password' });
      expect(old.body.data.error?.GENERAL).toBe(API_MESSAGES.invalidCredentials);
      const fresh = await t.call<{ user: User }>('/login/', { id: '100010', pw: NEW_PASSWORD });
      expect(fresh.body.data.user.REQUIRE_WEB_PASSWORD_RESET).toBe('N');
    });

    it('applies to partners too, and to no one without the flag', async () => {
      // Signed in in French: the notice is written in the account's language.
      const partner = await t.login('partner', '200006', 'demo-password', 'fr-CA');
      // Partners have no other endpoint today: the gate is shown on an employee-or-partner one.
      const refused = await t.call('/employee/documents', {}, partner);
      expect(refused.status).toBe(403);
      const changed = await t.call('/password/change', { npw1: NEW_PASSWORD, npw2: NEW_PASSWORD }, partner);
      expect(changed.body.data.message).toBe(ACCOUNT_MESSAGES.passwordChanged);
      const [agent] = await t.db.select().from(partners).where(eq(partners.id, 200006));
      const notice = t.outbox.at(-1)!;
      expect(notice.to).toBe(agent!.email);
      expect(notice.subject).toContain('votre mot de passe a été changé');
      expect(notice.text).toContain('Le mot de passe de votre compte partenaire (nº 200006) a été changé le');
      expect(notice.text).toContain('« Mot de passe oublié? »');
      expect(notice.text).toContain('http://app.test/partner/login');
      const [row] = await t.db.select().from(partners).where(eq(partners.id, 200006));
      expect(row!.requireWebPasswordReset).toBe(false);
      const fresh = await t.call<{ user: User }>('/partner/login/', { id: '200006', pw: NEW_PASSWORD });
      expect(fresh.body.data.user.REQUIRE_WEB_PASSWORD_RESET).toBe('N');

      const olivia = await t.login('employee', '100001');
      expect((await t.call('/employee/dependants', {}, olivia)).status).toBe(200);
      // Without the flag, a session alone does not change the password (QA security F1): that is
      // "Forgot your password?" on the sign-in page, whose link goes to the account's address.
      const mailsBefore = t.outbox.length;
      const notPending = await t.call('/password/change', { npw1: NEW_PASSWORD, npw2: NEW_PASSWORD }, olivia);
      expect(notPending.status).toBe(403);
      expect(notPending.body.data.error).toEqual({ GENERAL: ACCOUNT_MESSAGES.passwordChangeNotPending });
      expect((notPending.body.data as { errorKeys?: unknown }).errorKeys).toEqual({
        GENERAL: { key: 'account.passwordChangeNotPending' },
      });
      expect(t.outbox).toHaveLength(mailsBefore);
      expect((await t.call('/employee', {}, olivia)).status).toBe(200);
      expect((await t.call('/login/', { id: '100001', pw: 'demo-password' })).body.code).toBe(0);
      const ethan = await t.login('partner', '200001');
      expect(
        (await t.call('/password/change', { npw1: NEW_PASSWORD, npw2: NEW_PASSWORD }, ethan)).body.data.error,
      ).toEqual({ GENERAL: ACCOUNT_MESSAGES.passwordChangeNotPending });
      // The flag was cleared by the change above: a second change is refused too.
      expect(
        (await t.call('/password/change', { npw1: 'yet-another-pass', npw2: 'yet-another-pass' }, partner))
          .status,
      ).toBe(403);
      const staff = await t.login('tools', 'staff');
      expect(
        (await t.call('/password/change', { npw1: NEW_PASSWORD, npw2: NEW_PASSWORD }, staff)).status,
      ).toBe(403);
      expect((await t.call('/password/change', { npw1: NEW_PASSWORD, npw2: NEW_PASSWORD })).status).toBe(401);
    });
  });

  describe('FROZEN: money-moving actions are refused with a clear message', () => {
    const item = (today: string) => ({
      patient: '0',
      service_date: today,
      service: 2,
      provider: 'Harbord Dental Centre',
      amount: '80.00',
    });

    it('a frozen employee cannot start a claim nor change banking details, but can see them', async () => {
      const token = await t.login('employee', '100011');
      expect((await t.call<User>('/employee', {}, token)).body.data.FROZEN).toBe('Y');
      const open = await t.call('/claim/id', { type: 'HSA' }, token);
      expect(open.status).toBe(403);
      expect(open.body.data.error?.GENERAL).toBe(ACCOUNT_MESSAGES.accountFrozen);
      expect(ACCOUNT_MESSAGES.accountFrozen).toMatch(/^Your account is frozen/);
      const before = await t.db.select().from(bankingDetails).where(eq(bankingDetails.employeeId, 100011));
      const save = await t.call(
        '/employee/banking-details/save',
        { transitNumber: '00152', institutionNumber: '004', accountNumber: '123456789', eft_agreement: 'Y' },
        token,
      );
      expect(save.status).toBe(403);
      expect(save.body.data.error?.GENERAL).toBe(ACCOUNT_MESSAGES.accountFrozen);
      expect(await t.db.select().from(bankingDetails).where(eq(bankingDetails.employeeId, 100011))).toEqual(
        before,
      );
      expect((await t.call('/employee/banking-details', {}, token)).status).toBe(200);
      expect((await t.call('/employee/claim-report', {}, token)).status).toBe(200);
    });

    it('a claim opened before the account was frozen is not submitted', async () => {
      const token = await t.login('employee', '100001');
      const api = claimApi(t, token);
      const { claimId } = await api.open();
      expect((await api.add(claimId, item(api.today()))).body.code).toBe(0);
      expect((await api.upload(claimId, 'receipt.png', PNG)).body.code).toBe(0);
      await t.db.update(employees).set({ frozen: true }).where(eq(employees.id, 100001));
      try {
        const submitted = await t.call('/claim/submit', { claimId }, token);
        expect(submitted.status).toBe(403);
        expect(submitted.body.data.error?.GENERAL).toBe(ACCOUNT_MESSAGES.accountFrozen);
        const [claim] = await t.db.select().from(claims).where(eq(claims.id, claimId));
        expect(claim!.status).toBe('R');
      } finally {
        await t.db.update(employees).set({ frozen: false }).where(eq(employees.id, 100001));
      }
      expect((await t.call('/claim/submit', { claimId }, token)).body.code).toBe(0);
    });
  });
});

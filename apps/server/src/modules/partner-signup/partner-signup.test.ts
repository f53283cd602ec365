import { MESSAGES, PARTNER_SIGNUP_MESSAGES } from '@benefits/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerApplications, partnerBanking, partnerLicences, partners } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

/*
 * The partner sign-up on both databases (decision 0036): the spec's field messages, a submit that
 * opens an account the welcome link lets sign in, and the SIN and account number sealed at rest and
 * absent from every log line.
 */

const SIN = '046454286';
const ACCOUNT = '987654321';
const FUTURE = '2099-12-31';

const application = (over: Record<string, unknown> = {}) => ({
  personalInput: {
    firstname: 'Amélie',
    lastname: 'Fortin',
    email: 'amelie.fortin@example.ca',
    address: '12 Spring Garden Rd',
    address2: '',
    province: 'NS',
    city: 'Halifax',
    postalcode: 'B3J 1A1',
    phone: '902-555-0177',
    phoneext: '',
  },
  businessInput: {
    businessName: 'Fortin Benefits Ltd.',
    businessPrincipalOfficer: 'Amélie Fortin',
    businessID: '811122233',
    businessPrincipalOfficerEmail: 'amelie.fortin@example.ca',
  },
  personalIDInput: { personalID: '046 454 286' },
  licenseInput: {
    NS: { license: 'NS-40012', expiry: FUTURE, enabled: true },
    ON: { license: 'ON 77-1234', expiry: FUTURE, enabled: true },
    AB: { license: '', expiry: '2026-01-01', enabled: false },
  },
  bankingInput: { transitNumber: '00152', institutionNumber: '004', accountNumber: ACCOUNT },
  agreementInput: { agentContract: true, salesCommissionSchedule: true, preAuthAgreement: true },
  ...over,
});

const linkIn = (text: string) =>
  /http:\/\/app\.test\/partner\/login\/update\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe.each(backends)('partner sign-up on %s', (backend) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(backend, { LOG_LEVEL: 'trace' }, { logLines });
  });
  afterAll(async () => t?.close());

  it('answers every missing field with its message under its dotted path, and the general message', async () => {
    const res = await t.call('/partner/signup/validate', { appdata: {} });
    expect(res.status).toBe(400);
    expect(res.body.data.error).toMatchObject({
      GENERAL: MESSAGES.correctErrors,
      'personalInput.firstname': 'Please fill out your first name',
      'personalIDInput.personalID': 'Please fill out your social insurance number',
      'bankingInput.accountNumber': 'Please fill out your account number',
      'agreementInput.preAuthAgreement': 'Please accept the agreement to continue',
    });
    expect(res.body.data.error).not.toHaveProperty('personalInput.address2');
    const none = await t.call('/partner/signup/validate', {});
    expect(none.status).toBe(400);
  });

  it('answers a bad SIN, an expired licence and a missing agreement with the spec’s messages', async () => {
    const res = await t.call('/partner/signup/validate', {
      appdata: application({
        personalIDInput: { personalID: '046 454 287' },
        licenseInput: { BC: { license: 'BC-1234', expiry: '2020-01-01', enabled: true } },
        agreementInput: { agentContract: true, salesCommissionSchedule: false, preAuthAgreement: true },
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.data.error).toEqual({
      GENERAL: 'Please correct the errors above.',
      'personalIDInput.personalID': 'Invalid social insurance number.',
      'licenseInput.BC.expiry': 'Your licence expiry date must be in the future.',
      'agreementInput.salesCommissionSchedule': 'Please accept the agreement to continue',
    });
    expect((res.body.data as { errorKeys?: Record<string, { key: string }> }).errorKeys).toMatchObject({
      'personalIDInput.personalID': { key: 'validation.invalidSin' },
    });
  });

  it('validates a good application without saving anything', async () => {
    const before = await t.db.select({ id: partners.id }).from(partners);
    const res = await t.call('/partner/signup/validate', { appdata: application() });
    expect(res.body).toEqual({ code: 0, data: { valid: true } });
    expect(await t.db.select({ id: partners.id }).from(partners)).toHaveLength(before.length);
  });

  it('opens the account: licences, banking waiting for verification, a French welcome whose link signs in', async () => {
    const mails = t.outbox.length;
    const res = await t.call<{ ID: number; email: string }>(
      '/partner/signup/submit',
      { appdata: application() },
      undefined,
      { language: 'fr-CA' },
    );
    expect(res.body.code, res.raw).toBe(0);
    const id = res.body.data.ID;
    expect(id).toBeGreaterThan(200_006);
    expect(res.body.data.email).toBe('amelie.fortin@example.ca');

    const [partner] = await t.db.select().from(partners).where(eq(partners.id, id));
    expect(partner).toMatchObject({
      agentName: 'Amélie Fortin',
      company: 'Fortin Benefits Ltd.',
      province: 'NS',
      managerId: 1,
      missingPartnerBanking: false,
      terminated: false,
    });
    const licences = await t.db.select().from(partnerLicences).where(eq(partnerLicences.partnerId, id));
    expect(licences.map((l) => [l.province, l.licenceNumber, l.expiresOn]).sort()).toEqual([
      ['NS', 'NS-40012', FUTURE],
      ['ON', 'ON 77-1234', FUTURE],
    ]);
    const [banking] = await t.db.select().from(partnerBanking).where(eq(partnerBanking.partnerId, id));
    expect(banking).toMatchObject({ verifyRequired: true, accountLast4: '4321' });

    const mail = t.outbox.slice(mails).find((m) => m.to === 'amelie.fortin@example.ca')!;
    expect(mail.subject).toContain(`bienvenue, partenaire ${id}`);
    expect(mail.text).toContain(`Votre numéro de partenaire (pour vous connecter) : ${id}`);
    // No password until the link is used.
    await expect(t.login('partner', String(id), 'any-password-1')).rejects.toThrow();
    const hash = linkIn(mail.text)!;
    const set = await t.call('/password/update/', { pw1: 'amelie-secret-42', hash, type: 'partner' });
    expect(set.body.code, set.raw).toBe(0);
    const token = await t.login('partner', String(id), 'amelie-secret-42');
    const me = await t.call<{ user?: unknown }>('/partner/login/', {
      id: String(id),
      pw: 'amelie-secret-42',
    });
    expect(me.body.data).toMatchObject({ user: { ID: id, TYPE: 'AGENT', MISSING_PARTNER_BANKING: 'N' } });
    expect(token).toBeTruthy();
  });

  it('keeps the SIN and the account number sealed at rest and out of every log line', async () => {
    const res = await t.call<{ ID: number }>('/partner/signup/submit', {
      appdata: application({ personalInput: { ...application().personalInput, email: 'sealed@example.ca' } }),
    });
    expect(res.body.code, res.raw).toBe(0);
    const id = res.body.data.ID;
    const [stored] = await t.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.partnerId, id));
    const [banking] = await t.db.select().from(partnerBanking).where(eq(partnerBanking.partnerId, id));
    const raw = JSON.stringify([stored, banking]);
    expect(raw).toContain('v1.');
    expect(raw).not.toContain(SIN);
    expect(raw).not.toContain('046 454 286');
    expect(raw).not.toContain(ACCOUNT);
    expect(t.services.sealer.open(stored!.sinSealed)).toBe(SIN);
    expect(t.services.sealer.open(banking!.accountSealed)).toBe(ACCOUNT);
    expect(logLines.length).toBeGreaterThan(0);
    const logged = logLines.join('\n');
    expect(logged).not.toContain(SIN);
    expect(logged).not.toContain('046 454 286');
    expect(logged).not.toContain(ACCOUNT);
  });

  it('puts the new partner’s account in the PAD audit of agents; a pass clears it', async () => {
    const res = await t.call<{ ID: number }>('/partner/signup/submit', {
      appdata: application({ personalInput: { ...application().personalInput, email: 'pad@example.ca' } }),
    });
    const id = res.body.data.ID;
    const auditor = await t.login('tools', 'auditor');
    type Pads = { pads: { id: number; name: string; accountNumber: string }[] };
    const waiting = await t.call<Pads>('/tools/get-audit-pads', { type: 'agent' }, auditor);
    expect(waiting.body.data.pads.find((p) => p.id === id)).toMatchObject({
      name: 'Amélie Fortin',
      accountNumber: '******4321',
    });
    const details = await t.call<{ pad: Record<string, unknown> }>(
      '/tools/audit-pad/get',
      { type: 'agent', id },
      auditor,
    );
    expect(details.body.data.pad).toMatchObject({
      transitNumber: '00152',
      institutionNumber: '004',
      accountNumber: '******4321',
      email: 'pad@example.ca',
      waiting: true,
      document: null,
    });
    const pass = await t.call('/tools/audit-pad/pass', { type: 'agent', id }, auditor);
    expect(pass.body.code, pass.raw).toBe(0);
    const after = await t.call<Pads>('/tools/get-audit-pads', { type: 'agent' }, auditor);
    expect(after.body.data.pads.some((p) => p.id === id)).toBe(false);
    expect((await t.call('/tools/audit-pad/pass', { type: 'agent', id }, auditor)).status).toBe(409);

    // A refused account: MISSING_PARTNER_BANKING, and the partner is told by mail.
    const other = await t.call<{ ID: number }>('/partner/signup/submit', {
      appdata: application({
        personalInput: { ...application().personalInput, email: 'refused@example.ca' },
      }),
    });
    const mails = t.outbox.length;
    const fail = await t.call(
      '/tools/audit-pad/fail',
      { type: 'agent', id: other.body.data.ID, reason: 'The account is closed.' },
      auditor,
    );
    expect(fail.body.code, fail.raw).toBe(0);
    const [refused] = await t.db.select().from(partners).where(eq(partners.id, other.body.data.ID));
    expect(refused!.missingPartnerBanking).toBe(true);
    expect(t.outbox.slice(mails).some((m) => m.to === 'refused@example.ca')).toBe(true);
  });

  it('gives two sign-ups at once two IDs, and joins a named manager’s team', async () => {
    const [a, b] = await Promise.all(
      ['one@example.ca', 'two@example.ca'].map((email) =>
        t.call<{ ID: number }>('/partner/signup/submit', {
          appdata: application({
            personalInput: { ...application().personalInput, email },
            obiManager: '200002',
          }),
        }),
      ),
    );
    expect(a!.body.code, a!.raw).toBe(0);
    expect(b!.body.code, b!.raw).toBe(0);
    expect(a!.body.data.ID).not.toBe(b!.body.data.ID);
    const [row] = await t.db.select().from(partners).where(eq(partners.id, a!.body.data.ID));
    expect(row!.managerId).toBe(200002);
  });

  describe('one partner account per e-mail address (a retried request, a second tab)', () => {
    // A server of its own: submissions are limited to 10 a minute per address.
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(backend);
    });
    afterAll(async () => t?.close());
    const withEmail = (email: string) =>
      application({ personalInput: { ...application().personalInput, email } });
    const partnersWith = async (email: string) =>
      t.db
        .select({ id: partners.id })
        .from(partners)
        .where(sql`lower(${partners.email}) = ${email.toLowerCase()}`);

    it('refuses at validation an address a partner already uses, in any case, on the e-mail field', async () => {
      const res = await t.call('/partner/signup/validate', {
        appdata: withEmail('Sophie.Bouchard@Example.com'),
      });
      expect(res.status).toBe(400);
      expect(res.body.data.error).toEqual({
        GENERAL: 'Please correct the errors above.',
        'personalInput.email': PARTNER_SIGNUP_MESSAGES.emailAlreadyPartner,
      });
      expect((res.body.data as { errorKeys?: Record<string, { key: string }> }).errorKeys).toMatchObject({
        'personalInput.email': { key: 'partnerSignup.emailAlreadyPartner' },
      });
    });

    it('opens one account for the same application submitted twice at once; the other is refused', async () => {
      const email = 'twice@example.ca';
      const answers = await Promise.all(
        [email, email, 'TWICE@example.ca'].map((address) =>
          t.call<{ ID: number }>('/partner/signup/submit', { appdata: withEmail(address) }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
      for (const refused of answers.filter((a) => a.status === 400)) {
        expect(refused.body.data.error).toEqual({
          GENERAL: MESSAGES.correctErrors,
          'personalInput.email': PARTNER_SIGNUP_MESSAGES.emailAlreadyPartner,
        });
      }
      expect(await partnersWith(email)).toHaveLength(1);
      const applications = await t.db
        .select({ id: partnerApplications.partnerId })
        .from(partnerApplications)
        .where(sql`lower(${partnerApplications.email}) = ${email}`);
      expect(applications).toHaveLength(1);

      // Submitted again later (a retry after the answer was lost): refused, still one account.
      const again = await t.call('/partner/signup/submit', { appdata: withEmail(email) });
      expect(again.status).toBe(400);
      expect(await partnersWith(email)).toHaveLength(1);
    });

    it('lets the address of a terminated partner apply again', async () => {
      const first = await t.call<{ ID: number }>('/partner/signup/submit', {
        appdata: withEmail('returning@example.ca'),
      });
      expect(first.body.code, first.raw).toBe(0);
      await t.db.update(partners).set({ terminated: true }).where(eq(partners.id, first.body.data.ID));
      const second = await t.call<{ ID: number }>('/partner/signup/submit', {
        appdata: withEmail('returning@example.ca'),
      });
      expect(second.body.code, second.raw).toBe(0);
      expect(second.body.data.ID).not.toBe(first.body.data.ID);
    });
  });
});

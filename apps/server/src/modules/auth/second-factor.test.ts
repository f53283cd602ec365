import { API_MESSAGES } from '@benefits/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffRecoveryCodes, staffTotp } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { totpCode } from '../../test/totp';
import { CHALLENGE_MAX_ATTEMPTS, CHALLENGE_TTL_SECONDS } from './second-factor';

interface Challenge {
  username: string;
  secondFactor: 'enrol' | 'code';
  challenge: string;
  challengeExpiry: number;
  enrolment?: { secret: string; uri: string; qrCode: string; recoveryCodes: string[] };
}

describe.each(backends)('staff second factor on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  const first = (id: string, pw = 'demo-password') => t.call<Challenge>('/tools/login/', { id, pw });
  const second = (challenge: string, code: string) =>
    t.call<{ token: string; username: string; permissions: string[] }>('/tools/login/second-factor', {
      challenge,
      code,
    });
  /** A code of the secret that is not the current one (nor of the steps next to it). */
  const wrongCode = (secret: string) => {
    const right = new Set([-30, 0, 30].map((d) => totpCode(secret, new Date(t.now().getTime() + d * 1000))));
    for (let n = 0; ; n++) {
      const candidate = String(n).padStart(6, '0');
      if (!right.has(candidate)) return candidate;
    }
  };

  let secret = '';
  let recoveryCodes: string[] = [];

  it('enrols on the first sign-in: secret, otpauth URI, QR code and recovery codes, no token yet', async () => {
    const res = await first('auditor');
    expect(res.body.code).toBe(0);
    const data = res.body.data;
    expect(data.secondFactor).toBe('enrol');
    expect(data).not.toHaveProperty('token');
    expect(data.challengeExpiry - Math.floor(t.now().getTime() / 1000)).toBeLessThanOrEqual(
      CHALLENGE_TTL_SECONDS,
    );
    const enrolment = data.enrolment!;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.*auditor\?/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(enrolment.recoveryCodes).toHaveLength(8);
    // The secret is sealed at rest, the recovery codes are not stored until the first code is right.
    const [row] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'auditor'));
    expect(await t.db.select().from(staffTotp).where(eq(staffTotp.staffId, row!.id))).toEqual([]);

    // A wrong code is refused, a recovery code does not finish an enrolment.
    const wrong = await second(data.challenge, wrongCode(enrolment.secret));
    expect(wrong.status).toBe(401);
    expect(wrong.body.data.error).toMatchObject({ GENERAL: API_MESSAGES.secondFactorWrong });
    expect((await second(data.challenge, enrolment.recoveryCodes[0]!)).status).toBe(401);

    const done = await second(data.challenge, totpCode(enrolment.secret, t.now()));
    expect(done.body.code).toBe(0);
    expect(done.body.data).toMatchObject({ username: 'auditor', permissions: ['PERMIT_AUDIT'] });
    // The token works; the challenge is used up.
    expect((await t.call('/extend-token', {}, done.body.data.token)).body.code).toBe(0);
    const again = await second(data.challenge, totpCode(enrolment.secret, t.now()));
    expect(again.body.data.error).toMatchObject({ GENERAL: API_MESSAGES.secondFactorExpired });

    const [stored] = await t.db.select().from(staffTotp).where(eq(staffTotp.staffId, row!.id));
    expect(stored!.secretSealed).not.toContain(enrolment.secret);
    expect(t.services.sealer.open(stored!.secretSealed)).toBe(enrolment.secret);
    const codes = await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row!.id));
    expect(codes).toHaveLength(8);
    expect(codes.map((c) => c.codeHash)).not.toContain(enrolment.recoveryCodes[0]);
    secret = enrolment.secret;
    t.rememberStaffSecret('auditor', secret);
    recoveryCodes = enrolment.recoveryCodes;
  });

  it('asks later sign-ins for a code: authenticator or a recovery code, each once', async () => {
    // A step later than the enrolment's code (a code is accepted once: the next test).
    t.advance(30);
    const res = await first('auditor');
    expect(res.body.data).toMatchObject({ secondFactor: 'code' });
    expect(res.body.data).not.toHaveProperty('enrolment');
    expect((await second(res.body.data.challenge, totpCode(secret, t.now()))).body.code).toBe(0);

    const withRecovery = await first('auditor');
    const used = await second(withRecovery.body.data.challenge, recoveryCodes[1]!.toUpperCase());
    expect(used.body.code).toBe(0);
    const reuse = await first('auditor');
    const refused = await second(reuse.body.data.challenge, recoveryCodes[1]!);
    expect(refused.status).toBe(401);
    expect(refused.body.data.error).toMatchObject({ code: API_MESSAGES.secondFactorWrong });
    // Another, unused recovery code still works on the same challenge.
    expect((await second(reuse.body.data.challenge, recoveryCodes[2]!)).body.code).toBe(0);
  });

  it('refuses a code already used, even on another challenge; the next step’s code works', async () => {
    // RFC 6238 §5.2: the clock stands at the start of a step, after every step used so far.
    t.holdClock(30);
    t.advance(60);
    const at = (seconds: number) => new Date(t.now().getTime() + seconds * 1000);
    const code = totpCode(secret, t.now());
    const a = await first('auditor');
    expect((await second(a.body.data.challenge, code)).body.code).toBe(0);

    const b = await first('auditor');
    const replay = await second(b.body.data.challenge, code);
    expect(replay.status).toBe(401);
    expect(replay.body.data.error).toMatchObject({
      GENERAL: API_MESSAGES.secondFactorWrong,
      code: API_MESSAGES.secondFactorWrong,
    });
    // The step before (accepted for clock drift) is not after the one used either.
    expect((await second(b.body.data.challenge, totpCode(secret, at(-30)))).status).toBe(401);
    // The next step's code works (the window takes one step ahead), and only once.
    const next = totpCode(secret, at(30));
    expect((await second(b.body.data.challenge, next)).body.code).toBe(0);
    const c = await first('auditor');
    expect((await second(c.body.data.challenge, next)).status).toBe(401);

    // Two sign-ins at once with one code: only one opens a session.
    t.advance(60);
    const [d, e] = [await first('auditor'), await first('auditor')];
    const shared = totpCode(secret, t.now());
    const both = await Promise.all([
      second(d.body.data.challenge, shared),
      second(e.body.data.challenge, shared),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses a malformed code and an unknown or expired challenge', async () => {
    const res = await first('auditor');
    const malformed = await second(res.body.data.challenge, '12');
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.error).toMatchObject({ code: API_MESSAGES.secondFactorCodeRequired });
    const unknown = await second('not-a-challenge', totpCode(secret, t.now()));
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.error).toMatchObject({ GENERAL: API_MESSAGES.secondFactorExpired });
    t.advance(CHALLENGE_TTL_SECONDS + 1);
    const late = await second(res.body.data.challenge, totpCode(secret, t.now()));
    expect(late.body.data.error).toMatchObject({ GENERAL: API_MESSAGES.secondFactorExpired });
  });

  it('uses a challenge up after too many wrong codes, and throttles the username', async () => {
    const res = await first('auditor');
    for (let i = 0; i < CHALLENGE_MAX_ATTEMPTS; i++) {
      const wrong = await second(res.body.data.challenge, wrongCode(secret));
      expect(wrong.body.data.error).toMatchObject({ GENERAL: API_MESSAGES.secondFactorWrong });
    }
    // Even the right code no longer opens this challenge.
    const dead = await second(res.body.data.challenge, totpCode(secret, t.now()));
    expect(dead.body.data.error).toMatchObject({ GENERAL: API_MESSAGES.secondFactorExpired });
    // Wrong codes count as failed sign-ins of the username: the password step is throttled too.
    let throttled = false;
    for (let i = 0; i < 10 && !throttled; i++) {
      const again = await first('auditor');
      if (again.status === 429) throttled = true;
      else {
        const wrong = await second(again.body.data.challenge, wrongCode(secret));
        if (wrong.status === 429) throttled = true;
      }
    }
    expect(throttled).toBe(true);
    // The other staff member is not affected.
    expect(await t.login('tools', 'staff')).toEqual(expect.any(String));
  });
});

import { API_MESSAGES } from '@benefits/contract';
import {
  ACCOUNT_MESSAGES,
  addDays,
  addYears,
  earliestCanadianToday,
  formatDateTimeIn,
  MESSAGES,
  PERSON_NAME_MAX_LENGTH,
  todayIso,
  toIsoDate,
} from '@benefits/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreementAcceptances,
  changeLog,
  classifications,
  dependants,
  employees,
  employers,
} from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { pdfPages, pdfText } from '../../test/pdf-text';

type Dependant = {
  depId: number;
  depFirstName: string;
  depLastName: string;
  depRelation: number;
  depBirthDate: string;
  depEffectiveDate: string;
  depIsStudent: 'Y' | 'N';
  depExtDate: string | null;
  needsStudentProof: boolean;
  depExtMaxDate: string | null;
};
type DependantChange = { dependant: Dependant; dependants: Dependant[]; message: string };
type User = Record<string, string | number>;

const today = () => toIsoDate(new Date());
/** The birth date of someone `years` old today (plus `days` days older). */
const bornYearsAgo = (years: number, days = 0) => addDays(addYears(today(), -years), -days);

const details = {
  FIRST_NAME: 'Lucas',
  LAST_NAME: 'Martin',
  STREET1: '45 Elgin St',
  CITY: 'Ottawa',
  POSTCODE: 'k1p5k7',
  PROVINCE: 'ON',
  TELEPHONE: '613-555-0148',
  CELLPHONE: '',
  FAX: '',
  EMAIL: 'lucas.martin@example.com',
  DATE_OF_BIRTH: '1988-01-09',
};

describe.each(backends)('employee account on %s', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = async (id: string) => (tokens[id] ??= await t.login('employee', id));

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  describe('personal details', () => {
    it('saves the details, answers the User and clears MISSING_INFO (100006)', async () => {
      const token = await as('100006');
      const before = await t.call<User>('/employee', {}, token);
      expect(before.body.data.MISSING_INFO).toBe('Y');
      const res = await t.call<{ user: User; message: string }>(
        '/employee/update',
        { employee: details, userId: 100006, token },
        token,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe('Saved personal information');
      expect(res.body.data.user).toMatchObject({
        ID: 100006,
        STREET1: '45 Elgin St',
        CITY: 'Ottawa',
        POSTCODE: 'K1P 5K7',
        MISSING_INFO: 'N',
      });
      expect((await t.call<User>('/employee', {}, token)).body.data.MISSING_INFO).toBe('N');
      const log = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.subjectId, '100006'), eq(changeLog.entity, 'employee')));
      expect(log.find((r) => r.field === 'STREET1')).toMatchObject({
        actorKind: 'employee',
        actorId: '100006',
        subjectKind: 'employee',
        entityId: '100006',
        oldValue: '',
        newValue: '45 Elgin St',
      });
      expect(log.find((r) => r.field === 'MISSING_INFO')).toMatchObject({ oldValue: 'Y', newValue: 'N' });
      // Unchanged fields are not logged.
      expect(log.find((r) => r.field === 'FIRST_NAME')).toBeUndefined();
    });

    it('answers the spec messages on the spec field names', async () => {
      const token = await as('100001');
      const bad = await t.call('/employee/update', { employee: { ...details, POSTCODE: '12345' } }, token);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe(1);
      expect(bad.body.data.error).toEqual({
        GENERAL: 'Please correct the information above',
        POSTCODE: 'Invalid postal code format.',
      });
      const many = await t.call(
        '/employee/update',
        { employee: { ...details, PROVINCE: 'XX', TELEPHONE: '12', EMAIL: 'nope', CELLPHONE: 'abc' } },
        token,
      );
      expect(many.body.data.error).toMatchObject({
        PROVINCE: 'Please select a province.',
        TELEPHONE: 'Invalid telephone format.',
        EMAIL: 'Invalid email format.',
        CELLPHONE: 'Invalid telephone format.',
      });
      const empty = await t.call('/employee/update', {}, token);
      expect(empty.body.data.error).toMatchObject({
        FIRST_NAME: 'Please fill out your first name',
        STREET1: 'Please fill out your address',
        DATE_OF_BIRTH: 'Please fill out your date of birth',
      });
      const long = await t.call(
        '/employee/update',
        { employee: { ...details, CITY: 'x'.repeat(61) } },
        token,
      );
      expect(long.body.data.error?.CITY).toBe('Please use at most 60 characters.');
    });

    it('takes a first and last name as long as enrolment does, and no longer (QA robust finding 6)', async () => {
      const token = await as('100006');
      const longest = 'A'.repeat(PERSON_NAME_MAX_LENGTH);
      const enrolled = await t.call(
        '/employee/update',
        { employee: { ...details, FIRST_NAME: longest, LAST_NAME: longest } },
        token,
      );
      expect(enrolled.status).toBe(200);
      const tooLong = await t.call(
        '/employee/update',
        { employee: { ...details, FIRST_NAME: `${longest}A` } },
        token,
      );
      expect(tooLong.body.data.error).toEqual({
        GENERAL: MESSAGES.correctInformation,
        FIRST_NAME: `Please use at most ${PERSON_NAME_MAX_LENGTH} characters.`,
      });
      expect((await t.call('/employee/update', { employee: details }, token)).status).toBe(200);
    });

    it('applies the plan birth-date limit: 70 years on HSA Plus, 100 on HSA Group; 18 at least', async () => {
      const plus = await as('100001'); // plan 1081
      const group = await as('100002'); // plan 1071
      const seventyFive = bornYearsAgo(75);
      const old = await t.call(
        '/employee/update',
        { employee: { ...details, DATE_OF_BIRTH: seventyFive } },
        plus,
      );
      expect(old.body.data.error?.DATE_OF_BIRTH).toBe('Birthdate is older than allowed for this plan.');
      const young = await t.call(
        '/employee/update',
        { employee: { ...details, DATE_OF_BIRTH: bornYearsAgo(17) } },
        group,
      );
      expect(young.body.data.error?.DATE_OF_BIRTH).toBe('Birthdate is younger than allowed for this plan.');
      const ok = await t.call<{ user: User }>(
        '/employee/update',
        {
          employee: {
            ...details,
            FIRST_NAME: 'Liam',
            LAST_NAME: 'Gagnon',
            EMAIL: 'liam.gagnon@example.com',
            POSTCODE: 'T2G 0C2',
            PROVINCE: 'AB',
            DATE_OF_BIRTH: seventyFive,
          },
        },
        group,
      );
      expect(ok.body.code).toBe(0);
      expect(ok.body.data.user.DATE_OF_BIRTH).toBe(seventyFive);
    });

    it('takes only the personal fields, stores SQL-looking text as text, refuses another userId', async () => {
      const token = await as('100007');
      const sneaky = "301 Queen St E'; DROP TABLE employees; --";
      const res = await t.call<{ user: User }>(
        '/employee/update',
        {
          employee: {
            ...details,
            FIRST_NAME: 'Chloé',
            LAST_NAME: "O'Brien-Lavoie",
            STREET1: sneaky,
            EMPLOYER: 5002,
            GROUP_ADMIN: 'Y',
            MISSING_BANKING: 'N',
            ID: 100002,
          },
        },
        token,
      );
      expect(res.body.code).toBe(0);
      expect(res.body.data.user).toMatchObject({
        ID: 100007,
        STREET1: sneaky,
        LAST_NAME: "O'Brien-Lavoie",
        EMPLOYER: 5001,
        GROUP_ADMIN: 'N',
        MISSING_BANKING: 'Y',
      });
      const [row] = await t.db.select().from(employees).where(eq(employees.id, 100007));
      expect(row!.street1).toBe(sneaky);
      const other = await t.call('/employee/update', { employee: details, userId: '100001' }, token);
      expect(other.status).toBe(403);
      expect(other.body.data.error?.GENERAL).toBe(API_MESSAGES.notAllowed);
      const [olivia] = await t.db.select().from(employees).where(eq(employees.id, 100001));
      expect(olivia!.firstName).toBe('Olivia');
    });

    it('tells the old address and the new one when the sign-in e-mail changes (QA security F1)', async () => {
      const token = await as('100006');
      const [before] = await t.db.select().from(employees).where(eq(employees.id, 100006));
      const old = before!.email;
      const sent = t.outbox.length;
      const res = await t.call(
        '/employee/update',
        { employee: { ...details, EMAIL: 'lucas.new@example.com' } },
        token,
      );
      expect(res.body.code, res.raw).toBe(0);
      const mails = t.outbox.slice(sent);
      expect(mails.map((m) => m.to).sort()).toEqual([old, 'lucas.new@example.com'].sort());
      const toOld = mails.find((m) => m.to === old)!;
      expect(toOld.subject).toContain('your sign-in e-mail was changed');
      expect(toOld.text).toContain('The e-mail address of your employee account (ID 100006) was changed on');
      expect(toOld.text).toContain('contact us right away at');
      expect(toOld.text).not.toContain('lucas.new@example.com');
      const toNew = mails.find((m) => m.to === 'lucas.new@example.com')!;
      expect(toNew.subject).toContain('this is now your sign-in e-mail');
      expect(toNew.text).toContain('your employee account (ID 100006)');
      // The same address in another case, or other fields alone, tell no one.
      const again = await t.call(
        '/employee/update',
        { employee: { ...details, EMAIL: 'Lucas.New@example.com', CITY: 'Kanata' } },
        token,
      );
      expect(again.body.code, again.raw).toBe(0);
      expect(t.outbox).toHaveLength(sent + 2);
    });

    it('refuses changes to a terminated account', async () => {
      const res = await t.call('/employee/update', { employee: details }, await as('100004'));
      expect(res.status).toBe(403);
      expect(res.body.data.error?.GENERAL).toBe(ACCOUNT_MESSAGES.accountTerminated);
    });
  });

  describe('dependants', () => {
    const spouse = (years: number) => ({
      depFirstName: 'Antoine',
      depLastName: 'Lavoie',
      depRelation: 1001,
      depBirthDate: bornYearsAgo(years),
    });

    it('lists only the employee’s own dependants', async () => {
      const res = await t.call<{ dependants: Dependant[] }>('/employee/dependants', {}, await as('100001'));
      expect(res.body.data.dependants.map((d) => [d.depFirstName, d.depRelation])).toEqual([
        ['Marc', 1001],
        ['Léa', 1002],
      ]);
      expect(res.body.data.dependants[1]).toMatchObject({ depIsStudent: 'N', needsStudentProof: false });
    });

    it('refuses a spouse aged 17, accepts one aged 19, and only one spouse', async () => {
      const token = await as('100007');
      const young = await t.call('/employee/dependant/add', spouse(17), token);
      expect(young.status).toBe(400);
      expect(young.body.data.error?.depBirthDate).toBe('A spouse must be at least 18 years old.');
      const ok = await t.call<DependantChange>('/employee/dependant/add', spouse(19), token);
      expect(ok.body.code).toBe(0);
      expect(ok.body.data.message).toBe('Successfully added new Dependant');
      expect(ok.body.data.dependant).toMatchObject({
        depFirstName: 'Antoine',
        depRelation: 1001,
        // Coverage starts today, or on the employee's own effective date when that is later.
        depEffectiveDate: [today(), `${new Date().getUTCFullYear()}-09-01`].sort().pop(),
        needsStudentProof: false,
      });
      expect(ok.body.data.dependants).toHaveLength(1);
      const second = await t.call('/employee/dependant/add', { ...spouse(30), depFirstName: 'Paul' }, token);
      expect(second.body.data.error?.depRelation).toBe(ACCOUNT_MESSAGES.oneSpouseOnly);
      const log = await t.db
        .select()
        .from(changeLog)
        .where(
          and(
            eq(changeLog.entity, 'dependant'),
            eq(changeLog.entityId, String(ok.body.data.dependant.depId)),
          ),
        );
      expect(log.find((r) => r.field === 'depFirstName')).toMatchObject({
        oldValue: null,
        newValue: 'Antoine',
      });
    });

    it('checks the other age rules and required fields with their messages', async () => {
      const token = await as('100007');
      const infirm = await t.call(
        '/employee/dependant/add',
        { depFirstName: 'Rose', depLastName: 'Lavoie', depRelation: 1003, depBirthDate: bornYearsAgo(20) },
        token,
      );
      expect(infirm.body.data.error?.depBirthDate).toBe('An infirm dependant must be at least 21 years old.');
      // A child is 25 or younger until the day before their 26th birthday, refused on it.
      const tooOld = await t.call(
        '/employee/dependant/add',
        { depFirstName: 'Max', depLastName: 'Lavoie', depRelation: 1002, depBirthDate: bornYearsAgo(26) },
        token,
      );
      expect(tooOld.body.data.error?.depBirthDate).toBe('A dependent child must be 25 years old or younger.');
      const aged25 = await t.call<DependantChange>(
        '/employee/dependant/add',
        {
          depFirstName: 'Emile',
          depLastName: 'Lavoie',
          depRelation: 1002,
          depBirthDate: bornYearsAgo(26, -1),
        },
        token,
      );
      expect(aged25.body.code).toBe(0);
      expect(aged25.body.data.dependant).toMatchObject({ depFirstName: 'Emile', needsStudentProof: true });
      const empty = await t.call('/employee/dependant/add', {}, token);
      expect(empty.body.data.error).toMatchObject({
        depFirstName: "Please fill out the dependant's first name",
        depRelation: 'Please select a relationship.',
        depBirthDate: "Please fill out the dependant's date of birth",
      });
      const early = await t.call(
        '/employee/dependant/add',
        { ...spouse(40), depRelation: 1003, depEffectiveDate: '2000-01-01' },
        token,
      );
      expect(early.body.data.error?.depEffectiveDate).toBe(ACCOUNT_MESSAGES.dependantStartsTooEarly);
    });

    it("refuses a person's name the spec's isName rule refuses (Bad<script>), saving nothing", async () => {
      const token = await as('100007');
      const before = await t.call<{ dependants: Dependant[] }>('/employee/dependants', {}, token);
      const res = await t.call(
        '/employee/dependant/add',
        { ...spouse(40), depRelation: 1003, depFirstName: 'Bad<script>' },
        token,
      );
      expect(res.status).toBe(400);
      expect(res.body.data.error?.depFirstName).toBe(MESSAGES.invalidName);
      expect(MESSAGES.invalidName).toBe(
        'Please use only letters, numbers, apostrophes, hyphens, commas and periods.',
      );
      const after = await t.call<{ dependants: Dependant[] }>('/employee/dependants', {}, token);
      expect(after.body.data.dependants).toEqual(before.body.data.dependants);
      const personal = await t.call(
        '/employee/update',
        { employee: { ...details, LAST_NAME: 'Bad<script>' }, userId: 100007, token },
        token,
      );
      expect(personal.status).toBe(400);
      expect(personal.body.data.error?.LAST_NAME).toBe(MESSAGES.invalidName);
    });

    it('flags a child of 22 for student proof until a student extension is on file', async () => {
      const token = await as('100007');
      const birth = bornYearsAgo(22);
      const added = await t.call<DependantChange>(
        '/employee/dependant/add',
        { depFirstName: 'Zoé', depLastName: 'Lavoie', depRelation: '1002', depBirthDate: birth },
        token,
      );
      expect(added.body.data.dependant).toMatchObject({ needsStudentProof: true, depIsStudent: 'N' });
      const depId = added.body.data.dependant.depId;
      const latest = `${Number(birth.slice(0, 4)) + 25}-12-31`;
      expect(added.body.data.dependant.depExtMaxDate).toBe(latest);

      const tooLate = await t.call(
        '/employee/dependant/extend',
        { depId, depExtDate: addDays(latest, 1) },
        token,
      );
      expect(tooLate.body.data.error?.depExtDate).toBe(ACCOUNT_MESSAGES.studentExtensionTooLate);
      const noDate = await t.call('/employee/dependant/extend', { depId }, token);
      expect(noDate.body.data.error?.depExtDate).toBe(ACCOUNT_MESSAGES.studentExtensionDateRequired);
      const past = await t.call(
        '/employee/dependant/extend',
        // The day before today on British Columbia's calendar, Canada's earliest (decision 0056).
        { depId, depExtDate: addDays(earliestCanadianToday(t.now()), -1) },
        token,
      );
      expect(past.body.data.error?.depExtDate).toBe(ACCOUNT_MESSAGES.studentExtensionDatePast);

      const extended = await t.call<DependantChange>(
        '/employee/dependant/extend',
        { depId: String(depId), depIsStudent: 'Y', depExtDate: latest },
        token,
      );
      expect(extended.body.data.message).toBe(ACCOUNT_MESSAGES.studentExtensionSaved);
      expect(extended.body.data.dependant).toMatchObject({
        depIsStudent: 'Y',
        depExtDate: latest,
        needsStudentProof: false,
      });
      const removed = await t.call<DependantChange>(
        '/employee/dependant/extend',
        { depId, depIsStudent: 'N' },
        token,
      );
      expect(removed.body.data.dependant).toMatchObject({
        depIsStudent: 'N',
        depExtDate: null,
        needsStudentProof: true,
      });
    });

    it('extends only a dependent child aged 21 or more', async () => {
      const token = await as('100001');
      const list = await t.call<{ dependants: Dependant[] }>('/employee/dependants', {}, token);
      const lea = list.body.data.dependants.find((d) => d.depFirstName === 'Léa')!;
      const res = await t.call(
        '/employee/dependant/extend',
        { depId: lea.depId, depExtDate: today() },
        token,
      );
      expect(res.body.data.error?.depIsStudent).toBe(ACCOUNT_MESSAGES.studentExtensionChildOnly);
    });

    it('edits a dependant and logs the change; keeps the effective date when none is given', async () => {
      const token = await as('100001');
      const list = await t.call<{ dependants: Dependant[] }>('/employee/dependants', {}, token);
      const marc = list.body.data.dependants.find((d) => d.depFirstName === 'Marc')!;
      const res = await t.call<DependantChange>(
        '/employee/dependant/edit',
        { ...marc, depFirstName: 'Marc-André', depEffectiveDate: '' },
        token,
      );
      expect(res.body.data.message).toBe(ACCOUNT_MESSAGES.dependantUpdated);
      expect(res.body.data.dependant).toMatchObject({
        depId: marc.depId,
        depFirstName: 'Marc-André',
        depEffectiveDate: marc.depEffectiveDate,
      });
      const log = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.entity, 'dependant'), eq(changeLog.entityId, String(marc.depId))));
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ field: 'depFirstName', oldValue: 'Marc', newValue: 'Marc-André' });
      const young = await t.call(
        '/employee/dependant/edit',
        { ...marc, depBirthDate: bornYearsAgo(16) },
        token,
      );
      expect(young.body.data.error?.depBirthDate).toBe('A spouse must be at least 18 years old.');
    });

    it('removes a dependant softly: no longer listed, kept for claim history', async () => {
      const token = await as('100007');
      const added = await t.call<DependantChange>(
        '/employee/dependant/add',
        {
          depFirstName: "Robert'-- DROP TABLE dependants",
          depLastName: 'Lavoie',
          depRelation: 1002,
          depBirthDate: bornYearsAgo(3),
        },
        token,
      );
      expect(added.body.data.dependant.depFirstName).toBe("Robert'-- DROP TABLE dependants");
      const depId = added.body.data.dependant.depId;
      const res = await t.call<{ depId: number; dependants: Dependant[]; message: string }>(
        '/employee/dependant/delete',
        { depId },
        token,
      );
      expect(res.body.data.message).toBe('Successfully removed Dependant');
      expect(res.body.data.dependants.map((d) => d.depId)).not.toContain(depId);
      const [row] = await t.db.select().from(dependants).where(eq(dependants.id, depId));
      expect(row!.removedAt).not.toBeNull();
      expect(row!.firstName).toBe("Robert'-- DROP TABLE dependants");
      const again = await t.call('/employee/dependant/delete', { depId }, token);
      expect(again.status).toBe(404);
      expect(again.body.data.error?.GENERAL).toBe(ACCOUNT_MESSAGES.dependantNotFound);
    });

    it('refuses IDs that are not IDs, and answers "not found" for ones that match nothing', async () => {
      const token = await as('100007');
      const sql = await t.call('/employee/dependant/delete', { depId: '1 OR 1=1' }, token);
      expect(sql.status).toBe(400);
      expect(sql.body.data.error?.depId).toBe(ACCOUNT_MESSAGES.dependantNotFound);
      const huge = await t.call('/employee/dependant/delete', { depId: '999999999999' }, token);
      expect(huge.status).toBe(404);
      const negative = await t.call('/employee/dependant/edit', { ...spouse(30), depId: -1 }, token);
      expect(negative.status).toBe(400);
    });

    describe('no one listed twice (a retried request, a second tab)', () => {
      const child = (firstName: string, over: Record<string, unknown> = {}) => ({
        depFirstName: firstName,
        depLastName: 'Gagnon',
        depRelation: 1002,
        depBirthDate: '2015-06-01',
        ...over,
      });
      const liveNamed = async (employeeId: number, firstName: string) =>
        (await t.db.select().from(dependants).where(eq(dependants.employeeId, employeeId))).filter(
          (d) => d.removedAt === null && d.firstName.toLowerCase() === firstName.toLowerCase(),
        );

      it('adds one dependant for the same one added three times at once; the others are refused', async () => {
        const token = await as('100002');
        const answers = await Promise.all(
          [child('Zoé'), child('Zoé'), child(' ZOÉ ', { depLastName: 'gagnon' })].map((payload) =>
            t.call<DependantChange>('/employee/dependant/add', payload, token),
          ),
        );
        expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
        for (const refused of answers.filter((a) => a.status === 400)) {
          expect(refused.body.data.error).toEqual({ GENERAL: ACCOUNT_MESSAGES.dependantAlreadyListed });
          expect(
            (refused.body.data as { errorKeys?: Record<string, { key: string }> }).errorKeys,
          ).toMatchObject({ GENERAL: { key: 'account.dependantAlreadyListed' } });
        }
        expect(await liveNamed(100002, 'Zoé')).toHaveLength(1);
      });

      it('refuses an edit into another listed dependant; a removed one may be added again', async () => {
        const token = await as('100002');
        const other = await t.call<DependantChange>('/employee/dependant/add', child('Noah'), token);
        expect(other.body.code, other.raw).toBe(0);
        const depId = other.body.data.dependant.depId;
        const into = await t.call('/employee/dependant/edit', { ...child('zoé'), depId }, token);
        expect(into.status).toBe(400);
        expect(into.body.data.error).toEqual({ GENERAL: ACCOUNT_MESSAGES.dependantAlreadyListed });
        // Saving a dependant unchanged is not a duplicate of itself; another birth date is another person.
        const same = await t.call('/employee/dependant/edit', { ...child('Noah'), depId }, token);
        expect(same.body.code, same.raw).toBe(0);
        const twin = await t.call(
          '/employee/dependant/add',
          child('Zoé', { depBirthDate: '2016-06-01' }),
          token,
        );
        expect(twin.body.code, twin.raw).toBe(0);

        const zoe = (await liveNamed(100002, 'Zoé')).find((d) => d.birthDate === '2015-06-01');
        expect((await t.call('/employee/dependant/delete', { depId: zoe!.id }, token)).body.code).toBe(0);
        const back = await t.call('/employee/dependant/add', child('Zoé'), token);
        expect(back.body.code, back.raw).toBe(0);
      });
    });

    it('keeps dependants away from non-member admins, who cannot claim', async () => {
      const res = await t.call('/employee/dependant/add', spouse(30), await as('100003'));
      expect(res.status).toBe(403);
      expect(res.body.data.error?.GENERAL).toBe(ACCOUNT_MESSAGES.planMembersOnly);
    });
  });

  describe('HSA employer agreement', () => {
    it('shows the agreement and eligibility to the new employee (100005)', async () => {
      const res = await t.call<{
        eligible: boolean;
        accepted: boolean;
        acceptedAt: string | null;
        providerName: string;
        employerName: string;
        sections: { heading: string; body: string }[];
      }>('/employee/agreement/get', {}, await as('100005'));
      expect(res.body.data).toMatchObject({
        eligible: true,
        accepted: false,
        acceptedAt: null,
        providerName: 'Spendwell Benefits',
        employerName: 'Northern Lights Consulting Inc.',
      });
      const text = res.body.data.sections.map((s) => s.body).join('\n');
      expect(text).toContain('Spendwell Benefits');
      expect(text).toContain('support@example.com');
      const olivia = await t.call<{ eligible: boolean; accepted: boolean }>(
        '/employee/agreement/get',
        {},
        await as('100001'),
      );
      expect(olivia.body.data).toMatchObject({ eligible: false, accepted: true });
    });

    it('refuses without the box ticked, with the spec message', async () => {
      const token = await as('100005');
      for (const agreement of [false, 'N', undefined, '']) {
        const res = await t.call('/employee/agreement', { agreement }, token);
        expect(res.status).toBe(400);
        expect(res.body.data.error).toEqual({
          GENERAL: 'Please accept the agreement to continue',
          agreement: 'Please accept the agreement to continue',
        });
      }
    });

    it('records the acceptance, sets the agreement flag and clears the new-employee check', async () => {
      const token = await as('100005');
      const res = await t.call<{ user: User; accepted: boolean; acceptedAt: string; signedCopy: boolean }>(
        '/employee/agreement',
        { agreement: true },
        token,
      );
      expect(res.body.code).toBe(0);
      expect(res.body.data).toMatchObject({ accepted: true, signedCopy: true });
      expect(res.body.data.user).toMatchObject({ NEW_EMPLOYEE_CHECK: 'N', HSA_EMPLOYER_AGREEMENT: 'Y' });
      const rows = await t.db
        .select()
        .from(agreementAcceptances)
        .where(eq(agreementAcceptances.employeeId, 100005));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.agreementVersion).toMatch(/\S/);
      expect(rows[0]!.ip).toMatch(/\S/);
      // Accepting again records nothing more.
      expect((await t.call('/employee/agreement', { agreement: 'Y' }, token)).body.code).toBe(0);
      expect(
        await t.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.employeeId, 100005)),
      ).toHaveLength(1);
      const docs = await t.call<{ documents: { key: string; path: string }[] }>(
        '/employee/documents',
        {},
        token,
      );
      expect(docs.body.data.documents.find((d) => d.key === 'agreement')?.path).toBe(
        '/employee/agreement/pdf',
      );
    });

    it('answers the signed agreement as a PDF', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/webapp/employee/agreement/pdf',
        headers: { 'content-type': 'application/json', token: await as('100005') },
        payload: JSON.stringify({ data: {} }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toContain('hsa-employer-agreement-100005.pdf');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const none = await t.call('/employee/agreement/pdf', {}, await as('100001'));
      expect(none.status).toBe(404);
      expect(none.body.data.error?.GENERAL).toBe(ACCOUNT_MESSAGES.agreementNotSigned);
    });

    it('writes a name outside Latin-1, and the acceptance after it, intact', async () => {
      const [before] = await t.db.select().from(employees).where(eq(employees.id, 100005));
      await t.db
        .update(employees)
        .set({ firstName: 'Zoë', lastName: 'Ménard-Łukasz' })
        .where(eq(employees.id, 100005));
      try {
        const res = await t.app.inject({
          method: 'POST',
          url: '/webapp/employee/agreement/pdf',
          headers: { 'content-type': 'application/json', token: await as('100005') },
          payload: JSON.stringify({ data: {} }),
        });
        expect(res.statusCode).toBe(200);
        const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
        const [signed] = await t.db
          .select()
          .from(agreementAcceptances)
          .where(eq(agreementAcceptances.employeeId, 100005))
          .orderBy(desc(agreementAcceptances.acceptedAt))
          .limit(1);
        expect(text).toContain('Employee: Zoë Ménard-Łukasz');
        expect(text).toContain(
          `Accepted electronically by Zoë Ménard-Łukasz (ID 100005) on ${formatDateTimeIn(signed!.acceptedAt, 'en', 'America/Toronto')}. Electronic acceptance`,
        );
      } finally {
        await t.db
          .update(employees)
          .set({ firstName: before!.firstName, lastName: before!.lastName })
          .where(eq(employees.id, 100005));
      }
    });

    it('numbers the signed agreement’s pages, names the employee on each, and dates it in a Canadian zone (QA exports 2, 8)', async () => {
      const [signed] = await t.db
        .select()
        .from(agreementAcceptances)
        .where(eq(agreementAcceptances.employeeId, 100005))
        .orderBy(desc(agreementAcceptances.acceptedAt))
        .limit(1);
      const at = signed!.acceptedAt;
      const agreement = async (language: 'en' | 'fr', data: object = {}) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/webapp/employee/agreement/pdf',
          headers: {
            'content-type': 'application/json',
            token: await as('100005'),
            'accept-language': language,
          },
          payload: JSON.stringify({ data }),
        });
        expect(res.statusCode).toBe(200);
        return { pages: pdfPages(res.rawPayload), disposition: String(res.headers['content-disposition']) };
      };
      const fr = await agreement('fr');
      expect(fr.pages.length).toBeGreaterThan(1);
      fr.pages.forEach((page, i) => {
        expect(page.split('\n')).toContain(`Page ${i + 1} sur ${fr.pages.length}`);
        if (i > 0)
          expect(page.split('\n')).toContain(
            'Entente de l’employeur sur le compte de soins de santé — Emma Roy (no 100005)',
          );
      });
      const frText = fr.pages.join('\n').replace(/\s+/g, ' ');
      // The agreement (« l’entente ») is feminine, in the header and in the footer alike; the time is
      // Ontario's (the employee's province), not UTC's, and says so.
      const toronto = formatDateTimeIn(at, 'fr', 'America/Toronto');
      expect(toronto).toContain('heure');
      expect(frText).toContain(`Acceptée en ligne : ${toronto}`);
      expect(frText).toContain(`Acceptée électroniquement par Emma Roy (no 100005) le ${toronto}.`);
      expect(frText).not.toContain('Accepté en ligne');
      expect(frText).not.toContain('UTC');
      // Named in the reader's language, in ASCII.
      expect(fr.disposition).toContain('entente-employeur-css-100005.pdf');

      const en = await agreement('en');
      en.pages.forEach((page, i) => {
        expect(page.split('\n')).toContain(`Page ${i + 1} of ${en.pages.length}`);
        if (i > 0)
          expect(page.split('\n')).toContain(
            'Health Spending Account Employer Agreement — Emma Roy (ID 100005)',
          );
      });
      expect(en.disposition).toContain('hsa-employer-agreement-100005.pdf');

      // The reader's own time zone when the request names one; the province's when it names none Intl knows.
      const pacific = (await agreement('en', { timeZone: 'America/Vancouver' })).pages.join('\n');
      expect(pacific.replace(/\s+/g, ' ')).toContain(
        `Accepted online: ${formatDateTimeIn(at, 'en', 'America/Vancouver')}`,
      );
      await t.db.update(employees).set({ province: 'NL' }).where(eq(employees.id, 100005));
      try {
        const newfoundland = (await agreement('en', { timeZone: 'Nowhere/Else' })).pages.join('\n');
        expect(newfoundland.replace(/\s+/g, ' ')).toContain(
          `Accepted online: ${formatDateTimeIn(at, 'en', 'America/St_Johns')}`,
        );
      } finally {
        await t.db.update(employees).set({ province: 'ON' }).where(eq(employees.id, 100005));
      }
    });

    it('is not offered to an account that is neither eligible nor asked to accept', async () => {
      await t.db.update(employees).set({ hsaEmployerAgreement: false }).where(eq(employees.id, 100009));
      const res = await t.call('/employee/agreement', { agreement: true }, await as('100009'));
      expect(res.status).toBe(403);
      expect(res.body.data.error?.GENERAL).toBe(ACCOUNT_MESSAGES.agreementNotOffered);
      await t.db.update(employees).set({ hsaEmployerAgreement: true }).where(eq(employees.id, 100009));
    });
  });

  describe('plan, documents, update notes', () => {
    it('answers the plan with its classification limits, period type and plan year', async () => {
      const year = new Date().getUTCFullYear();
      const plus = await t.call('/employee/plan', {}, await as('100001'));
      expect(plus.body.data).toMatchObject({
        planCode: 1081,
        planName: 'HSA Plus',
        employerName: 'Northern Lights Consulting Inc.',
        classification: {
          classificationName: 'All Employees',
          amount: 250_000,
          wellnessAmount: 0,
          periodType: 1,
          periodTypeText: 'Reset on plan year end',
        },
        wellness: 'N',
        planYearStart: `${year}-01-01`,
        planYearEnd: `${year}-12-31`,
      });
      const group = await t.call('/employee/plan', {}, await as('100002'));
      expect(group.body.data).toMatchObject({
        planName: 'HSA Group',
        wellness: 'Y',
        classification: {
          classificationName: 'Management',
          amount: 150_000,
          wellnessAmount: 50_000,
          periodType: 2,
          periodTypeText: 'Roll over on plan year end',
        },
      });
      expect((await t.call('/employee/plan', {}, await as('100003'))).status).toBe(403);
    });

    it('dates the classification from when the employee has it: their effective date or their move into it', async () => {
      const year = new Date().getUTCFullYear();
      type Plan = { classification: { classificationName: string; effective_date: string } };
      const planOf = async (id: string) => (await t.call<Plan>('/employee/plan', {}, await as(id))).body.data;
      // Drivers has been in effect since March 1 two years ago; Owen joined last plan year.
      expect((await planOf('100105')).classification).toMatchObject({
        classificationName: 'Drivers',
        effective_date: `${year - 1}-01-01`,
      });
      // Mason moves to Management today: his limits are Management's from today.
      const [management] = await t.db
        .select({ id: classifications.id })
        .from(classifications)
        .where(and(eq(classifications.employerId, 5002), eq(classifications.name, 'Management')));
      const day = todayIso(t.services.now());
      const moved = await t.call(
        '/employer/class-change/add',
        { employeeId: 100103, newClassificationId: management!.id, changeDate: day },
        await as('100002'),
      );
      expect(moved.body.code, moved.raw).toBe(0);
      expect((await planOf('100103')).classification).toMatchObject({
        classificationName: 'Management',
        effective_date: day,
      });
      // A classification newer than the employee's effective date keeps its own date.
      const [drivers] = await t.db
        .select({ id: classifications.id, effectiveDate: classifications.effectiveDate })
        .from(classifications)
        .where(and(eq(classifications.employerId, 5002), eq(classifications.name, 'Drivers')));
      await t.db
        .update(classifications)
        .set({ effectiveDate: `${year}-01-01` })
        .where(eq(classifications.id, drivers!.id));
      expect((await planOf('100105')).classification.effective_date).toBe(`${year}-01-01`);
      await t.db
        .update(classifications)
        .set({ effectiveDate: drivers!.effectiveDate })
        .where(eq(classifications.id, drivers!.id));
    });

    it("names an unknown plan code 'Invalid Plan'", async () => {
      await t.db.update(employers).set({ planCode: 9999 }).where(eq(employers.id, 5003));
      const res = await t.call('/employee/plan', {}, await as('100004'));
      expect(res.body.data).toMatchObject({ planCode: 9999, planName: 'Invalid Plan' });
      await t.db.update(employers).set({ planCode: 1051 }).where(eq(employers.id, 5003));
    });

    it('lists the documents the employee can open, and serves the plan summary as a PDF', async () => {
      const group = await t.call<{ documents: { key: string; path: string }[] }>(
        '/employee/documents',
        {},
        await as('100002'),
      );
      expect(group.body.data.documents.map((d) => d.key)).toEqual(['plan-summary', 'claim-form']);
      expect(group.body.data.documents[1]!.path).toBe('/employee/get-print-form');
      // HSA Plus members claim online only: no paper claim form.
      const plus = await t.call<{ documents: { key: string }[] }>(
        '/employee/documents',
        {},
        await as('100001'),
      );
      expect(plus.body.data.documents.map((d) => d.key)).toEqual(['plan-summary']);
      const pdf = await t.app.inject({
        method: 'POST',
        url: '/webapp/employee/plan/summary-pdf',
        headers: { 'content-type': 'application/json', token: await as('100002') },
        payload: '{}',
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it('answers the release notes newest first, each with its VERSION, to employees and partners', async () => {
      const res = await t.call<{
        notes: {
          VERSION: string;
          title: string;
          titleFr: string;
          body: string;
          bodyFr: string;
          date: string;
        }[];
      }>('/update-notes', {}, await as('100001'));
      expect(res.body.data.notes.map((n) => n.VERSION)).toEqual(['2.5.4', '2.5.0', '2.4.0']);
      // Each in English and French (decision 0021); the web shows the language on screen.
      expect(res.body.data.notes[0]).toMatchObject({
        title: 'Faster claims on your phone',
        titleFr: 'Des réclamations plus rapides sur votre téléphone',
      });
      expect(res.body.data.notes.every((n) => n.titleFr !== '' && n.bodyFr !== '')).toBe(true);
      // The shared note says where the language button is: the bottom of the employee's menu (the
      // employee shell's drawer), the partner's top bar (the drawer shell's).
      expect(res.body.data.notes.find((n) => n.VERSION === '2.5.0')).toMatchObject({
        body: 'Every screen is now available in French. Switch languages at any time with the Français button: at the bottom of the menu for employees, in the top bar for partners.',
        bodyFr:
          'Tous les écrans sont maintenant offerts en français. Changez de langue en tout temps avec le bouton English : au bas du menu pour les employés, dans la barre du haut pour les partenaires.',
      });
      const dates = res.body.data.notes.map((n) => n.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const partner = await t.call<{ notes: { VERSION: string; title: string }[] }>(
        '/update-notes',
        {},
        await t.login('partner', '200001'),
      );
      expect(partner.body.code).toBe(0);
      // Each side its own notes and the shared ones: no employee feature in the partner site's notes.
      expect(partner.body.data.notes.map((n) => n.VERSION)).toEqual(['2.5.2', '2.5.0']);
      expect(partner.body.data.notes[0]!.title).toBe('Commission statements');
      expect((await t.call('/update-notes', {}, await t.login('tools', 'staff'))).status).toBe(403);
    });
  });

  it('keeps every account endpoint for employee sessions', async () => {
    const partner = await t.login('partner', '200001');
    for (const path of [
      '/employee/dependants',
      '/employee/banking-details',
      '/employee/plan',
      '/employee/update',
    ]) {
      expect((await t.call(path, {}, partner)).status, path).toBe(403);
      const anonymous = await t.call(path, {});
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.data.error?.FORCE_LOGOUT).toBe(true);
    }
    expect(MESSAGES.savedPersonalInformation).toBe('Saved personal information');
  });
});

import {
  api,
  API_MESSAGES,
  API_PREFIX,
  COMPANY_ADMIN,
  endpoint,
  GROUP_COMPANY_ADMIN,
  PARTNER,
  PARTNER_MANAGER,
  scopeByField,
  staffActingFor,
  staffWith,
  type Access,
  type Endpoint,
  type EndpointName,
  type SessionKind,
} from '@benefits/contract';
import { fillPattern, hasAnyPermission, MESSAGES, type ToolsPermission } from '@benefits/domain';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dependants, employees, employers, notifications, partners, staff } from '../db/schema';
import { backends, startTestApp, type TestApp } from '../test/harness';
import { installErrorHandling, registerEndpoints, type Handler } from './http';
import { databasePrincipals } from './principals';

/**
 * The authorisation matrix (decision 0014): every contract endpoint, sent its own example request,
 * as every principal below. Each gets exactly the access the endpoint's declared scope promises
 * (signed out: 401 FORCE_LOGOUT; outside the scope: 403 notAllowed; inside: an answer), and no
 * answer carries another tenant's seeded data. A new endpoint is in the matrix the day it is added.
 */

interface Principal {
  name: string;
  kind: 'signedOut' | SessionKind;
  /** The session's subject: employee or partner ID, staff username (its ID is looked up). */
  subject?: string;
  companyId?: number;
  /** docs/product §6: a group admin or non-member admin, not terminated (from the seed, not from the server). */
  companyAdmin?: boolean;
  /** The company's contract type (GROUP_COMPANY_ADMIN scopes need 3, 8 or 13; decision 0025). */
  contractType?: number;
  partnerRole?: 'AGENT' | 'MANAGER';
  /** The partner's manager (their team). */
  team?: number;
  permissions?: readonly ToolsPermission[];
}

const PRINCIPALS: readonly Principal[] = [
  { name: 'signed out', kind: 'signedOut' },
  {
    name: 'employee 100001 (company 5001)',
    kind: 'employee',
    subject: '100001',
    companyId: 5001,
    contractType: 3,
  },
  {
    name: 'employee of another company, its group admin: 100002 (5002)',
    kind: 'employee',
    subject: '100002',
    companyId: 5002,
    companyAdmin: true,
    contractType: 13,
  },
  {
    name: 'non-member admin 100003 (5002)',
    kind: 'employee',
    subject: '100003',
    companyId: 5002,
    companyAdmin: true,
    contractType: 13,
  },
  {
    name: 'group admin of another company: 100008 (5004)',
    kind: 'employee',
    subject: '100008',
    companyId: 5004,
    companyAdmin: true,
    contractType: 13,
  },
  {
    name: 'terminated employee 100004 (5003)',
    kind: 'employee',
    subject: '100004',
    companyId: 5003,
    contractType: 8,
  },
  { name: 'agent 200001', kind: 'partner', subject: '200001', partnerRole: 'AGENT', team: 200002 },
  {
    name: 'another team’s agent 200003',
    kind: 'partner',
    subject: '200003',
    partnerRole: 'AGENT',
    team: 200004,
  },
  { name: 'manager 200002', kind: 'partner', subject: '200002', partnerRole: 'MANAGER', team: 200002 },
  {
    name: 'staff without the permission (auditor)',
    kind: 'tools',
    subject: 'auditor',
    permissions: ['PERMIT_AUDIT'],
  },
  { name: 'staff with it (staff, ALL_ACCESS)', kind: 'tools', subject: 'staff', permissions: ['ALL_ACCESS'] },
  // Last, so the indexes above stay as they are. Not in the seed: added in beforeAll.
  {
    name: 'group admin of a contract type 20 company: 100090 (5090)',
    kind: 'employee',
    subject: '100090',
    companyId: 5090,
    companyAdmin: true,
    contractType: 20,
  },
];

/**
 * What the declared scope promises the principal, computed here from the seed's facts (a byField
 * scope: the one its example request names).
 */
function mayCall(access: Access, p: Principal, example: unknown): boolean {
  switch (access.kind) {
    case 'byField': {
      const scope = access.scopes[String((example as Record<string, unknown>)[access.field])];
      return scope !== undefined && mayCall(scope, p, example);
    }
    case 'public':
      return true;
    case 'session':
      return p.kind !== 'signedOut' && access.sessions.includes(p.kind);
    case 'employee':
      return p.kind === 'employee';
    case 'companyAdmin':
      return (
        p.kind === 'employee' &&
        p.companyAdmin === true &&
        (access.contractTypes === undefined || access.contractTypes.includes(p.contractType!))
      );
    case 'partner':
      return p.kind === 'partner';
    case 'partnerManager':
      return p.kind === 'partner' && p.partnerRole === 'MANAGER';
    case 'staff':
    case 'staffForUser':
      return p.kind === 'tools' && hasAnyPermission(p.permissions ?? [], access.permission);
  }
}

/** Whose a piece of seeded data is. `listed` data (name, ID, e-mail) is what a directory shows. */
type Owner =
  | { kind: 'employee'; id: number; companyId: number }
  | { kind: 'company'; id: number }
  | { kind: 'partner'; id: number; team: number };
interface Fact {
  owner: Owner;
  /** A string that appears in a JSON answer only when the data is in it. */
  marker: string;
  listed: boolean;
}

/**
 * May `p`'s answer from an endpoint of scope `access` carry this fact? Their own data; their own
 * company's name; a company admin also their company's employee list; a partner their team's names;
 * staff anything, but only from staff-scoped endpoints. Nothing for the signed out.
 */
function mayView(p: Principal, access: Access, fact: Fact, self: number | undefined): boolean {
  const o = fact.owner;
  switch (p.kind) {
    case 'signedOut':
      return false;
    case 'employee':
      if (o.kind === 'employee') {
        return o.id === self || (fact.listed && p.companyAdmin === true && o.companyId === p.companyId);
      }
      if (o.kind === 'company') return o.id === p.companyId;
      return false;
    case 'partner':
      if (o.kind === 'partner') return o.id === self || (fact.listed && o.team === p.team);
      // Partners sell to companies: company names are not theirs to hide; employees' data is.
      return o.kind === 'company';
    case 'tools':
      return access.kind === 'staff' || access.kind === 'staffForUser';
  }
}

/** Sign-in answers describe the account the example signs in as, whoever sends it. */
const SIGNS_IN_AS: Partial<Record<EndpointName, number>> = { employeeLogin: 100001, partnerLogin: 200001 };

/**
 * Public answers that name a partner on purpose: a partner's sign-up link shows the prospect who
 * referred them (docs/product §4 "Client signup", decision 0041). Nothing else of the partner.
 */
const NAMES_A_PARTNER: ReadonlySet<EndpointName> = new Set(['partnerInsuranceGet']);

const names = Object.keys(api) as EndpointName[];

/**
 * Stand-in endpoints for the scopes no contract endpoint uses yet, served by the same platform
 * code; each answers the context its handler was given.
 */
const anything = z.object({}).passthrough();
const probe = <A extends Access>(path: string, access: A) =>
  endpoint({
    path,
    method: 'POST',
    access,
    example: {},
    summary: 'A scope probe',
    request: anything,
    response: anything,
  });
const PROBES = {
  companyProbe: probe('/probe/company', COMPANY_ADMIN),
  groupCompanyProbe: probe('/probe/group-company', GROUP_COMPANY_ADMIN),
  partnerProbe: probe('/probe/partner', PARTNER),
  managerProbe: probe('/probe/manager', PARTNER_MANAGER),
  staffProbe: probe('/probe/staff', staffWith('PERMIT_SEND_RECEIPTS')),
  actingProbe: endpoint({
    path: '/probe/acting',
    method: 'POST',
    access: staffActingFor('PERMIT_LOGIN_AS', 'userId'),
    example: { userId: 100002 },
    summary: 'A scope probe',
    request: z.object({ userId: z.coerce.number() }),
    response: anything,
  }),
  ...byFieldProbes(),
};

/** One endpoint whose scope follows its `report` field, sent each of its values (decision 0019). */
function byFieldProbes() {
  const access = scopeByField('report', {
    mine: { kind: 'employee' },
    company: { kind: 'companyAdmin' },
    book: { kind: 'partner' },
    team: { kind: 'partnerManager' },
  } as const);
  const make = (report: 'mine' | 'company' | 'book' | 'team') =>
    endpoint({
      path: `/probe/by-field-${report}`,
      method: 'POST',
      access,
      example: { report },
      summary: 'A scope probe',
      request: z.object({ report: z.enum(['mine', 'company', 'book', 'team']) }),
      response: anything,
    });
  return {
    byFieldMine: make('mine'),
    byFieldCompany: make('company'),
    byFieldBook: make('book'),
    byFieldTeam: make('team'),
  };
}
const byFieldHandler: Handler<ReturnType<typeof byFieldProbes>['byFieldMine']> = async (ctx) => {
  switch (ctx.scopeKind) {
    case 'employee':
      return { scope: ctx.scopeKind, employee: ctx.employee.id };
    case 'companyAdmin':
      return { scope: ctx.scopeKind, employee: ctx.employee.id, company: ctx.company.id };
    case 'partner':
      return { scope: ctx.scopeKind, partner: ctx.partner.id };
    case 'partnerManager':
      return { scope: ctx.scopeKind, partner: ctx.partner.id, role: ctx.partner.role satisfies 'MANAGER' };
  }
};
// The handler types follow from the scopes: each context is there, non-null, at compile time.
const probeHandlers = {
  companyProbe: async ({ employee, company }) => ({ employee: employee.id, company: company.id }),
  groupCompanyProbe: async ({ company }) => ({ company }),
  partnerProbe: async ({ partner }) => ({ partner }),
  managerProbe: async ({ partner }) => ({ partner, role: partner.role satisfies 'MANAGER' }),
  staffProbe: async ({ staff }) => ({ staff: staff.username }),
  actingProbe: async ({ staff, user }) => ({ staff: staff.username, user }),
  byFieldMine: byFieldHandler,
  byFieldCompany: byFieldHandler,
  byFieldBook: byFieldHandler,
  byFieldTeam: byFieldHandler,
} satisfies { [K in keyof typeof PROBES]: Handler<(typeof PROBES)[K]> };

describe.each(backends)('the authorisation matrix on %s', (backend) => {
  let t: TestApp;
  const facts: Fact[] = [];
  const staffIds = new Map<string, number>();

  beforeAll(async () => {
    t = await startTestApp(backend);
    // A company of a contract type outside 3, 8, 13 (the incorporated product's 20) and its group admin.
    await t.db.insert(employers).values({
      id: 5090,
      name: 'Contract Twenty Holdings Inc.',
      contractType: 20,
      planCode: 1071,
      province: 'ON',
    });
    await t.db.insert(employees).values({
      id: 100090,
      employerId: 5090,
      passwordHash: 'x',
      firstName: 'Tess',
      lastName: 'Twenty',
      email: 'tess.twenty@example.com',
      groupAdmin: true,
      province: 'ON',
      dateOfBirth: '1980-01-01',
      effectiveDate: '2020-01-01',
    });
    const [people, companies, agents, notes, deps, team] = await Promise.all([
      t.db.select().from(employees),
      t.db.select().from(employers),
      t.db.select().from(partners),
      t.db.select().from(notifications),
      t.db.select().from(dependants),
      t.db.select({ id: staff.id, username: staff.username }).from(staff),
    ]);
    for (const s of team) staffIds.set(s.username, s.id);
    const companyOf = new Map(people.map((e) => [e.id, e.employerId]));
    const teamOf = new Map(agents.map((a) => [a.id, a.managerId]));
    for (const e of people) {
      const owner: Owner = { kind: 'employee', id: e.id, companyId: e.employerId };
      facts.push({ owner, marker: e.email, listed: true });
      facts.push({ owner, marker: `"ID":${e.id}`, listed: true });
      facts.push({ owner, marker: `"employee":${e.id}`, listed: false });
    }
    for (const c of companies)
      facts.push({ owner: { kind: 'company', id: c.id }, marker: c.name, listed: true });
    for (const a of agents) {
      const owner: Owner = { kind: 'partner', id: a.id, team: a.managerId };
      facts.push({ owner, marker: a.email, listed: true });
      facts.push({ owner, marker: a.agentName, listed: true });
      facts.push({ owner, marker: `"ID":${a.id}`, listed: true });
    }
    for (const n of notes) {
      const id = Number(n.subjectId);
      const owner: Owner =
        n.kind === 'partner'
          ? { kind: 'partner', id, team: teamOf.get(id)! }
          : { kind: 'employee', id, companyId: companyOf.get(id)! };
      facts.push({ owner, marker: n.title, listed: false });
    }
    for (const d of deps) {
      facts.push({
        owner: { kind: 'employee', id: d.employeeId, companyId: companyOf.get(d.employeeId)! },
        marker: `"depFirstName":${JSON.stringify(d.firstName)},"depLastName":${JSON.stringify(d.lastName)}`,
        listed: false,
      });
    }
  });
  afterAll(async () => t?.close());

  /** A fresh session per call (a logout in the matrix ends only its own), from its own address. */
  async function send(e: Endpoint, p: Principal, index: number, app: FastifyInstance = t.app) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (p.kind !== 'signedOut') {
      const subject = p.kind === 'tools' ? String(staffIds.get(p.subject!)) : p.subject!;
      const { token } = await t.services.sessions.create(p.kind, subject, {
        ip: '10.9.0.1',
        userAgent: 'matrix',
      });
      headers.token = token;
    }
    // One address per principal: throttled endpoints (10 a minute) see each principal once.
    const remoteAddress = `10.9.1.${index + 1}`;
    // A path's parameters (`/company/report/:report`) come from the example.
    const url = API_PREFIX + fillPattern(e.path, e.example as Record<string, string>);
    return e.method === 'GET'
      ? app.inject({ method: 'GET', url, query: e.example as Record<string, string>, headers, remoteAddress })
      : app.inject({ method: 'POST', url, payload: { data: e.example }, headers, remoteAddress });
  }

  /** Sends the example as every principal; answers what went against the declaration. */
  async function check(name: string, e: Endpoint, app?: FastifyInstance): Promise<string[]> {
    const problems: string[] = [];
    for (const [index, p] of PRINCIPALS.entries()) {
      const res = await send(e, p, index, app);
      const raw = res.body;
      const json = res.headers['content-type']?.toString().startsWith('application/json')
        ? (res.json() as {
            code: number;
            data: Record<string, unknown> & { error?: Record<string, unknown> };
          })
        : undefined;
      const error = json?.data.error;
      const signInRefused =
        res.statusCode === 401 &&
        error?.FORCE_LOGOUT === true &&
        error.GENERAL === API_MESSAGES.signInRequired;
      const scopeRefused = res.statusCode === 403 && error?.GENERAL === API_MESSAGES.notAllowed;
      if (!mayCall(e.access, p, e.example)) {
        const expected = p.kind === 'signedOut' ? signInRefused : scopeRefused;
        if (!expected)
          problems.push(`${p.name}: should be refused, got ${res.statusCode} ${raw.slice(0, 200)}`);
        continue;
      }
      if (signInRefused || scopeRefused || res.statusCode === 401 || res.statusCode >= 500) {
        problems.push(`${p.name}: should be let in, got ${res.statusCode} ${raw.slice(0, 200)}`);
        continue;
      }
      if (
        json &&
        json.code === 0 &&
        e.access.kind !== 'public' &&
        typeof json.data.TOKEN_EXPIRY !== 'number'
      ) {
        problems.push(`${p.name}: a signed-in answer without TOKEN_EXPIRY`);
      }
      const self =
        SIGNS_IN_AS[name as EndpointName] ??
        (p.kind === 'employee' || p.kind === 'partner' ? Number(p.subject) : undefined);
      const viewer: Principal =
        SIGNS_IN_AS[name as EndpointName] === 100001
          ? { ...PRINCIPALS[1]!, name: p.name }
          : SIGNS_IN_AS[name as EndpointName] === 200001
            ? { ...PRINCIPALS[6]!, name: p.name }
            : p;
      // A text that is also the viewer's own (two seeded people share an e-mail) is theirs to see.
      const theirsToo = (marker: string) =>
        facts.some((f) => f.marker === marker && mayView(viewer, e.access, f, self));
      for (const fact of facts) {
        const named = NAMES_A_PARTNER.has(name as EndpointName) && fact.owner.kind === 'partner';
        if (
          raw.includes(fact.marker) &&
          !named &&
          !mayView(viewer, e.access, fact, self) &&
          !theirsToo(fact.marker)
        ) {
          problems.push(`${p.name}: the answer carries ${fact.marker} (${JSON.stringify(fact.owner)})`);
        }
      }
    }
    return problems;
  }

  it('has a company admin refused by a contract-type condition, and one let in (decision 0025)', () => {
    const group = { kind: 'companyAdmin', contractTypes: [3, 8, 13] } as const;
    expect(mayCall(group, PRINCIPALS.at(-1)!, {})).toBe(false);
    expect(mayCall(group, PRINCIPALS[2]!, {})).toBe(true);
    expect(mayCall(COMPANY_ADMIN, PRINCIPALS.at(-1)!, {})).toBe(true);
  });

  it.each(names)('%s: exactly its declared scope, and no other tenant’s data', async (name) => {
    expect(await check(name, api[name])).toEqual([]);
  });

  describe('scopes no endpoint uses yet, on stand-in endpoints', () => {
    let probes: FastifyInstance;
    beforeAll(async () => {
      probes = Fastify({ logger: false });
      installErrorHandling(probes, (_req, reply) => reply.status(404).send());
      registerEndpoints(probes, probeHandlers as never, t.services, databasePrincipals(t.db), PROBES);
      await probes.ready();
    });
    afterAll(async () => probes?.close());

    it.each(Object.keys(PROBES) as (keyof typeof PROBES)[])(
      '%s: exactly its declared scope',
      async (name) => {
        expect(await check(name, PROBES[name], probes)).toEqual([]);
      },
    );

    it('hands each handler the principal its scope resolved', async () => {
      const body = async (name: keyof typeof PROBES, who: number, data?: unknown) => {
        const e = PROBES[name];
        const res = await send({ ...e, example: data ?? e.example }, PRINCIPALS[who]!, who, probes);
        return res.json() as { code: number; data: Record<string, unknown> };
      };
      expect((await body('companyProbe', 3)).data).toMatchObject({ employee: 100003, company: 5002 });
      expect((await body('groupCompanyProbe', 2)).data).toMatchObject({
        company: { id: 5002, contractType: 13 },
      });
      const refusedAdmin = await body('groupCompanyProbe', PRINCIPALS.length - 1);
      expect(refusedAdmin).toMatchObject({ code: 3, data: { error: { GENERAL: API_MESSAGES.notAllowed } } });
      // A byField scope hands over the principals of the scope the request named.
      expect((await body('byFieldMine', 1)).data).toMatchObject({ scope: 'employee', employee: 100001 });
      expect((await body('byFieldCompany', 2)).data).toMatchObject({
        scope: 'companyAdmin',
        employee: 100002,
        company: 5002,
      });
      expect((await body('byFieldBook', 8)).data).toMatchObject({ scope: 'partner', partner: 200002 });
      // A manager-only report (the Agent List, decision 0038): the manager, never an agent.
      expect((await body('byFieldTeam', 8)).data).toMatchObject({ scope: 'partnerManager', partner: 200002 });
      expect(await body('byFieldTeam', 6)).toMatchObject({
        code: 3,
        data: { error: { GENERAL: API_MESSAGES.notAllowed } },
      });
      expect((await body('partnerProbe', 6)).data).toMatchObject({
        partner: { id: 200001, managerId: 200002, role: 'AGENT' },
      });
      expect((await body('managerProbe', 8)).data).toMatchObject({
        partner: { id: 200002, managerId: 200002, role: 'MANAGER' },
      });
      expect((await body('actingProbe', 10)).data).toMatchObject({
        staff: 'staff',
        user: { id: 100002, companyId: 5002, groupAdmin: true, terminated: false },
      });
      // Staff acting for nobody: the spec's "Invalid Employee ID", on the declared field.
      expect(await body('actingProbe', 10, { userId: 999_999 })).toEqual({
        code: 1,
        data: {
          error: { GENERAL: MESSAGES.correctInformation, userId: MESSAGES.invalidEmployeeId },
          errorKeys: {
            GENERAL: { key: 'validation.correctInformation' },
            userId: { key: 'validation.invalidEmployeeId' },
          },
        },
      });
    });
  });

  it('refuses the company directory to an administrator once terminated (docs/product §6)', async () => {
    await t.db.update(employees).set({ terminated: true }).where(eq(employees.id, 100008));
    try {
      const res = await send(api.employeeDirectory, PRINCIPALS[4]!, 4);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 3,
        data: {
          error: { GENERAL: API_MESSAGES.notAllowed },
          errorKeys: { GENERAL: { key: 'api.notAllowed' } },
        },
      });
    } finally {
      await t.db.update(employees).set({ terminated: false }).where(eq(employees.id, 100008));
    }
  });
});

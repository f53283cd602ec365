import {
  addDays,
  auditSelection,
  compareIsoDates,
  planYearOn,
  planYearWithKey,
  priceClaim,
  todayIso,
  type PlanYearEndType,
  ledgerReference,
} from '@benefits/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  balanceLedger,
  claimItems,
  claims,
  claimStatusHistory,
  dependants,
  employees,
  employers,
  notifications,
  providers,
  services,
} from '../schema';

import { paidNotification } from '../../modules/claims/text';

/** The eligible services of each account type (reference data every claim points at). */
export async function seedServices(tx: Tx): Promise<void> {
  await tx.insert(services).values([
    { id: 1, name: 'Prescription Drugs', nameFr: 'Médicaments sur ordonnance', account: 'HSA' },
    { id: 2, name: 'Dental', nameFr: 'Soins dentaires', account: 'HSA' },
    { id: 3, name: 'Vision Care', nameFr: 'Soins de la vue', account: 'HSA' },
    { id: 4, name: 'Physiotherapy', nameFr: 'Physiothérapie', account: 'HSA' },
    { id: 5, name: 'Chiropractic', nameFr: 'Chiropratique', account: 'HSA' },
    { id: 6, name: 'Massage Therapy (RMT)', nameFr: 'Massothérapie (MT)', account: 'HSA' },
    { id: 7, name: 'Psychology and Counselling', nameFr: 'Psychologie et counseling', account: 'HSA' },
    {
      id: 8,
      name: 'Medical Devices and Supplies',
      nameFr: 'Appareils et fournitures médicales',
      account: 'HSA',
    },
    { id: 9, name: 'Hearing Aids', nameFr: 'Prothèses auditives', account: 'HSA' },
    { id: 10, name: 'Orthotics', nameFr: 'Orthèses', account: 'HSA' },
    {
      id: 101,
      name: 'Fitness Membership and Classes',
      nameFr: 'Abonnement et cours de conditionnement',
      account: 'WSA',
    },
    { id: 102, name: 'Sports Equipment', nameFr: 'Équipement sportif', account: 'WSA' },
    { id: 103, name: 'Nutrition Counselling', nameFr: 'Conseils en nutrition', account: 'WSA' },
    {
      id: 104,
      name: 'Courses and Professional Development',
      nameFr: 'Cours et perfectionnement professionnel',
      account: 'WSA',
    },
    { id: 105, name: 'Mental Health Programs', nameFr: 'Programmes de santé mentale', account: 'WSA' },
    { id: 106, name: 'Family Recreation', nameFr: 'Loisirs familiaux', account: 'WSA' },
  ]);
}

/** One expense: who (the employee, or a dependant by first name), when (MM-DD), what, where, how much. */
interface SeedItem {
  patient: 'self' | string;
  on: string;
  service: number;
  provider: string;
  providerNumber?: string;
  cents: number;
}

/** One past claim: submitted a few days after its last expense, in the plan year `yearsAgo` back. */
interface SeedClaim {
  employeeId: number;
  type: 'HSA' | 'WSA';
  yearsAgo: 0 | 1 | 2;
  items: SeedItem[];
}

const HARBORD = { provider: 'Harbord Dental Centre', providerNumber: 'ON-D-20417' };
const ANNEX = { provider: 'Annex Physiotherapy Clinic', providerNumber: 'ON-P-11820' };
const SHOPPERS = { provider: 'Shoppers Drug Mart #1021', providerNumber: 'ON-RX-1021' };
const OPTOMETRY = { provider: 'Bloor West Optometry', providerNumber: 'ON-O-3356' };
const RIVERFRONT = { provider: 'Riverfront Dental', providerNumber: 'AB-D-7781' };
const COOP = { provider: 'Calgary Co-op Pharmacy', providerNumber: 'AB-RX-0412' };
const EAU_CLAIRE = { provider: 'Eau Claire Eye Care', providerNumber: 'AB-O-2290' };

/** An HSA or WSA claim of the given expenses. */
const hsa = (...items: SeedItem[]) => ({ type: 'HSA' as const, items });
const wsa = (...items: SeedItem[]) => ({ type: 'WSA' as const, items });
/** The claims one employee made in the plan year `yearsAgo` back. */
const planYear = (
  employeeId: number,
  yearsAgo: SeedClaim['yearsAgo'],
  made: Pick<SeedClaim, 'type' | 'items'>[],
): SeedClaim[] => made.map((claim) => ({ employeeId, yearsAgo, ...claim }));

/**
 * The demo claim history (docs/architecture.md "Demo data"). Olivia Tremblay (100001, Ontario) claimed in the
 * two plan years before this one: 889.20 two years ago, and exactly 1,450.00 last year (the amount
 * the seed's balances always showed as claimed). Liam Gagnon (100002, Alberta) used all of last
 * year's HSA (1,500.00) and WSA (500.00), and has claimed this year up to today. All of it was
 * claimed on paper forms, so there are no receipt files (the seed has no FileStore).
 */
const HISTORY: SeedClaim[] = [
  // 100001, two plan years ago (funded 2,500.00).
  ...planYear(100001, 2, [
    hsa(
      { patient: 'self', on: '02-11', service: 2, ...HARBORD, cents: 16_500 },
      { patient: 'Léa', on: '02-11', service: 2, ...HARBORD, cents: 12_800 },
    ),
    hsa({ patient: 'Léa', on: '04-27', service: 3, ...OPTOMETRY, cents: 31_500 }),
    hsa(
      { patient: 'Marc', on: '06-15', service: 5, provider: 'Spadina Chiropractic', cents: 7_500 },
      { patient: 'Marc', on: '06-29', service: 5, provider: 'Spadina Chiropractic', cents: 7_500 },
    ),
    hsa({ patient: 'self', on: '08-08', service: 1, ...SHOPPERS, cents: 3_620 }),
    hsa({ patient: 'self', on: '11-18', service: 4, ...ANNEX, cents: 9_500 }),
  ]),
  // 100001, last plan year (funded 2,000.00; claimed 1,450.00).
  ...planYear(100001, 1, [
    hsa(
      { patient: 'self', on: '01-22', service: 2, ...HARBORD, cents: 18_500 },
      { patient: 'Léa', on: '01-22', service: 2, ...HARBORD, cents: 14_250 },
    ),
    hsa(
      { patient: 'Marc', on: '03-09', service: 4, ...ANNEX, cents: 9_500 },
      { patient: 'Marc', on: '03-16', service: 4, ...ANNEX, cents: 9_500 },
    ),
    hsa(
      { patient: 'self', on: '05-02', service: 1, ...SHOPPERS, cents: 4_275 },
      { patient: 'self', on: '05-30', service: 1, ...SHOPPERS, cents: 4_275 },
    ),
    hsa({ patient: 'Léa', on: '07-14', service: 3, ...OPTOMETRY, cents: 28_900 }),
    hsa({ patient: 'self', on: '09-05', service: 6, provider: 'Kensington Wellness RMT', cents: 11_000 }),
    hsa({ patient: 'Marc', on: '10-20', service: 2, ...HARBORD, cents: 22_600 }),
    hsa({ patient: 'self', on: '12-02', service: 7, provider: 'Dr. Anne Leclerc, C.Psych.', cents: 22_200 }),
  ]),
  // 100002, last plan year: HSA 1,500.00 and WSA 500.00, both used up.
  ...planYear(100002, 1, [
    wsa({ patient: 'self', on: '01-15', service: 101, provider: 'Repsol Sport Centre', cents: 34_900 }),
    hsa({ patient: 'self', on: '02-03', service: 1, ...COOP, cents: 6_430 }),
    hsa({ patient: 'Sarah', on: '04-19', service: 2, ...RIVERFRONT, cents: 41_000 }),
    hsa(
      { patient: 'self', on: '06-07', service: 4, provider: 'Bow River Physiotherapy', cents: 12_000 },
      { patient: 'self', on: '06-21', service: 4, provider: 'Bow River Physiotherapy', cents: 12_000 },
    ),
    wsa({ patient: 'Sarah', on: '08-20', service: 102, provider: 'Sport Chek Chinook', cents: 18_999 }),
    hsa({ patient: 'Sarah', on: '09-12', service: 3, ...EAU_CLAIRE, cents: 39_500 }),
    hsa({ patient: 'self', on: '11-28', service: 2, ...RIVERFRONT, cents: 51_000 }),
  ]),
  // 100002, this plan year (those submitted by today).
  ...planYear(100002, 0, [
    hsa({ patient: 'self', on: '01-20', service: 1, ...COOP, cents: 6_430 }),
    hsa({ patient: 'Sarah', on: '03-14', service: 2, ...RIVERFRONT, cents: 26_500 }),
    hsa({ patient: 'self', on: '05-26', service: 5, provider: 'Beltline Chiropractic', cents: 8_500 }),
    hsa({ patient: 'Sarah', on: '08-11', service: 6, provider: 'Inglewood Massage Therapy', cents: 12_000 }),
    hsa({ patient: 'self', on: '10-29', service: 3, ...EAU_CLAIRE, cents: 24_000 }),
  ]),
];

/**
 * Claims of the last weeks, dated back from the day the seed runs, so Prairie Sky's company reports
 * have rows over their default period (the last month): three drivers' dental claims paid, with their
 * fees and GST (three claimants: the service summary shows the count), and a claim submitted two days
 * ago, not yet paid nor funded (the request for funding). Each is in the plan year of the day it was
 * submitted, so early in January some are last plan year's (the drivers are funded for both). Drivers
 * other than those the directory's tests move (Sophie, Zoé, Owen) claim, so their balances there stay
 * as they were.
 */
const RECENT: {
  employeeId: number;
  type: 'HSA' | 'WSA';
  items: (Omit<SeedItem, 'on'> & { daysAgo: number })[];
}[] = [
  {
    employeeId: 100101,
    type: 'HSA',
    items: [
      { patient: 'self', daysAgo: 24, service: 2, ...RIVERFRONT, cents: 18_500 },
      { patient: 'self', daysAgo: 24, service: 1, ...COOP, cents: 4_250 },
    ],
  },
  {
    employeeId: 100103,
    type: 'HSA',
    items: [{ patient: 'self', daysAgo: 19, service: 2, ...RIVERFRONT, cents: 26_000 }],
  },
  {
    employeeId: 100106,
    type: 'HSA',
    items: [
      { patient: 'self', daysAgo: 15, service: 2, provider: 'Kensington Dental', cents: 14_200 },
      { patient: 'self', daysAgo: 13, service: 4, provider: 'Bow River Physiotherapy', cents: 9_000 },
    ],
  },
  {
    employeeId: 100103,
    type: 'HSA',
    items: [
      { patient: 'self', daysAgo: 5, service: 6, provider: 'Inglewood Massage Therapy', cents: 11_000 },
    ],
  },
];
const HISTORY_CLAIMANTS = [100001, 100002];
/** The drivers of the recent claims: seeded by seedDirectory, so their claims are written after it. */
const RECENT_CLAIMANTS = [...new Set(RECENT.map((c) => c.employeeId))];

/** Deposits the history needs besides the ones seedEmployees writes (plan years it does not fund). */
const EXTRA_FUNDING = [
  { employeeId: 100001, account: 'HSA', yearsAgo: 2, amountCents: 250_000 },
  { employeeId: 100002, account: 'HSA', yearsAgo: 1, amountCents: 150_000 },
  { employeeId: 100002, account: 'WSA', yearsAgo: 1, amountCents: 50_000 },
] as const;

const SUBMITTED_AFTER_DAYS = 3;
/** Who gets a "Claim paid" notification for each of their latest paid claims, and for how many. */
const NOTIFIED_EMPLOYEE = 100001;
const PAID_NOTIFICATIONS = 2;
const PAID_AFTER_DAYS = 5;
const AUDIT_SETTLED_AFTER_DAYS = 4;

const at = (iso: string, hourUtc: number) =>
  new Date(`${iso}T${String(hourUtc).padStart(2, '0')}:00:00.000Z`);
const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/**
 * Writes the claim history, with ledger rows that agree with it, inside the seed transaction
 * (called by seedDemo after every other module's inserts). It replaces seedEmployees's single synthetic "Claims paid"
 * row of 100001 by the claims that make it up, and dates the plan-year deposits of 100001 and
 * 100002 at the start of their plan years so that Balance History reads in order. Balances the
 * rest of the app shows (100001: 2,500.00 this year, 550.00 left of last year; 100002's WSA
 * 500.00) are unchanged; 100002's HSA shows this year's claims. With `recent`, it writes the drivers'
 * claims of the last weeks instead (RECENT; called after seedDirectory, which adds the drivers).
 */
export async function seedClaims(tx: Tx, now: Date, which: 'history' | 'recent' = 'history'): Promise<void> {
  const history = which === 'history';
  const CLAIMANTS = history ? HISTORY_CLAIMANTS : RECENT_CLAIMANTS;
  const today = todayIso(now);
  const people = await tx
    .select({ e: employees, r: employers })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(inArray(employees.id, CLAIMANTS));
  const deps = await tx
    .select()
    .from(dependants)
    .where(and(inArray(dependants.employeeId, CLAIMANTS), isNull(dependants.removedAt)));
  const serviceRows = await tx.select().from(services);
  const serviceNames = new Map(serviceRows.map((s) => [s.id, s.name]));
  const serviceNamesFr = new Map(serviceRows.map((s) => [s.id, s.nameFr || s.name]));
  const person = (id: number) => people.find((p) => p.e.id === id)!;
  const planYear = (employeeId: number, yearsAgo: number) => {
    const { e, r } = person(employeeId);
    const terms = {
      type: r.planYearEndType as PlanYearEndType,
      fiscalYearEnd: r.fiscalYearEnd,
      effectiveDate: e.effectiveDate,
    };
    const key = now.getUTCFullYear() - yearsAgo;
    return planYearWithKey(terms, key, today) ?? { start: `${key}-01-01`, end: `${key}-12-31`, key };
  };
  /** The plan year a claim submitted on `day` belongs to, as the app files it (its plan year then). */
  const planYearOf = (employeeId: number, day: string) => {
    const { e, r } = person(employeeId);
    return planYearOn(
      {
        type: r.planYearEndType as PlanYearEndType,
        fiscalYearEnd: r.fiscalYearEnd,
        effectiveDate: e.effectiveDate,
      },
      day,
    );
  };

  // The synthetic row goes; the claims below add up to it.
  if (history)
    await tx
      .delete(balanceLedger)
      .where(
        and(
          eq(balanceLedger.employeeId, 100001),
          eq(balanceLedger.kind, 'CLAIM'),
          isNull(balanceLedger.claimId),
        ),
      );
  const deposits = history
    ? await tx
        .select()
        .from(balanceLedger)
        .where(and(inArray(balanceLedger.employeeId, [100001, 100002]), eq(balanceLedger.kind, 'FUNDING')))
    : [];
  for (const d of deposits) {
    const key = d.planYear;
    const start = planYear(d.employeeId, now.getUTCFullYear() - key).start;
    await tx
      .update(balanceLedger)
      .set({ createdAt: at(start, 9) })
      .where(eq(balanceLedger.id, d.id));
  }
  if (history)
    await tx.insert(balanceLedger).values(
      EXTRA_FUNDING.map((f) => {
        const year = planYear(f.employeeId, f.yearsAgo);
        return {
          employeeId: f.employeeId,
          account: f.account,
          planYear: year.key,
          amountCents: f.amountCents,
          kind: 'FUNDING' as const,
          reference: ledgerReference('planYearDeposit'),
          createdAt: at(year.start, 9),
        };
      }),
    );
  const balance = new Map<string, number>();
  for (const row of await tx
    .select()
    .from(balanceLedger)
    .where(inArray(balanceLedger.employeeId, CLAIMANTS))) {
    const key = `${row.employeeId}|${row.account}|${row.planYear}`;
    balance.set(key, (balance.get(key) ?? 0) + row.amountCents);
  }

  // Claims in the order they were submitted; only those submitted by now.
  const dated = (history ? HISTORY : [])
    .map((claim) => {
      const year = planYear(claim.employeeId, claim.yearsAgo);
      const items = claim.items.map((i) => ({ ...i, date: `${year.start.slice(0, 4)}-${i.on}` }));
      const last = items
        .map((i) => i.date)
        .sort(compareIsoDates)
        .at(-1)!;
      return { ...claim, year, items, submittedAt: at(addDays(last, SUBMITTED_AFTER_DAYS), 15) };
    })
    .concat(
      (history ? [] : RECENT).map((claim) => {
        const items = claim.items.map((i) => ({ ...i, on: '', date: addDays(today, -i.daysAgo) }));
        const last = items
          .map((i) => i.date)
          .sort(compareIsoDates)
          .at(-1)!;
        const submittedOn = addDays(last, SUBMITTED_AFTER_DAYS);
        // Early in January, the last weeks' claims were submitted in last plan year, and paid from it.
        const year = planYearOf(claim.employeeId, submittedOn);
        return {
          ...claim,
          yearsAgo: (year.key < now.getUTCFullYear() ? 1 : 0) as SeedClaim['yearsAgo'],
          year,
          items,
          submittedAt: at(submittedOn, 15),
        };
      }),
    )
    .filter((c) => c.submittedAt.getTime() <= now.getTime())
    .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());

  const submitted = new Map<number, number>();
  const payments: {
    employeeId: number;
    claimId: number;
    payableCents: number;
    services: string;
    servicesFr: string;
    at: Date;
  }[] = [];
  const lastUsed = new Map<string, { employeeId: number; name: string; providerNumber: string; at: Date }>();
  for (const claim of dated) {
    const { e, r } = person(claim.employeeId);
    const key = `${claim.employeeId}|${claim.type}|${claim.year.key}`;
    const { lines, total } = priceClaim(
      claim.items.map((i) => ({ amountCents: i.cents })),
      {
        province: e.province,
        planCode: r.planCode,
        balances: { currentCents: balance.get(key) ?? 0, previousCents: 0 },
        runOut: false,
      },
    );
    balance.set(key, (balance.get(key) ?? 0) - total.totalPayableAmount);
    const number = (submitted.get(claim.employeeId) ?? 0) + 1;
    submitted.set(claim.employeeId, number);
    const claimed = claim.items.reduce((sum, i) => sum + i.cents, 0);
    const audit = auditSelection({ claimedCents: claimed, submissionNumber: number });
    const settledAt = earliest(
      new Date(claim.submittedAt.getTime() + AUDIT_SETTLED_AFTER_DAYS * 86_400_000),
      now,
    );
    const paidAt = new Date((audit ? settledAt : claim.submittedAt).getTime() + PAID_AFTER_DAYS * 86_400_000);
    const paid = paidAt.getTime() <= now.getTime();
    const [row] = await tx
      .insert(claims)
      .values({
        employeeId: claim.employeeId,
        type: claim.type,
        status: paid ? 'P' : 'N',
        origin: 'P',
        planYear: claim.year.key,
        claimedCents: claimed,
        copayCents: total.coPayAmount,
        payableCents: total.totalPayableAmount,
        previousYearPayableCents: total.previousYearPayableAmount,
        adminFeeCents: total.adminFeeAmount,
        gstCents: total.gstAmount,
        hstCents: total.hstAmount,
        rstCents: total.rstAmount,
        pstCents: total.pstAmount,
        premCents: total.premAmount,
        totalCents: total.totalAmount,
        funded: paid,
        auditSelected: audit !== null,
        auditResult: audit ? 'PASS' : null,
        submittedAt: claim.submittedAt,
        createdAt: claim.submittedAt,
        updatedAt: paid ? paidAt : claim.submittedAt,
      })
      .returning({ id: claims.id });
    const claimId = row!.id;
    await tx.insert(claimItems).values(
      claim.items.map((i, index) => {
        const dep =
          i.patient === 'self'
            ? undefined
            : deps.find((d) => d.employeeId === claim.employeeId && d.firstName === i.patient)!;
        return {
          claimId,
          dependantId: dep ? dep.id : null,
          patientName: dep ? `${dep.firstName} ${dep.lastName}` : `${e.firstName} ${e.lastName}`,
          serviceId: i.service,
          serviceName: serviceNames.get(i.service) ?? '',
          provider: i.provider,
          providerNumber: i.providerNumber ?? '',
          serviceDate: i.date,
          amountCents: i.cents,
          breakdown: lines[index],
          createdAt: claim.submittedAt,
        };
      }),
    );
    const employee = { actorKind: 'employee', actorId: String(claim.employeeId) };
    const statuses = [
      {
        ...employee,
        status: audit ? 'A' : 'N',
        note: audit ? 'Paper claim received; selected for audit' : 'Paper claim received',
        at: claim.submittedAt,
      },
      ...(audit
        ? [{ status: 'N', actorKind: 'staff', actorId: 'auditor', note: 'Audit passed', at: settledAt }]
        : []),
      ...(paid
        ? [
            {
              status: 'P',
              actorKind: 'system',
              actorId: 'payments',
              note: 'Paid by direct deposit',
              at: paidAt,
            },
          ]
        : []),
    ];
    await tx.insert(claimStatusHistory).values(statuses.map((s) => ({ ...s, claimId })));
    if (paid) {
      const namesIn = (table: Map<number, string>) =>
        [...new Set(claim.items.map((i) => table.get(i.service) ?? ''))].filter(Boolean).join(', ');
      payments.push({
        employeeId: claim.employeeId,
        claimId,
        payableCents: total.totalPayableAmount,
        services: namesIn(serviceNames),
        servicesFr: namesIn(serviceNamesFr),
        at: paidAt,
      });
    }
    if (total.totalPayableAmount > 0) {
      await tx.insert(balanceLedger).values({
        employeeId: claim.employeeId,
        account: claim.type,
        planYear: claim.year.key,
        amountCents: -total.totalPayableAmount,
        kind: 'CLAIM',
        reference: ledgerReference('claim', { id: claimId }),
        claimId,
        createdAt: claim.submittedAt,
      });
    }
    for (const i of claim.items) {
      const k = `${claim.employeeId}|${i.provider}|${i.providerNumber ?? ''}`;
      lastUsed.set(k, {
        employeeId: claim.employeeId,
        name: i.provider,
        providerNumber: i.providerNumber ?? '',
        at: claim.submittedAt,
      });
    }
  }
  // Olivia's notifications tell of her last paid claims, as the payment run would have.
  const latestPaid = payments
    .filter((p) => p.employeeId === NOTIFIED_EMPLOYEE)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, PAID_NOTIFICATIONS);
  if (latestPaid.length > 0) {
    await tx.insert(notifications).values(
      latestPaid.map((p) => ({
        kind: 'employee',
        subjectId: String(p.employeeId),
        ...paidNotification({
          claimId: p.claimId,
          services: p.services,
          servicesFr: p.servicesFr,
          amountCents: p.payableCents,
        }),
        webOnPress: `/claim/${p.claimId}`,
        createdAt: p.at,
      })),
    );
  }
  if (lastUsed.size > 0) {
    await tx.insert(providers).values(
      [...lastUsed.values()].map((p) => ({
        employeeId: p.employeeId,
        name: p.name,
        providerNumber: p.providerNumber,
        lastUsedAt: p.at,
      })),
    );
  }
}

import type { Api, ParsedRequestOf, ResponseOf } from '@benefits/contract';
import {
  ENROLMENT_MAX_ROWS,
  ENROLMENT_MESSAGES as M,
  checkEnrolmentRow,
  checkEnrolmentRows,
  enrolmentRowsFromRecords,
  isLanguage,
  keyedMessage,
  MESSAGES,
  missingColumnsMessage,
  planYearDeposits,
  planYearToFund,
  todayIso,
  type CheckedFileRow,
  type EnrolmentContext,
  type EnrolmentRow,
  type EnrolmentRowInput,
  type FundingMember,
  type Language,
  ledgerReference,
} from '@benefits/domain';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { actorOf, recordManyChanges, type Party } from '../account/service/change-log';
import { issueSetPasswordLink, NO_PASSWORD_YET, WELCOME_LINK_TTL_SECONDS } from '../auth/service';
import { validationError } from '../../platform/errors';
import { defineJob, type JobContext } from '../../platform/jobs';
import { queueMail } from '../../platform/mail';
import type { CompanyContext, EmployeeContext } from '../../platform/principals';
import type { Services } from '../../platform/services';
import * as q from './queries';
import { welcomeMailText } from './text';
import { startCoverage } from '../plan/coverage';

/*
 * Adding employees and non-plan administrators (docs/product §2 /add-employee; decision 0025). One
 * employee by form or many from a CSV file go through the same row rules (the domain's
 * checkEnrolmentRow) and the same save: sign-in IDs allocated under a lock, the employees, their
 * classification and division, the classification's limit for the current plan year as ledger rows
 * (for those whose coverage has begun; the daily plan-year funding run funds the others on their date),
 * the change log, and one welcome job, all in one transaction. A file with any bad row saves nothing.
 */

type Answer<N extends keyof Api> = ResponseOf<Api[N]>;
type Input<N extends keyof Api> = ParsedRequestOf<Api[N]>;
type Added = Answer<'addEmployee'>['added'][number];

const companyOf = (c: CompanyContext): Party => ({ kind: 'company', id: String(c.id) });

/** The welcome job: a set-password link and a welcome mail for each new account (decision 0025). */
export const welcomeJob = defineJob(
  'enrolment-welcome',
  z.object({ accounts: z.array(z.object({ id: z.number().int(), language: z.enum(['en', 'fr']) })) }),
  { maxAttempts: 20 },
);

/** What the row rules need, read on `db` (with `share`, the classifications and divisions are locked FOR SHARE). */
async function contextOf(
  db: Tx,
  s: Services,
  company: CompanyContext,
  language: Language,
  share = false,
): Promise<{ ctx: EnrolmentContext; amounts: Map<number, { hsa: number; wsa: number }> }> {
  const facts = await q.companyFacts(db, company.id);
  const classes = await q.companyClassifications(db, company.id, share);
  const divisions = await q.companyDivisions(db, company.id, share);
  const emailsInUse = await q.companyEmails(db, company.id);
  return {
    ctx: {
      planCode: facts?.planCode,
      today: todayIso(s.now()),
      classifications: classes,
      divisions,
      defaultLanguage: language,
      emailsInUse,
    },
    amounts: new Map(classes.map((c) => [c.id, { hsa: c.hsaAmountCents, wsa: c.wsaAmountCents }])),
  };
}

/** A form's failure: its fields' messages, nothing saved. */
const rowRefused = (errors: Record<string, string>) => validationError(errors, MESSAGES.correctInformation);

// ---- Saving ----------------------------------------------------------------------------------

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
}
type Member = EnrolmentRow;

/**
 * Saves new accounts on `tx` (which holds the ID lock): members (with their classification, division
 * and limit) or non-plan administrators. Answers who was added.
 */
async function saveAccounts(
  tx: Tx,
  s: Services,
  admin: EmployeeContext,
  company: CompanyContext,
  people: { members: readonly Member[] } | { admins: readonly Person[] },
  amounts: Map<number, { hsa: number; wsa: number }>,
): Promise<Added[]> {
  const facts = (await q.companyFacts(tx, company.id))!;
  const highest = await q.lockHighestEmployeeId(tx);
  const today = todayIso(s.now());
  const base = {
    employerId: company.id,
    passwordHash: NO_PASSWORD_YET,
    limitType: 'STANDARD',
  };
  const added: Added[] = [];
  const changes: { id: number; after: Record<string, string | number | boolean | null> }[] = [];
  if ('members' in people) {
    const rows = people.members.map((m, i) => ({ ...m, id: highest + 1 + i }));
    const wellnessOf = (m: Member) => facts.hasWellness && (amounts.get(m.classificationId)?.wsa ?? 0) > 0;
    await q.insertEmployees(
      tx,
      rows.map((m) => ({
        ...base,
        id: m.id,
        firstName: m.firstName,
        lastName: m.lastName,
        email: m.email,
        groupAdmin: m.groupAdmin,
        wellness: wellnessOf(m),
        province: m.province,
        dateOfBirth: m.dateOfBirth,
        effectiveDate: m.effectiveDate,
        // First sign-in: the HSA agreement, then personal details and banking (docs/product §4).
        hsaEmployerAgreement: false,
        newEmployeeCheck: true,
        missingInfo: true,
        missingBanking: true,
      })),
    );
    // The company's insurance add-ons cover the new members from their effective date (decision 37).
    await startCoverage(
      tx,
      company.id,
      rows.map((m) => ({
        id: m.id,
        effectiveDate: m.effectiveDate,
        nonMemberAdminOnly: false,
        eeHasEei: false,
      })),
    );
    await q.insertEmployeeClassifications(
      tx,
      rows.map((m) => ({ employeeId: m.id, classificationId: m.classificationId })),
    );
    await q.insertEmployeeDivisions(
      tx,
      rows.filter((m) => m.divisionId !== null).map((m) => ({ employeeId: m.id, divisionId: m.divisionId! })),
    );
    // The classification's limit for the plan year containing today, as one FUNDING row per account,
    // for an employee whose coverage has begun (effective date today or earlier): the rule of the
    // daily plan-year funding run, which funds a later effective date on that date, at the
    // classification's amount of that day (decision 0059).
    const ledger = rows.flatMap((m) => {
      const amount = amounts.get(m.classificationId)!;
      const member: FundingMember = {
        effectiveDate: m.effectiveDate,
        terminated: false,
        terminationDate: null,
        nonMemberAdminOnly: false,
        wellness: wellnessOf(m),
        hsaCents: amount.hsa,
        wsaCents: amount.wsa,
        planYearEndType: facts.planYearEndType,
        fiscalYearEnd: facts.fiscalYearEnd,
        cancellationDate: facts.cancellationDate,
        planClosed: facts.planClosed,
      };
      const planYear = planYearToFund(member, today);
      if (!planYear) return [];
      return planYearDeposits(member).map((d) => ({
        employeeId: m.id,
        account: d.account,
        planYear: planYear.key,
        amountCents: d.amountCents,
        kind: 'FUNDING' as const,
        reference: ledgerReference('planYearDeposit'),
      }));
    });
    await q.insertLedgerRows(tx, ledger);
    for (const m of rows) {
      added.push({
        ID: m.id,
        firstName: m.firstName,
        lastName: m.lastName,
        email: m.email,
        groupAdmin: m.groupAdmin,
        nonMemberAdmin: false,
      });
      changes.push({
        id: m.id,
        after: {
          firstName: m.firstName,
          lastName: m.lastName,
          email: m.email,
          dateOfBirth: m.dateOfBirth,
          province: m.province,
          effectiveDate: m.effectiveDate,
          classificationId: m.classificationId,
          divisionId: m.divisionId,
          groupAdmin: m.groupAdmin,
        },
      });
    }
  } else {
    const rows = people.admins.map((p, i) => ({ ...p, id: highest + 1 + i }));
    await q.insertEmployees(
      tx,
      rows.map((p) => ({
        ...base,
        id: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        nonMemberAdminOnly: true,
        // No plan: no birth date, no classification, no balance (docs/product §3 non-plan admin).
        province: facts.province,
        dateOfBirth: '',
        effectiveDate: today,
      })),
    );
    for (const p of rows) {
      added.push({
        ID: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        groupAdmin: false,
        nonMemberAdmin: true,
      });
      changes.push({
        id: p.id,
        after: { firstName: p.firstName, lastName: p.lastName, email: p.email, nonMemberAdmin: true },
      });
    }
  }
  // The change log: one row per field of each new account, in one insert per thousand rows.
  await recordManyChanges(
    tx,
    actorOf(admin),
    companyOf(company),
    'employee',
    changes.map((c) => ({ entityId: String(c.id), before: null, after: c.after })),
    ['dateOfBirth'],
    s.now(),
  );
  const languages: Language[] =
    'members' in people ? people.members.map((m) => m.language) : people.admins.map((p) => p.language);
  await s.jobs.enqueue(tx, welcomeJob, {
    accounts: added.map((a, i) => ({ id: a.ID, language: languages[i]! })),
  });
  return added;
}

// ---- One employee, one administrator ---------------------------------------------------------

export async function addEmployee(
  s: Services,
  admin: EmployeeContext,
  company: CompanyContext,
  input: Input<'addEmployee'>,
  language: Language,
): Promise<Answer<'addEmployee'>> {
  const row: EnrolmentRowInput = input;
  // Checked once outside (a quick answer for a bad form), and again under the lock, where it counts.
  const outside = checkEnrolmentRow(row, (await contextOf(s.db, s, company, language)).ctx);
  if (!outside.ok) throw rowRefused(outside.errors);
  const added = await s.db.transaction(async (tx) => {
    await q.lockHighestEmployeeId(tx);
    const { ctx, amounts } = await contextOf(tx, s, company, language, true);
    const check = checkEnrolmentRow(row, ctx);
    if (!check.ok) throw rowRefused(check.errors);
    return saveAccounts(tx, s, admin, company, { members: [check.row] }, amounts);
  });
  return { added, message: M.employeeAdded };
}

/** A non-plan administrator: names and e-mail (the same rules as an employee's), and a language. */
export async function addNonPlanAdmin(
  s: Services,
  admin: EmployeeContext,
  company: CompanyContext,
  input: Input<'addNonPlanAdmin'>,
  language: Language,
): Promise<Answer<'addNonPlanAdmin'>> {
  const added = await s.db.transaction(async (tx) => {
    await q.lockHighestEmployeeId(tx);
    const { ctx } = await contextOf(tx, s, company, language);
    // The employee rules, keeping only the fields an administrator has.
    const check = checkEnrolmentRow({ ...input, groupAdmin: false }, ctx);
    const fields = ['firstName', 'lastName', 'email', 'language'] as const;
    const errors = check.ok
      ? {}
      : Object.fromEntries(fields.filter((f) => check.errors[f]).map((f) => [f, check.errors[f]!]));
    if (Object.keys(errors).length > 0) throw rowRefused(errors);
    const rawLanguage = String(input.language).trim().toLowerCase();
    const person: Person = {
      firstName: String(input.firstName).trim(),
      lastName: String(input.lastName).trim(),
      email: String(input.email).trim(),
      language: isLanguage(rawLanguage) ? rawLanguage : language,
    };
    return saveAccounts(tx, s, admin, company, { admins: [person] }, new Map());
  });
  return { added, message: M.adminAdded };
}

// ---- A CSV file --------------------------------------------------------------------------------

/** A file's rows as typed, or its one general problem (unreadable, no rows, too many, missing columns). */
function readCsv(content: string): EnrolmentRowInput[] {
  let headers: string[] = [];
  let records: Record<string, string>[];
  try {
    records = parse(content, {
      bom: true,
      columns: (header: string[]) => {
        headers = header.map((h) => String(h));
        return headers;
      },
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      trim: true,
    }) as Record<string, string>[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw fileRefused(keyedMessage('enrolment.fileUnreadable', { line }));
  }
  const { missing, rows } = enrolmentRowsFromRecords(headers, records);
  if (headers.length > 0 && missing.length > 0) throw fileRefused(missingColumnsMessage(missing));
  if (rows.length === 0) throw fileRefused(M.fileEmpty);
  if (rows.length > ENROLMENT_MAX_ROWS) {
    throw fileRefused(keyedMessage('enrolment.fileTooManyRows', { max: ENROLMENT_MAX_ROWS }));
  }
  return rows;
}

const fileRefused = (message: string) => validationError({ content: message }, message);

const shown = (rows: CheckedFileRow[]) => rows.map(({ row, values, errors }) => ({ row, values, errors }));

export async function previewCsv(
  s: Services,
  company: CompanyContext,
  input: Input<'addEmployeesCsvPreview'>,
  language: Language,
): Promise<Answer<'addEmployeesCsvPreview'>> {
  const inputs = readCsv(input.content);
  const { ctx } = await contextOf(s.db, s, company, language);
  const rows = checkEnrolmentRows(inputs, ctx);
  return { rows: shown(rows), badRows: rows.filter((r) => r.errors.length > 0).length };
}

/** Saves a whole file in one transaction, or nothing when any row is bad (checked again under the lock). */
export async function saveCsv(
  s: Services,
  admin: EmployeeContext,
  company: CompanyContext,
  input: Input<'addEmployeesCsvSave'>,
  language: Language,
): Promise<Answer<'addEmployeesCsvSave'>> {
  const inputs = readCsv(input.content);
  const added = await s.db.transaction(async (tx) => {
    await q.lockHighestEmployeeId(tx);
    const { ctx, amounts } = await contextOf(tx, s, company, language, true);
    const rows = checkEnrolmentRows(inputs, ctx);
    const bad = rows.filter((r) => r.errors.length > 0).length;
    if (bad > 0) {
      const message = keyedMessage('enrolment.rowsHaveProblems', { count: bad });
      throw validationError({ content: message }, message);
    }
    return saveAccounts(tx, s, admin, company, { members: rows.map((r) => r.value!) }, amounts);
  });
  return {
    added,
    message:
      added.length === 1
        ? M.employeeAdded
        : keyedMessage('enrolment.employeesAdded', { count: added.length }),
  };
}

// ---- The welcome --------------------------------------------------------------------------------

/**
 * The welcome job's handler: in one transaction with the job's completion, a 7-day single-use
 * set-password link (modules/auth issueSetPasswordLink) and a welcome mail on the outbox for each
 * new account, in the language chosen for them.
 */
export function sendWelcomes(s: Services) {
  return async ({ accounts }: { accounts: { id: number; language: Language }[] }, job: JobContext) => {
    await job.transaction(async (tx) => {
      const languageOf = new Map(accounts.map((a) => [a.id, a.language]));
      for (const r of await q.welcomeRecipients(
        tx,
        accounts.map((a) => a.id),
      )) {
        const { link } = await issueSetPasswordLink(s, tx, {
          kind: 'employee',
          subjectId: r.id,
          ttlSeconds: WELCOME_LINK_TTL_SECONDS,
        });
        await queueMail(s, tx, {
          to: r.email,
          ...welcomeMailText(languageOf.get(r.id) ?? 'en', {
            provider: s.config.PROVIDER_NAME,
            supportEmail: s.config.SUPPORT_EMAIL,
            company: r.company,
            firstName: r.firstName,
            id: r.id,
            nonMemberAdmin: r.nonMemberAdmin,
            link,
            days: Math.round(WELCOME_LINK_TTL_SECONDS / 86_400),
            loginUrl: `${s.config.publicUrl}/login`,
          }),
        });
      }
    });
  };
}

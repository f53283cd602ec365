import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { changeLog, employees, employers, partners, staff } from '../../db/schema';

const SEARCH_LIMIT = 20;

/** `%text%` for ILIKE, with the pattern characters taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Employees by ID (exact) or by part of their first, last or full name, and every employee of a
 * company found by ID (exact) or by part of its name (QA lifecycle 9: staff reach a new client by
 * its company). The employee's own matches come first, then the company's administrators.
 */
export function searchEmployees(db: Db, q: string, id: number | undefined) {
  const pattern = contains(q);
  const byName = or(
    ilike(employees.firstName, pattern),
    ilike(employees.lastName, pattern),
    ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
  );
  const byEmployee = id !== undefined ? or(eq(employees.id, id), byName)! : byName!;
  const byCompany =
    id !== undefined
      ? or(eq(employers.id, id), ilike(employers.name, pattern))!
      : ilike(employers.name, pattern);
  const admin = or(employees.groupAdmin, employees.nonMemberAdminOnly)!;
  return db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employer: employers.name,
      employerId: employers.id,
      admin: sql<boolean>`(${admin})`.mapWith(Boolean),
      terminated: employees.terminated,
    })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(or(byEmployee, byCompany))
    .orderBy(
      sql`case when ${byEmployee} then 0 else 1 end`,
      sql`case when ${admin} then 0 else 1 end`,
      employees.terminated,
      employees.lastName,
      employees.firstName,
      employees.id,
    )
    .limit(SEARCH_LIMIT);
}

const managers = alias(partners, 'managers');

/** A partner by ID, with their manager's name. */
export async function findPartner(db: Db, id: number) {
  const [row] = await db
    .select({
      id: partners.id,
      agentName: partners.agentName,
      managerName: managers.agentName,
      terminated: partners.terminated,
      requireWebPasswordReset: partners.requireWebPasswordReset,
    })
    .from(partners)
    .leftJoin(managers, eq(managers.id, partners.managerId))
    .where(eq(partners.id, id))
    .limit(1);
  return row;
}

/** An employee's name and whether their password change is pending. */
export async function findEmployee(db: Db, id: number) {
  const [row] = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      requireWebPasswordReset: employees.requireWebPasswordReset,
    })
    .from(employees)
    .where(eq(employees.id, id))
    .limit(1);
  return row;
}

export async function findStaff(db: Db, id: number) {
  const [row] = await db
    .select({ id: staff.id, username: staff.username, name: staff.name })
    .from(staff)
    .where(eq(staff.id, id))
    .limit(1);
  return row;
}

export function listStaff(db: Db) {
  return db
    .select({ id: staff.id, username: staff.username, name: staff.name })
    .from(staff)
    .orderBy(staff.name);
}

const actorEmployees = alias(employees, 'actor_employees');

/**
 * An employee's change log (the rows whose subject is the employee), newest first, with the name
 * of each row's actor: an employee (themself or an administrator) or a staff member.
 */
export function selectEmployeeChanges(
  db: Db,
  employeeId: number,
  beforeId: number | undefined,
  limit: number,
) {
  const where: SQL[] = [eq(changeLog.subjectKind, 'employee'), eq(changeLog.subjectId, String(employeeId))];
  if (beforeId !== undefined) where.push(lt(changeLog.id, beforeId));
  return db
    .select({
      id: changeLog.id,
      at: changeLog.at,
      entity: changeLog.entity,
      field: changeLog.field,
      oldValue: changeLog.oldValue,
      newValue: changeLog.newValue,
      actorKind: changeLog.actorKind,
      actorId: changeLog.actorId,
      employeeFirst: actorEmployees.firstName,
      employeeLast: actorEmployees.lastName,
      staffName: staff.name,
    })
    .from(changeLog)
    .leftJoin(
      actorEmployees,
      and(eq(changeLog.actorKind, 'employee'), eq(changeLog.actorId, sql`${actorEmployees.id}::text`)),
    )
    .leftJoin(staff, and(eq(changeLog.actorKind, 'tools'), eq(changeLog.actorId, sql`${staff.id}::text`)))
    .where(and(...where))
    .orderBy(desc(changeLog.id))
    .limit(limit);
}

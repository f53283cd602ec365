import type { Access, FieldScope, PartnerRole, SessionKind } from '@benefits/contract';
import { isToolsPermission, type ToolsPermission } from '@benefits/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOn } from '../db/prepared';
import { employees, employers, partners, staff, staffPermissions } from '../db/schema';
import type { Session } from './sessions';

/** The signed-in employee (or the employee a staff member acts for), as every scope sees them. */
export interface EmployeeContext {
  id: number;
  /** The employer: the tenant every company-scoped query is bounded by. */
  companyId: number;
  groupAdmin: boolean;
  nonMemberAdmin: boolean;
  terminated: boolean;
  /** The employer's contract type (company-admin scopes may require one of a set; decision 0025). */
  contractType: number;
  /**
   * Decision 0020: the employee must change their password before anything else (read with the
   * principal, so that the platform's check costs no statement of its own).
   */
  passwordChangePending: boolean;
  /**
   * Decision 0030: the staff member acting for this employee in the session (tools "Access
   * Account"); absent when the employee signed in themself. Changes are logged with them as actor.
   */
  actingStaffId?: number;
}

/** The caller's own company, for company-admin endpoints (never a company named in the payload). */
export interface CompanyContext {
  id: number;
  contractType: number;
}

/** A signed-in partner: an agent, or a manager (a partner whose manager is themself). */
export interface PartnerContext {
  id: number;
  managerId: number;
  role: PartnerRole;
  /** Decision 0020: the partner must change their password before anything else. */
  passwordChangePending: boolean;
  /** Decision 0030: the staff member acting for this partner in the session, if any. */
  actingStaffId?: number;
}

/** A signed-in tools staff member and what they may do (ALL_ACCESS grants all). */
export interface StaffContext {
  id: number;
  username: string;
  permissions: readonly ToolsPermission[];
}

/** A session of one of the listed kinds. */
export type SessionOf<K extends SessionKind> = Session & { kind: K };

/**
 * What a handler gets for its endpoint's declared scope (decision 0014). The platform resolved and
 * checked it before the handler runs, so nothing here is null and nothing needs re-checking.
 */
export type ScopeContext<A extends Access> = A extends { kind: 'public' }
  ? { session: Session | null }
  : A extends { kind: 'session'; sessions: readonly (infer K extends SessionKind)[] }
    ? { session: SessionOf<K> }
    : A extends { kind: 'employee' }
      ? { employee: EmployeeContext }
      : A extends { kind: 'companyAdmin' }
        ? { employee: EmployeeContext; company: CompanyContext }
        : A extends { kind: 'partner' }
          ? { partner: PartnerContext }
          : A extends { kind: 'partnerManager' }
            ? { partner: PartnerContext & { role: 'MANAGER' } }
            : A extends { kind: 'staff' }
              ? { staff: StaffContext; session: SessionOf<'tools'> }
              : A extends { kind: 'staffForUser' }
                ? { staff: StaffContext; user: EmployeeContext }
                : A extends { kind: 'byField'; scopes: Readonly<Record<string, infer S extends FieldScope>> }
                  ? FieldScopeContext<S>
                  : never;

/** A byField endpoint's context: which of its scopes the request named, and that scope's principals. */
export type FieldScopeContext<S extends FieldScope> = S extends FieldScope
  ? { scopeKind: S['kind'] } & ScopeContext<S>
  : never;

/** Loads the principal behind a session (undefined when the account no longer exists). */
export interface PrincipalLoader {
  employee(id: number): Promise<EmployeeContext | undefined>;
  partner(id: number): Promise<PartnerContext | undefined>;
  staff(id: number): Promise<StaffContext | undefined>;
}

/** The principals, read from the database (one small query each, prepared once: db/prepared.ts). */
export function databasePrincipals(db: Db): PrincipalLoader {
  const byId = sql.placeholder('id');
  const employeeById = () =>
    preparedOn(db, 'principal_employee', () =>
      db
        .select({
          id: employees.id,
          companyId: employees.employerId,
          groupAdmin: employees.groupAdmin,
          nonMemberAdmin: employees.nonMemberAdminOnly,
          terminated: employees.terminated,
          contractType: employers.contractType,
          passwordChangePending: employees.requireWebPasswordReset,
        })
        .from(employees)
        .innerJoin(employers, eq(employers.id, employees.employerId))
        .where(eq(employees.id, byId))
        .limit(1),
    );
  const partnerById = () =>
    preparedOn(db, 'principal_partner', () =>
      db
        .select({
          id: partners.id,
          managerId: partners.managerId,
          passwordChangePending: partners.requireWebPasswordReset,
        })
        .from(partners)
        .where(eq(partners.id, byId))
        .limit(1),
    );
  const staffById = () =>
    preparedOn(db, 'principal_staff', () =>
      db.select({ id: staff.id, username: staff.username }).from(staff).where(eq(staff.id, byId)).limit(1),
    );
  const staffPermissionsOf = () =>
    preparedOn(db, 'principal_staff_permissions', () =>
      db
        .select({ permission: staffPermissions.permission })
        .from(staffPermissions)
        .where(eq(staffPermissions.staffId, byId)),
    );
  return {
    async employee(id) {
      if (!Number.isSafeInteger(id)) return undefined;
      const [row] = await employeeById().execute({ id });
      return row;
    },
    async partner(id) {
      if (!Number.isSafeInteger(id)) return undefined;
      const [row] = await partnerById().execute({ id });
      return row && { ...row, role: row.managerId === row.id ? 'MANAGER' : 'AGENT' };
    },
    async staff(id) {
      if (!Number.isSafeInteger(id)) return undefined;
      const [row] = await staffById().execute({ id });
      if (!row) return undefined;
      const rows = await staffPermissionsOf().execute({ id });
      return { ...row, permissions: rows.map((r) => r.permission).filter(isToolsPermission) };
    },
  };
}

/** docs/product §6: a company administrator is a group admin or a non-member admin, and not terminated. */
export const isCompanyAdmin = (e: EmployeeContext): boolean =>
  (e.groupAdmin || e.nonMemberAdmin) && !e.terminated;

/**
 * A company-admin scope's contract-type condition (decision 0025): none, or the company's contract
 * type is one of the scope's.
 */
export const meetsContractTypes = (
  company: { contractType: number },
  contractTypes: readonly number[] | undefined,
): boolean => contractTypes === undefined || contractTypes.includes(company.contractType);

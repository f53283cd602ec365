import { GROUP_ADMIN_CONTRACT_TYPES, type ToolsPermission } from '@benefits/domain';

/** Who a session belongs to. Employees sign in at /login, partners at /partner/login, staff at /tools/login. */
export type SessionKind = 'employee' | 'partner' | 'tools';
export type PartnerRole = 'AGENT' | 'MANAGER';

/**
 * Who may call an endpoint (its scope). Every contract entry declares one; the server refuses to
 * start otherwise. The server resolves the scope once, before the handler runs, and hands the
 * handler the narrowed context the scope promises (decision 0014):
 * - public: anyone, signed in or not (the session, when a live token came along);
 * - session: any signed-in session of the listed kinds (the session, its kind narrowed);
 * - employee: a signed-in employee (the employee: id, company id, admin and terminated flags);
 * - companyAdmin: an administrator of the caller's own company (docs/product §6: group admin or non-member
 *   admin, not terminated); the company is the employee's, never one named in the payload. With
 *   `contractTypes`, only a company of one of those contract types (docs/product §4 "Other blocks":
 *   add-employee, divisions and classifications need 3, 8 or 13; decision 0025);
 * - partner: a partner agent or manager (the partner: id, manager id, role);
 * - partnerManager: a partner manager (a partner whose manager is themself);
 * - staff: a tools session holding the permission (ALL_ACCESS grants all) (the staff member);
 * - staffForUser: a tools session holding the permission, acting for the employee whose ID is the
 *   request field `userField` (the staff member and that employee; an unknown ID is "not found");
 * - byField: the scope named for the value of the request field `field` (one of employee,
 *   companyAdmin, partner, partnerManager, staff with a permission): the generic report endpoints, where each report id has its own audience
 *   (decision 0019). Sessions no listed scope admits are refused before the request is read; the
 *   rest once it is (the field is an enum of the listed values). The handler gets `scopeKind` and that
 *   scope's principals.
 */
export type FieldScope =
  | { readonly kind: 'employee' }
  | { readonly kind: 'companyAdmin' }
  | { readonly kind: 'partner' }
  | { readonly kind: 'partnerManager' }
  | { readonly kind: 'staff'; readonly permission: StaffPermission };

/** The permission a staff scope needs, or a list of which any one is enough (ALL_ACCESS grants all). */
export type StaffPermission = ToolsPermission | readonly ToolsPermission[];

export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'session'; readonly sessions: readonly SessionKind[] }
  | { readonly kind: 'employee' }
  | { readonly kind: 'companyAdmin'; readonly contractTypes?: readonly number[] }
  | { readonly kind: 'partner' }
  | { readonly kind: 'partnerManager' }
  | { readonly kind: 'staff'; readonly permission: StaffPermission }
  | { readonly kind: 'staffForUser'; readonly permission: StaffPermission; readonly userField: string }
  | {
      readonly kind: 'byField';
      readonly field: string;
      readonly scopes: Readonly<Record<string, FieldScope>>;
    };

export type AccessKind = Access['kind'];
export const ACCESS_KINDS: readonly AccessKind[] = [
  'public',
  'session',
  'employee',
  'companyAdmin',
  'partner',
  'partnerManager',
  'staff',
  'staffForUser',
  'byField',
];

/** The session kind each field scope needs. */
export const FIELD_SCOPE_SESSIONS: Readonly<Record<FieldScope['kind'], SessionKind>> = {
  employee: 'employee',
  companyAdmin: 'employee',
  partner: 'partner',
  partnerManager: 'partner',
  staff: 'tools',
};

export const PUBLIC = { kind: 'public' } as const satisfies Access;
export const EMPLOYEE = { kind: 'employee' } as const satisfies Access;
export const COMPANY_ADMIN = { kind: 'companyAdmin' } as const satisfies Access;
/**
 * An administrator of the caller's own company when that company's contract type is a group admin
 * type (3, 8, 13: docs/product §4 "Other blocks", §6 "Add Employees, Divisions, Classifications").
 */
export const GROUP_COMPANY_ADMIN = {
  kind: 'companyAdmin',
  contractTypes: GROUP_ADMIN_CONTRACT_TYPES,
} as const satisfies Access;
export const PARTNER = { kind: 'partner' } as const satisfies Access;
export const PARTNER_MANAGER = { kind: 'partnerManager' } as const satisfies Access;
export const EMPLOYEE_OR_PARTNER = {
  kind: 'session',
  sessions: ['employee', 'partner'],
} as const satisfies Access;
export const ANY_SESSION = {
  kind: 'session',
  sessions: ['employee', 'partner', 'tools'],
} as const satisfies Access;
/** A tools session holding `permission` (ALL_ACCESS grants all). */
export const staffWith = <P extends ToolsPermission>(permission: P) =>
  ({ kind: 'staff', permission }) as const satisfies Access;
/**
 * A tools session holding any of `permissions` (ALL_ACCESS grants all): an item the spec lists under
 * several permissions (docs/product §6: Resend Welcome is under PERMIT_AUDIT and PERMIT_SEND_RECEIPTS).
 */
export const staffWithAny = <const P extends readonly ToolsPermission[]>(...permissions: P) =>
  ({ kind: 'staff', permission: permissions }) as const satisfies Access;
/** A tools session holding `permission`, acting for the employee whose ID is the request's `userField`. */
export const staffActingFor = <P extends ToolsPermission, F extends string>(permission: P, userField: F) =>
  ({ kind: 'staffForUser', permission, userField }) as const satisfies Access;
/** The scope named for the value of request field `field` (see Access `byField`). */
export const scopeByField = <F extends string, S extends FieldScope>(
  field: F,
  scopes: Readonly<Record<string, S>>,
) => ({ kind: 'byField', field, scopes }) as const satisfies Access;

import type { ToolsPermission } from '@benefits/domain';

/** Who a session belongs to. Employees sign in at /login, partners at /partner/login, staff at /tools/login. */
export type SessionKind = 'employee' | 'partner' | 'tools';
export type PartnerRole = 'AGENT' | 'MANAGER';

/**
 * Who may call an endpoint. Every contract entry declares one; the server refuses to start otherwise.
 * - public: anyone, signed in or not;
 * - session: any signed-in session of the listed kinds;
 * - permission: a tools session holding the permission (ALL_ACCESS grants all).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session'; sessions: readonly SessionKind[] }
  | { kind: 'permission'; permission: ToolsPermission };

export const PUBLIC: Access = { kind: 'public' };
export const EMPLOYEE: Access = { kind: 'session', sessions: ['employee'] };
export const PARTNER: Access = { kind: 'session', sessions: ['partner'] };
export const ANY_SESSION: Access = { kind: 'session', sessions: ['employee', 'partner', 'tools'] };
export const permission = (p: ToolsPermission): Access => ({ kind: 'permission', permission: p });

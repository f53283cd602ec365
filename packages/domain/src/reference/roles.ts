/** Auth types / roles (docs/product §6). */
export const ROLES = {
  EMPLOYEE: 'EMPLOYEE',
  AGENT: 'AGENT',
  MANAGER: 'MANAGER',
  TOOLS: 'TOOLS',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(ROLES, value);
}

/** Partner roles: both may open partner routes; only managers see the Agent List. */
export const PARTNER_ROLES: readonly Role[] = [ROLES.AGENT, ROLES.MANAGER];

/** A partner is a manager when their manager ID equals their own ID (docs/product §3 "Partner user"). */
export function isPartnerManager(user: { ID: unknown; MANAGER: unknown }): boolean {
  return user.ID !== undefined && user.ID !== null && String(user.ID) === String(user.MANAGER);
}

/** The partner's role from their record. */
export function partnerRole(user: {
  ID: unknown;
  MANAGER: unknown;
}): typeof ROLES.AGENT | typeof ROLES.MANAGER {
  return isPartnerManager(user) ? ROLES.MANAGER : ROLES.AGENT;
}

import { parseCode } from '../reference/codes';
import { PLAN_NAMES } from '../reference/plans';

/**
 * Admin fee rates by plan, in basis points. The spec gives only the Group plan's (1071: 8 %) and
 * says other fees are not shown, so every plan, current or legacy, uses 800 until the provider
 * publishes others; keeping them as a table makes that a data change.
 */
export const DEFAULT_ADMIN_FEE_BPS = 800;

export const ADMIN_FEE_BPS: Readonly<Record<number, number>> = Object.fromEntries(
  Object.keys(PLAN_NAMES).map((code) => [Number(code), DEFAULT_ADMIN_FEE_BPS]),
);

/** The plan's admin fee rate in basis points (800 for an unknown plan). */
export function adminFeeBps(planCode: unknown): number {
  const code = parseCode(planCode);
  return code !== null && Object.hasOwn(ADMIN_FEE_BPS, code)
    ? (ADMIN_FEE_BPS[code] ?? DEFAULT_ADMIN_FEE_BPS)
    : DEFAULT_ADMIN_FEE_BPS;
}

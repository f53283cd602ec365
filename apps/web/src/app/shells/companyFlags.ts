import type { Api } from '@benefits/contract';
import { showsCompanyMenu, type EmployeeMenuCompany, type EmployeeMenuUser } from '@benefits/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/client';

/**
 * The company's own flags for the company menu (docs/product §3 "Employer": HAS_WELLNESS,
 * ONLINE_CLAIM_OK; domain `companyMenu`). Read from /employer/get under the same key and with the
 * same answer as the employer feature (features/employer/api.ts `employerKey`), so a screen that
 * changes the company (enabling online claims, setting wellness up) invalidates
 * ['employee', 'employer'] and the menu follows.
 *
 * Only for admins (the only users with a company menu), and never in the way of the first paint: the
 * drawer draws at once with the user's own flags standing in, and again when the answer comes.
 */
export const companyFlagsKey = ['employee', 'employer'] as const;

/**
 * /employer/get by method and path only: importing the contract's `api` here would bring every
 * endpoint's schemas into the shell's chunk (see lib/api/refs.ts). companyFlags.test.ts checks it
 * against the contract.
 */
const EMPLOYER_GET = '/employer/get'; // an API path, not a route of the path table
export const employerGetRef = { method: 'POST', path: EMPLOYER_GET } as unknown as Api['employerGet'];

/**
 * The company menu's flags, and whether the menu is settled: it will not redraw with the company's
 * answer any more (not an admin, or the answer came, or it failed). The drawer says so in
 * `data-company-menu` (e2e journeys wait for it before they click in the company menu).
 */
export function useCompanyMenuFlags(
  user: Pick<EmployeeMenuUser, 'GROUP_ADMIN' | 'NON_MEMBER_ADMIN_ONLY'> | undefined,
): { flags: EmployeeMenuCompany; settled: boolean } {
  const admin = !!user && showsCompanyMenu(user);
  const company = useQuery({
    queryKey: companyFlagsKey,
    queryFn: async ({ signal }) =>
      (await call(employerGetRef, {}, { area: 'employee', snackbar: false, signal })).employer,
    enabled: admin,
    staleTime: 60_000,
  });
  const settled = !admin || company.data !== undefined || company.isError;
  if (!admin || !company.data) return { flags: {}, settled };
  return {
    flags: { HAS_WELLNESS: company.data.HAS_WELLNESS, ONLINE_CLAIM_OK: company.data.ONLINE_CLAIM_OK },
    settled,
  };
}

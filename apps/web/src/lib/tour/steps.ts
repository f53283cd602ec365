import type { TourAudience } from '@benefits/domain';

/**
 * The intro tour's steps per audience (docs/product §2 "Other UI": employees EE, benefit contacts — company
 * administrators — BC, partner agents AGENT). Each step's title, text and image description are in
 * the catalogues under `tour.<audience>.<step>`; its illustration is public/tour/<image>.svg.
 */
export const TOUR_STEPS = {
  EE: ['welcome', 'claims', 'balances', 'dependants', 'banking'],
  BC: ['welcome', 'employees', 'classifications', 'funding', 'reports'],
  AGENT: ['welcome', 'clients', 'commissions', 'renewals', 'marketing'],
} as const satisfies Record<TourAudience, readonly string[]>;

export type TourStepId<A extends TourAudience = TourAudience> = (typeof TOUR_STEPS)[A][number];

/**
 * The size every illustration is drawn at (its `width` and `height`): the dialog keeps the image's
 * place before it has loaded, so the buttons under it do not move when it arrives.
 */
export const TOUR_IMAGE_SIZE = { width: 400, height: 250 } as const;

/** The illustration of a step, served from apps/web/public/tour/. */
export function tourImage(audience: TourAudience, step: string): string {
  // eslint-disable-next-line no-restricted-syntax -- a static file under public/, not a route
  return `/tour/${audience.toLowerCase()}-${step}.svg`;
}

/**
 * The tour an employee sees: company administrators (group admins and non-member admins) get the
 * benefit contact's tour, everyone else the employee's.
 */
export function employeeTourAudience(user: {
  GROUP_ADMIN?: string | null | undefined;
  NON_MEMBER_ADMIN_ONLY?: string | null | undefined;
}): 'EE' | 'BC' {
  return user.GROUP_ADMIN === 'Y' || user.NON_MEMBER_ADMIN_ONLY === 'Y' ? 'BC' : 'EE';
}

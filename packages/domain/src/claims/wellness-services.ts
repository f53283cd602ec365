/**
 * Which services a WSA claim may take: those of the wellness categories the company chose
 * (docs/product §3 "Reference data"; docs/decisions/0026, amended 2026-12-07 after QA lifecycle,
 * finding 7). The categories are the company's as they stand on the day the claim is made (the
 * categories a wellness version gives from its date): the claim form offers, and the server takes
 * when an item is added and again when the claim is submitted, only the services of those
 * categories. The HSA has no categories: all of its services may be claimed.
 */
import type { ClaimType } from '../reference/claims';
import type { WellnessCategory } from '../reference/wellness';
import { CLAIM_MESSAGES } from './messages';

/**
 * The wellness category of each WSA service of the service catalogue (the `services` table, by
 * ID). A WSA service added to the catalogue without a category here is in none, so no claim takes it.
 */
export const WSA_SERVICE_CATEGORIES: Readonly<Record<number, WellnessCategory>> = {
  101: 'Fitness', // Fitness Membership and Classes
  102: 'Fitness', // Sports Equipment
  103: 'Nutrition', // Nutrition Counselling
  104: 'Professional/Personal Development', // Courses and Professional Development
  105: 'Mental Health', // Mental Health Programs
  106: 'Personal/Family Interest', // Family Recreation
};

/** The wellness category of a WSA service, or undefined (an HSA service, or one in none). */
export function wellnessCategoryOfService(serviceId: number): WellnessCategory | undefined {
  return Object.hasOwn(WSA_SERVICE_CATEGORIES, serviceId) ? WSA_SERVICE_CATEGORIES[serviceId] : undefined;
}

/** Whether a claim of `type` may take the service under the company's wellness `categories`. */
function claimable(type: ClaimType, serviceId: number, categories: readonly string[]): boolean {
  if (type !== 'WSA') return true;
  const category = wellnessCategoryOfService(serviceId);
  return category !== undefined && categories.includes(category);
}

/** The services a claim of `type` offers: for a WSA claim, those of the company's categories. */
export function claimableServices<T extends { id: number }>(
  type: ClaimType,
  services: readonly T[],
  categories: readonly string[],
): T[] {
  return services.filter((service) => claimable(type, service.id, categories));
}

/** Why a claim of `type` may not take the service (a WSA service outside the categories), or null. */
export function serviceProblem(
  type: ClaimType,
  serviceId: number,
  categories: readonly string[],
): string | null {
  return claimable(type, serviceId, categories) ? null : CLAIM_MESSAGES.serviceNotInCategories;
}

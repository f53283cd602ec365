/** Wellness (WSA) spending categories (docs/product §3 "Reference data"). */
export const WELLNESS_CATEGORIES = [
  'Nutrition',
  'Fitness',
  'Professional/Personal Development',
  'Personal/Family Interest',
  'Mental Health',
] as const;

export type WellnessCategory = (typeof WELLNESS_CATEGORIES)[number];

export function isWellnessCategory(value: unknown): value is WellnessCategory {
  return typeof value === 'string' && (WELLNESS_CATEGORIES as readonly string[]).includes(value);
}

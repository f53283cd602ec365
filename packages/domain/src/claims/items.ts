/**
 * Claim items on the server side of the form (docs/product §3 "Claim item"): who the patient is, and the
 * largest amount one item may claim.
 */

/** The `patient` value that means the employee; any other value is a dependant's id. */
export const SELF_PATIENT = '0';

/**
 * The largest amount one claim item may claim: $1,000,000.00. The spec only bounds demo items
 * ($15,000); this bound keeps every sum of a claim exact in cents. Above it: 'Invalid amount'.
 */
export const MAX_CLAIM_ITEM_CENTS = 100_000_000;

/** The dependant id a patient value names, null for the employee, undefined when it is not a patient value. */
export function patientDependantId(patient: string): number | null | undefined {
  if (patient === SELF_PATIENT) return null;
  if (!/^[1-9]\d{0,9}$/.test(patient)) return undefined;
  const id = Number(patient);
  return id <= 2_147_483_647 ? id : undefined;
}

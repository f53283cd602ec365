/** A dependant (docs/product §3 "Dependant", section 5 "Date limits"). */
import { z } from 'zod';
import { type DateInput, isIsoDate } from '../dates';
import { isRelationshipCode } from '../reference/dependants';
import { checkDependantAge } from '../validation/age-limits';
import { MESSAGES } from '../validation/messages';
import { codeNumber, codeText, dateField, firstOrLastName, optionalDate, optionalFlag } from './fields';

/**
 * A dependant. The birth date is checked against the relationship (spouse 18+, infirm 21+,
 * dependent child at most 25), reported on `depBirthDate`. A child of 21 or more is accepted but
 * flagged: `checkDependantAge(...).needsStudentProof` tells the form to ask for proof of studies.
 */
export function dependantSchema(today?: DateInput) {
  return z
    .object(
      {
        depFirstName: firstOrLastName(MESSAGES.dependantFirstNameRequired),
        depLastName: firstOrLastName(MESSAGES.dependantLastNameRequired),
        depRelation: codeNumber(MESSAGES.selectRelationship, isRelationshipCode),
        depBirthDate: dateField(MESSAGES.dependantBirthDateRequired, MESSAGES.invalidDependantBirthDate),
        depEffectiveDate: optionalDate(MESSAGES.invalidEffectiveDate),
        depIsStudent: optionalFlag(MESSAGES.correctInformation),
        depId: codeText(MESSAGES.correctInformation).optional(),
        depExtDate: optionalDate(MESSAGES.invalidEffectiveDate),
      },
      { error: MESSAGES.correctInformation },
    )
    .superRefine(
      (value, ctx) => {
        // Runs even when other fields failed, so the age problem shows with the others; it reads
        // only fields that parsed.
        const { depRelation, depBirthDate } = value as { depRelation?: unknown; depBirthDate?: unknown };
        if (!isRelationshipCode(depRelation) || !isIsoDate(depBirthDate)) return;
        const check = checkDependantAge(depRelation, depBirthDate, today);
        if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message, path: ['depBirthDate'] });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
}

export type DependantData = z.output<ReturnType<typeof dependantSchema>>;

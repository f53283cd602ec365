/**
 * Zod field builders shared by the form schemas. Every builder gives the spec's message both when
 * the field is missing or of the wrong type (zod 4 `{ error }` on the type constructor) and when
 * its rule fails, so no zod default message ever reaches a user.
 */
import { z } from 'zod';
import { parseDateLike } from '../dates';
import { MESSAGES } from '../validation/messages';
import { isChecked, isName, nameTooLongMessage, PERSON_NAME_MAX_LENGTH } from '../validation/rules';

type Rule = (value: string) => boolean;

/**
 * A text field that must not be blank; trimmed. With a rule, a non-blank value failing it gets
 * `invalid`. (Checks never abort, so object-level checks still run and every field's message shows.)
 */
export function requiredText(message: string, rule?: Rule, invalid: string = message) {
  const base = z.string({ error: message }).trim().min(1, { error: message });
  return rule ? base.refine((value) => value === '' || rule(value), { error: invalid }) : base;
}

/**
 * A person's name (first name, last name, a dependant's, a principal officer's): required, and the
 * spec's isName rule (docs/product §5 "Named field rules"), with its one message. Every person's name in every
 * form uses this builder, so no form accepts a name another refuses.
 */
export function personName(requiredMessage: string) {
  return requiredText(requiredMessage, isName, MESSAGES.invalidName);
}

/**
 * A person's first name or last name: a personName of at most PERSON_NAME_MAX_LENGTH characters
 * (nameTooLongMessage). Every first and last name of every form uses this builder, and enrolment
 * the same limit and message, so the name an employer enrols is never too long for the employee.
 */
export function firstOrLastName(requiredMessage: string) {
  return personName(requiredMessage).refine((value) => value.length <= PERSON_NAME_MAX_LENGTH, {
    error: nameTooLongMessage,
  });
}

/**
 * A text field that may be left out, null or blank (answered as ''); when given it must pass `rule`.
 */
export function optionalText(rule: Rule, invalid: string) {
  return z
    .union([z.string(), z.null()], { error: invalid })
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value === '' || rule(value), { error: invalid });
}

/** Free text that may be left out (answered as '', trimmed). */
export function freeText(message: string) {
  return z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((value) => (value ?? '').trim());
}

/**
 * A code or number typed as a number or a digit string (IDs, bank numbers, plan codes): answered
 * as a trimmed string. Blank gets `message`; a value failing `rule` gets `invalid`.
 */
export function codeText(message: string, rule?: Rule, invalid: string = message) {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message });
      else if (rule && !rule(value)) ctx.addIssue({ code: 'custom', message: invalid });
    });
}

/** A positive numeric ID (digits, at most 12, not all zeros), as a number or a digit string; answered as a string. */
export function numericId(message: string) {
  return codeText(message, (value) => /^\d{1,12}$/.test(value) && !/^0+$/.test(value), message);
}

/** A numeric code (plan, type, relationship) that must satisfy `rule`; answered as a number. */
export function codeNumber(message: string, rule: (code: number) => boolean) {
  return codeText(message, (value) => /^\d{1,15}$/.test(value) && rule(Number(value))).transform(Number);
}

/**
 * A date field (ISO date, ISO date-time or Date), answered as `YYYY-MM-DD`. Blank or missing gets
 * `message`; unreadable gets `invalid`; `check` may answer a further message for a readable date.
 */
export function dateField(message: string, invalid: string, check?: (iso: string) => string | null) {
  return z.union([z.string(), z.date()], { error: message }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const iso = parseDateLike(value);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    const problem = check?.(iso) ?? null;
    if (problem !== null) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return iso;
  });
}

/** A date that may be left out or blank (answered as ''); when given it must be readable. */
export function optionalDate(invalid: string) {
  return z
    .union([z.string(), z.date(), z.null()], { error: invalid })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
        return '';
      const iso = parseDateLike(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return iso;
    });
}

/** A checkbox that must be ticked (true, 'Y', 'true' or 'on'); answered as `true`. */
export function acceptedBox(message: string) {
  return z
    .union([z.boolean(), z.string()], { error: message })
    .refine(isChecked, { error: message })
    .transform((): true => true);
}

/** A Y/N flag that must be 'Y' (or ticked); answered as 'Y', the wire form. */
export function acceptedFlag(message: string) {
  return acceptedBox(message).transform((): 'Y' => 'Y');
}

/** An optional Y/N flag (true, 'Y', 'true', 'on' are yes); answered as 'Y' or 'N'. */
export function optionalFlag(message: string) {
  return z
    .union([z.boolean(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value): 'Y' | 'N' => (isChecked(value) ? 'Y' : 'N'));
}

/**
 * A nested form section: when it is missing it is read as `{}`, so each of its fields reports its
 * own message instead of one message for the whole section.
 */
export function section<T extends z.ZodObject>(schema: T) {
  // `{}` is not a valid input (that is the point: it fails field by field), hence the cast.
  return schema.prefault({} as z.input<T>);
}

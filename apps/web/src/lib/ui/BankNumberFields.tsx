import Typography from '@mui/material/Typography';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, FormGrid } from './FormField';

export const BANK_NUMBER_FIELDS = ['transitNumber', 'institutionNumber', 'accountNumber'] as const;
export type BankNumberField = (typeof BANK_NUMBER_FIELDS)[number];

/**
 * The three bank numbers of a banking form (transit, institution, account) side by side, digits
 * only; each field's id is `${idPrefix}-${name}`. `note` shows under them (the account number is
 * never shown again, so it must be typed again). Labels, hints and messages are the caller's.
 */
export function BankNumberFields({
  idPrefix,
  register,
  error,
  label,
  hint,
  note,
  disabled,
}: {
  idPrefix: string;
  register: (name: BankNumberField) => UseFormRegisterReturn;
  /** The field's message, in the user's language, if it has one. */
  error: (name: BankNumberField) => string | undefined;
  label: (name: BankNumberField) => string;
  hint: (name: BankNumberField) => string;
  note?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <>
      <FormGrid columns={3}>
        {BANK_NUMBER_FIELDS.map((name) => (
          <FormField
            key={name}
            registration={register(name)}
            message={error(name)}
            id={`${idPrefix}-${name}`}
            label={label(name)}
            required
            disabled={disabled}
            autoComplete="off"
            helperText={hint(name)}
            inputMode="numeric"
            slotProps={{ htmlInput: { pattern: '[0-9]*', spellCheck: false } }}
          />
        ))}
      </FormGrid>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      ) : null}
    </>
  );
}

const FACT_TEST_IDS: Record<BankNumberField, string> = {
  transitNumber: 'on-file-transit',
  institutionNumber: 'on-file-institution',
  accountNumber: 'on-file-account',
};

/** The bank numbers on file (masked by the server) as Facts rows, labelled by the caller. */
export function bankNumberFacts(
  numbers: Record<BankNumberField, string>,
  label: (name: BankNumberField) => string,
): { label: string; value: string; testId: string }[] {
  return BANK_NUMBER_FIELDS.map((name) => ({
    label: label(name),
    value: numbers[name],
    testId: FACT_TEST_IDS[name],
  }));
}

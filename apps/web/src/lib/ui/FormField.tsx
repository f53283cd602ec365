import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PROVINCES } from '@benefits/domain';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A text field bound to a form's field (react-hook-form's `register` answer). Its message, in the
 * user's language, replaces the hint and marks it invalid; `maxLength` and `inputMode` go on the
 * input before any `slotProps.htmlInput` of the caller.
 */
export function FormField({
  registration,
  message,
  helperText,
  maxLength,
  inputMode,
  slotProps,
  ...rest
}: Omit<TextFieldProps, 'error' | 'inputRef'> & {
  registration: UseFormRegisterReturn;
  message?: string | undefined;
  maxLength?: number | undefined;
  inputMode?: 'tel' | 'numeric' | 'email' | undefined;
}) {
  const { ref, ...registered } = registration;
  return (
    <TextField
      {...rest}
      {...registered}
      inputRef={ref}
      error={Boolean(message)}
      helperText={message || helperText}
      slotProps={{
        ...slotProps,
        htmlInput: {
          ...(maxLength === undefined ? {} : { maxLength }),
          ...(inputMode ? { inputMode } : {}),
          ...(slotProps?.htmlInput as object | undefined),
        },
      }}
    />
  );
}

/** A province field's props: a native select of the provinces in the user's language after `placeholder`. */
export function provinceSelect(placeholder: string, language: 'en' | 'fr'): TextFieldProps {
  return {
    select: true,
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
    children: [
      <option key="" value="">
        {placeholder}
      </option>,
      ...PROVINCES.map((p) => (
        <option key={p.code} value={p.code}>
          {p[language]}
        </option>
      )),
    ],
  };
}

/** A form's fields in `columns` equal columns on a tablet or wider, one column on a phone. */
export function FormGrid({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${columns}, minmax(0, 1fr))` },
        columnGap: 2,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The end of a form: its general failure (an alert read out at once, `gap` above it) and its submit
 * button, which `hideSubmit` leaves out (a read-only form).
 */
export function FormEnd({
  failure,
  gap = 2,
  submitLabel,
  busy,
  hideSubmit = false,
}: {
  failure: string | undefined;
  gap?: number;
  submitLabel: string;
  busy: boolean;
  hideSubmit?: boolean;
}) {
  return (
    <>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: gap }}>
          {failure}
        </Alert>
      ) : null}
      {hideSubmit ? null : (
        <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} loading={busy}>
          {submitLabel}
        </Button>
      )}
    </>
  );
}

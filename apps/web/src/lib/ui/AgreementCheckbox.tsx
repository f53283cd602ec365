import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A required "I agree" checkbox bound to a form's boolean field, with its message (in the user's
 * language, under the box, described by `errorId`). `alignTop` keeps the box at the first line of a
 * long label.
 */
export function AgreementCheckbox<T extends FieldValues, O>({
  control,
  name,
  label,
  message,
  errorId,
  disabled,
  alignTop = false,
  mt,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  message: string | undefined;
  errorId: string;
  disabled?: boolean;
  alignTop?: boolean;
  mt: number;
}) {
  return (
    <FormControl error={Boolean(message)} sx={{ mt, display: 'block' }} required>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <FormControlLabel
            {...(alignTop ? { sx: { display: 'flex', alignItems: 'flex-start' } } : {})}
            control={
              <Checkbox
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                disabled={disabled}
                {...(alignTop ? { sx: { mt: -1 } } : {})}
                slotProps={{
                  input: {
                    ref: field.ref,
                    'aria-invalid': Boolean(message),
                    ...(message ? { 'aria-describedby': errorId } : {}),
                  },
                }}
              />
            }
            label={label}
          />
        )}
      />
      {message ? <FormHelperText id={errorId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}

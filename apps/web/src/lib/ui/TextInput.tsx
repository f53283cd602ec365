import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'error' | 'id'> {
  id: string;
  label: ReactNode;
  error?: boolean | undefined;
  helperText?: ReactNode;
}

/**
 * An outlined text field — label, input, helper text — rendered like MUI's TextField (same
 * structure, ids and ARIA wiring) but built from its parts. TextField always bundles Select, Menu,
 * Popover and Modal for its `select` mode (about 12 kB gzip); the sign-in screens use this instead
 * so /login loads less.
 */
export function TextInput({
  id,
  label,
  error,
  helperText,
  required,
  fullWidth = true,
  ...input
}: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const labelId = `${id}-label`;
  return (
    <FormControl fullWidth={fullWidth} margin="normal" error={Boolean(error)} required={Boolean(required)}>
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} {...input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

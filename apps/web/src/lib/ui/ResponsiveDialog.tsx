import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';

/**
 * A dialog labelled by its title: full screen on phones (no cramped 360 px popup), centred
 * otherwise. Escape and the actions close it; focus returns to what opened it.
 */
export function ResponsiveDialog({
  open,
  onClose,
  title,
  children,
  actions,
  testId,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  testId?: string;
  /** Makes the dialog a form: Enter in a field submits it. */
  onSubmit?: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid={testId}
      slotProps={
        onSubmit
          ? {
              paper: {
                component: 'form',
                noValidate: true,
                onSubmit: (e: FormEvent) => {
                  e.preventDefault();
                  onSubmit();
                },
              } as object,
            }
          : undefined
      }
    >
      <DialogTitle id={titleId} component="h2">
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
    </Dialog>
  );
}

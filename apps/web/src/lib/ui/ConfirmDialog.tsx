import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ResponsiveDialog } from './ResponsiveDialog';

/**
 * Asks before a destructive step: the body, a Cancel button (focused first, so Enter does not
 * destroy by accident) and the red button that does it. The labels are the caller's.
 */
export function ConfirmDialog({
  open = true,
  onClose,
  title,
  testId,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  pending,
}: {
  open?: boolean;
  onClose: () => void;
  title: string;
  testId?: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title={title}
      testId={testId}
      actions={
        <>
          <Button onClick={onClose} autoFocus>
            {cancelLabel}
          </Button>
          <Button color="error" variant="contained" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Typography>{children}</Typography>
    </ResponsiveDialog>
  );
}

/** Says why a step cannot be taken, with one button that closes it. */
export function NoticeDialog({
  onClose,
  title,
  testId,
  children,
  closeLabel,
}: {
  onClose: () => void;
  title: string;
  testId?: string;
  children: ReactNode;
  closeLabel: string;
}) {
  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      title={title}
      testId={testId}
      actions={
        <Button onClick={onClose} autoFocus variant="contained">
          {closeLabel}
        </Button>
      }
    >
      <Typography>{children}</Typography>
    </ResponsiveDialog>
  );
}

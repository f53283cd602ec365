import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ResponsiveDialog } from './ResponsiveDialog';
import { useOneClick } from './useOneClick';

/**
 * Asks before a destructive step: the body, a Cancel button (focused first, so Enter does not
 * destroy by accident) and the red button that does it. The labels are the caller's.
 *
 * The confirm button takes the step once: busy from its click for as long as `pending` says the step
 * runs (a mutation's isPending) or the promise `onConfirm` answers is unsettled (useOneClick), so a
 * double click does not send it twice.
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
  onConfirm: () => unknown;
  /** The step is running (a mutation's isPending): the confirm button is busy. */
  pending: boolean;
}) {
  const confirm = useOneClick(onConfirm, pending, open);
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
          <Button color="error" variant="contained" onClick={confirm.onClick} loading={confirm.busy}>
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

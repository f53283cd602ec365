import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/client';
import { useClaimMessage } from '../../lib/claims/messages';
import { showFailure, showSuccess } from '../../lib/ui/snackbar';
import { useCancelClaim, useClaimSettled } from './api';

/**
 * Asks before cancelling an open claim (a cancelled claim cannot be resumed, draws nothing from the
 * balance and keeps its items and receipts for the record; decision 8), then cancels it and says so.
 */
export function CancelClaimDialog({
  claimId,
  open,
  onClose,
  onCancelled,
}: {
  claimId: number;
  open: boolean;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const tm = useClaimMessage();
  const cancel = useCancelClaim();
  const settled = useClaimSettled();
  const confirm = () =>
    cancel.mutate(claimId, {
      onSuccess: (answer) => {
        settled(claimId);
        showSuccess(tm(answer.message) ?? answer.message);
        onCancelled();
      },
      onError: (error) => {
        if (error instanceof ApiError) showFailure(tm(error.general) ?? error.message);
      },
    });
  return (
    <Dialog
      open={open}
      onClose={cancel.isPending ? undefined : onClose}
      aria-labelledby="cancel-claim-title"
      aria-describedby="cancel-claim-body"
    >
      <DialogTitle id="cancel-claim-title">{t('claims.cancel.title', { id: claimId })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-claim-body">{t('claims.cancel.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending} autoFocus>
          {t('claims.cancel.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} loading={cancel.isPending}>
          {t('claims.cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

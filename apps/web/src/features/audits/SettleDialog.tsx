import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_REASON_MAX_LENGTH, AUDIT_MESSAGES } from '@benefits/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { ResponsiveDialog } from '../../lib/ui/ResponsiveDialog';
import { useOneClick } from '../../lib/ui/useOneClick';
import type { Verdict } from './api';

/**
 * Asks before settling an audit: what will happen, and the reason (required to fail, optional to
 * pass; `reasonHelp` says who reads it). Cancel is focused first so Enter does not settle by accident.
 */
export function SettleDialog({
  verdict,
  body,
  reasonHelp,
  pending,
  reasonError,
  onClose,
  onConfirm,
}: {
  verdict: Verdict;
  body: string;
  /** Who reads the reason, if anyone (a claim's employee; a PAD's account only when it fails). */
  reasonHelp: string;
  pending: boolean;
  reasonError: string | undefined;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const fail = verdict === 'fail';
  const submit = () => {
    if (fail && reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  // A double click settles once: the first submit holds the button until the answer.
  const once = useOneClick(submit, pending);
  const error = missing ? tm(AUDIT_MESSAGES.reasonRequired) : reasonError;
  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      title={t(fail ? 'audits.settle.failTitle' : 'audits.settle.passTitle')}
      testId="settle-dialog"
      onSubmit={once.onClick}
      actions={
        <>
          <Button onClick={onClose} autoFocus>
            {t('audits.settle.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={fail ? 'error' : 'success'}
            loading={once.busy}
            data-testid="settle-confirm"
          >
            {t(fail ? 'audits.settle.fail' : 'audits.settle.pass')}
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 1 }}>{body}</Typography>
      <TextField
        id="audit-reason"
        label={t(fail ? 'audits.settle.reason' : 'audits.settle.reasonOptional')}
        required={fail}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          if (e.target.value.trim()) setMissing(false);
        }}
        multiline
        minRows={3}
        fullWidth
        margin="normal"
        error={Boolean(error)}
        helperText={error ?? reasonHelp}
        slotProps={{ htmlInput: { maxLength: AUDIT_REASON_MAX_LENGTH } }}
      />
    </ResponsiveDialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/client';
import type { ClaimView } from '../../lib/claims/api';
import { ClaimFileList } from '../../lib/claims/FileList';
import { FileUploader } from '../../lib/claims/FileUploader';
import { useClaimMessage } from '../../lib/claims/messages';
import { RouterButton } from '../../lib/ui/RouterLink';
import { showFailure, showSuccess } from '../../lib/ui/snackbar';
import { useRemoveReceipt, useUploadReceipt } from './api';
import { ClaimPage, OpenClaim, stepPath } from './ui';

/**
 * /claims/upload: receipts sent one at a time to the open claim (docs/product §5 "Receipts": JPEG, PNG or
 * PDF, at most 5 MB, no duplicate), each with its progress; the receipts already attached, each of
 * which can be removed again while the claim is open (the server deletes its file). At least one
 * receipt is needed before review (docs/decisions/0008).
 */
export function ReceiptsScreen() {
  const { t } = useTranslation();
  return (
    <ClaimPage title={t('pages.uploadReceipts')} step="receipts">
      <OpenClaim>{({ claim }) => <ReceiptsStep claim={claim} />}</OpenClaim>
    </ClaimPage>
  );
}

function ReceiptsStep({ claim }: { claim: ClaimView }) {
  const { t } = useTranslation();
  const tm = useClaimMessage();
  const navigate = useNavigate();
  const upload = useUploadReceipt(claim.id);
  const remove = useRemoveReceipt(claim.id);
  const attachedTitle = useRef<HTMLHeadingElement>(null);
  const [stepError, setStepError] = useState<string | undefined>();
  const attached = claim.receipts.map((r) => ({ name: r.fileName, type: r.mimeType, size: r.size }));

  const onRemove = (fileId: number) =>
    remove.mutate(fileId, {
      onSuccess: (answer) => {
        showSuccess(tm(answer.message) ?? answer.message);
        // The button is gone with its receipt: the list's heading (with the new count) takes the focus.
        attachedTitle.current?.focus();
      },
      onError: (error) => {
        if (error instanceof ApiError) showFailure(tm(error.general) ?? error.message);
      },
    });

  const onContinue = () => {
    if (claim.receipts.length === 0) {
      setStepError(t('claims.serverMessages.receiptRequired'));
      return;
    }
    void navigate(stepPath('review', claim.id));
  };

  return (
    <>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="upload-title"
        sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
      >
        <Typography variant="h2" id="upload-title" sx={{ mb: 1 }}>
          {t('claims.receipts.addTitle')}
        </Typography>
        <FileUploader
          id="receipt"
          attached={attached}
          intro={t('claims.receipts.intro')}
          send={async (file, onProgress, signal) => {
            const answer = await upload(file, onProgress, signal);
            setStepError(undefined);
            showSuccess(tm(answer.message) ?? answer.message);
          }}
          // As after a removal: the list's heading (with the new count) takes the keyboard.
          focusAfterSent={() => attachedTitle.current}
        />
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="attached-title"
        sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
      >
        <Typography variant="h2" id="attached-title" ref={attachedTitle} tabIndex={-1} sx={{ mb: 1.5 }}>
          {t('claims.receipts.attachedTitle', { count: claim.receipts.length })}
        </Typography>
        <ClaimFileList
          files={claim.receipts}
          label={t('claims.receipts.attachedLabel')}
          emptyText={t('claims.receipts.none')}
          testId="receipts"
          onRemove={(file) => onRemove(file.id)}
          removing={remove.isPending ? (remove.variables ?? null) : null}
        />
      </Paper>
      {stepError ? (
        <Alert severity="error" role="alert">
          {stepError}
        </Alert>
      ) : null}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between' }}
      >
        <RouterButton to={stepPath('items', claim.id)} variant="outlined">
          {t('claims.flow.backToItems')}
        </RouterButton>
        <Button variant="contained" onClick={onContinue}>
          {t('claims.flow.continueToReview')}
        </Button>
      </Stack>
    </>
  );
}

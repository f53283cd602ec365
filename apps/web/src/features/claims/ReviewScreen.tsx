import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorCode } from '@benefits/contract';
import { CLAIM_MESSAGES, isSubmittedClaim, paths } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/client';
import { claimDetailsQuery, type ClaimView } from '../../lib/claims/api';
import { ClaimBreakdownView } from '../../lib/claims/Breakdown';
import { useClaimMessage } from '../../lib/claims/messages';
import { RouterButton, RouterLink } from '../../lib/ui/RouterLink';
import { useOneClick } from '../../lib/ui/useOneClick';
import { useSubmitClaim } from './api';
import { CancelClaimDialog } from './CancelClaimDialog';
import { ClaimPage, OpenClaim, stepPath } from './ui';

/**
 * /claims/review: what each item and the claim will cost (docs/product §3 "Claim cost breakdown": payable,
 * co-pay, admin fee, the taxes that apply, total, and the part paid from last year's balance),
 * estimated on today's balances; Submit, or Cancel the claim after a confirmation.
 */
export function ReviewScreen() {
  const { t } = useTranslation();
  return (
    <ClaimPage title={t('pages.reviewClaim')} step="review">
      <OpenClaim>{({ claim }) => <ReviewStep claim={claim} />}</OpenClaim>
    </ClaimPage>
  );
}

/** The refusal of a claim that is no longer open: submitted (or cancelled) since this page showed it. */
const noLongerOpen = (error: unknown) =>
  error instanceof ApiError &&
  error.code === ErrorCode.CONFLICT &&
  error.general === CLAIM_MESSAGES.claimNotOpen;

function ReviewStep({ claim }: { claim: ClaimView }) {
  const { t } = useTranslation();
  const tm = useClaimMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmitClaim(claim.id);
  const [problem, setProblem] = useState<string | undefined>();
  const [cancelling, setCancelling] = useState(false);

  const onSubmit = () => {
    setProblem(undefined);
    submit.mutate(undefined, {
      onSuccess: async (answer) => {
        // The success page refreshes the profile once it shows (Success below): a claim selected for
        // audit closes the flow to everything but that page, so the profile must not change while
        // this page is still the one on screen (its route's text may still be loading).
        await navigate(stepPath('success', answer.claimId), { state: { message: answer.message } });
      },
      onError: async (error) => {
        if (noLongerOpen(error)) {
          // Submitted meanwhile (this submission sent twice by a retry, another tab) or cancelled:
          // not a failure of this page. The claim as it is now says where to go: a submitted claim
          // to its success page (its message follows from its status); a cancelled one is read
          // again, and OpenClaim says it is no longer open, with the way to its details.
          const now = await queryClient
            .fetchQuery({ ...claimDetailsQuery(claim.id), staleTime: 0 })
            .catch(() => undefined);
          if (now && isSubmittedClaim(now.claim.status)) {
            await navigate(stepPath('success', claim.id));
            return;
          }
          if (now) return;
        }
        if (error instanceof ApiError) setProblem(error.general ?? error.message);
        else setProblem(String(error));
      },
    });
  };
  // A double click submits once: busy from the first click until the answer.
  const submitting = useOneClick(onSubmit, submit.isPending);

  const blocked = claim.items.length === 0 || claim.receipts.length === 0;
  return (
    <>
      <Typography color="text.secondary">
        {t(`claims.review.intro.${claim.type}`, { id: claim.id })}
      </Typography>
      {claim.items.length === 0 ? (
        <Alert severity="warning">
          {t('claims.serverMessages.noItems')}{' '}
          <RouterLink to={stepPath('items', claim.id)}>{t('claims.flow.backToItems')}</RouterLink>
        </Alert>
      ) : (
        <ClaimBreakdownView claim={claim} />
      )}
      <Paper variant="outlined" component="section" aria-labelledby="review-receipts" sx={{ p: 2 }}>
        <Typography variant="h2" id="review-receipts" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
          {t('claims.review.receipts', { count: claim.receipts.length })}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {claim.receipts.length > 0
            ? claim.receipts.map((r) => r.fileName).join(', ')
            : t('claims.serverMessages.receiptRequired')}{' '}
          <RouterLink to={stepPath('receipts', claim.id)}>{t('claims.review.changeReceipts')}</RouterLink>
        </Typography>
      </Paper>
      {problem ? (
        <Alert severity="error" role="alert" data-testid="submit-error">
          {tm(problem)}
        </Alert>
      ) : null}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between' }}
      >
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} sx={{ gap: 1.5 }}>
          <RouterButton to={stepPath('receipts', claim.id)} variant="outlined">
            {t('claims.flow.backToReceipts')}
          </RouterButton>
          <Button color="error" onClick={() => setCancelling(true)} disabled={submitting.busy}>
            {t('claims.review.cancel')}
          </Button>
        </Stack>
        <Button
          variant="contained"
          size="large"
          onClick={submitting.onClick}
          loading={submitting.busy}
          disabled={blocked}
        >
          {t('claims.review.submit')}
        </Button>
      </Stack>
      <CancelClaimDialog
        claimId={claim.id}
        open={cancelling}
        onClose={() => setCancelling(false)}
        onCancelled={() => void navigate(paths.employee.dashboard.getHref())}
      />
    </>
  );
}

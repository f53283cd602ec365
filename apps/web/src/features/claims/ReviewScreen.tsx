import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isSubmittedClaim, paths } from '@benefits/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/client';
import { claimDetailsQuery, type ClaimView } from '../../lib/claims/api';
import { ClaimBreakdownView } from '../../lib/claims/Breakdown';
import { formatMoney } from '../../lib/format';
import { useClaimMessage } from '../../lib/claims/messages';
import { RouterButton, RouterLink } from '../../lib/ui/RouterLink';
import { useOneClick } from '../../lib/ui/useOneClick';
import { claimNoLongerOpen, useSubmitClaim } from './api';
import { CancelClaimDialog } from './CancelClaimDialog';
import { ClaimPage, OpenClaim, stepPath, useClaimIdParam } from './ui';

/**
 * /claims/review: what each item and the claim will cost (docs/product §3 "Claim cost breakdown": payable,
 * co-pay, admin fee, the taxes that apply, total, and the part paid from last year's balance),
 * estimated on today's balances; Submit, or Cancel the claim after a confirmation.
 */
export function ReviewScreen() {
  const { t } = useTranslation();
  // The steps before the review are done only when the claim has items and receipts: this page can
  // be reached by its address before they exist. Read from the cache entry OpenClaim reads.
  const claimId = useClaimIdParam();
  const claim = useQuery({ ...claimDetailsQuery(claimId ?? 0), enabled: claimId !== null }).data?.claim;
  const done = claim ? { items: claim.items.length > 0, receipts: claim.receipts.length > 0 } : undefined;
  return (
    <ClaimPage title={t('pages.reviewClaim')} step="review" done={done}>
      <OpenClaim>{({ claim }) => <ReviewStep claim={claim} />}</OpenClaim>
    </ClaimPage>
  );
}

function ReviewStep({ claim }: { claim: ClaimView }) {
  const { t, i18n } = useTranslation();
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
        if (claimNoLongerOpen(error)) {
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

  const noItems = claim.items.length === 0;
  const noReceipts = claim.receipts.length === 0;
  const blocked = noItems || noReceipts;
  // What the balance cannot pay (integer cents): the employee is told before submitting.
  const claimed = claim.amounts.total_amount;
  const payable = claim.breakdown.totalPayableAmount;
  const unpaid = noItems ? 0 : claimed - payable;
  return (
    <>
      <Typography color="text.secondary">
        {t(`claims.review.intro.${claim.type}`, { id: claim.id })}
      </Typography>
      {noItems ? (
        <Alert severity="warning" id="review-no-items">
          {t('claims.serverMessages.noItems')}{' '}
          <RouterLink to={stepPath('items', claim.id)}>{t('claims.flow.backToItems')}</RouterLink>
        </Alert>
      ) : (
        <ClaimBreakdownView claim={claim} />
      )}
      {unpaid > 0 ? (
        <Alert severity="warning" data-testid="review-unpaid">
          {t('claims.review.overBalance', {
            payable: formatMoney(payable, i18n.language),
            claimed: formatMoney(claimed, i18n.language),
            unpaid: formatMoney(unpaid, i18n.language),
          })}
        </Alert>
      ) : null}
      <Paper variant="outlined" component="section" aria-labelledby="review-receipts" sx={{ p: 2 }}>
        <Typography variant="h2" id="review-receipts" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
          {t('claims.review.receipts', { count: claim.receipts.length })}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {noReceipts ? (
            <span id="review-no-receipts">{t('claims.serverMessages.receiptRequired')}</span>
          ) : (
            claim.receipts.map((r) => r.fileName).join(', ')
          )}{' '}
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
          // A disabled Submit says why: the messages shown above for what is missing.
          aria-describedby={
            blocked
              ? [noItems ? 'review-no-items' : '', noReceipts ? 'review-no-receipts' : '']
                  .filter(Boolean)
                  .join(' ')
              : undefined
          }
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

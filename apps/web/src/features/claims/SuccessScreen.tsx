import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLAIM_MESSAGES, isAwaitingSettlement, paths } from '@benefits/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useClaimMessage } from '../../lib/claims/messages';
import { ClaimStatusChip } from '../../lib/claims/StatusChip';
import { formatMoney } from '../../lib/format';
import { Facts } from '../../lib/ui/Facts';
import { RouterButton } from '../../lib/ui/RouterLink';
import { useClaim, useClaimSettled } from './api';
import { ClaimPage, LoadError, Loading, useClaimIdParam } from './ui';
import { Redirect } from '../../lib/redirect';

/**
 * /claims/success: the server's message, the claim's number and what it pays, and the way on
 * (Claim Activity, the dashboard, and the audit upload when the claim was selected for audit).
 * A reload reads the claim again; the message then follows from its status. Only a claim submitted
 * and not yet settled (N or A) has a submission to confirm: any other claim (saved, cancelled,
 * paid, failed), reached by its address, is shown on its details page instead.
 */
export function SuccessScreen() {
  const { t } = useTranslation();
  const claimId = useClaimIdParam();
  if (claimId === null) return <Redirect to={paths.claims.makeClaim.getHref()} />;
  return (
    <ClaimPage title={t('pages.claimSubmitted')} maxWidth={720}>
      <Success claimId={claimId} />
    </ClaimPage>
  );
}

function Success({ claimId }: { claimId: number }) {
  const { t, i18n } = useTranslation();
  const tm = useClaimMessage();
  const location = useLocation();
  const query = useClaim(claimId);
  const settled = useClaimSettled();
  // Balances, saved claims, reports, the audit state and the claim itself are read again once this
  // page is on screen (not before: see ReviewScreen).
  useEffect(() => settled(claimId), [claimId, settled]);
  const stateMessage = (location.state as { message?: unknown } | null)?.message;

  // The submit answer wrote the claim's new status into the cache; it is read again in the background.
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { claim } = query.data;
  if (!isAwaitingSettlement(claim.status))
    return <Redirect to={paths.employee.claimDetails.getHref({ id: claim.id })} />;
  const audit = claim.status === 'A';
  const message =
    typeof stateMessage === 'string'
      ? stateMessage
      : audit
        ? CLAIM_MESSAGES.claimSubmittedForAudit
        : CLAIM_MESSAGES.claimSubmitted;
  const money = (cents: number) => formatMoney(cents, i18n.language);

  return (
    <>
      <Alert
        severity={audit ? 'warning' : 'success'}
        icon={audit ? undefined : <CheckCircleOutlineIcon />}
        data-testid="success-message"
      >
        {tm(message)}
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Facts
          items={[
            { label: t('claims.success.claimNumber'), value: String(claim.id), testId: 'success-claim-id' },
            { label: t('claims.success.account'), value: t(`claims.types.${claim.type}`) },
            { label: t('claims.success.status'), value: <ClaimStatusChip status={claim.status} /> },
            { label: t('claims.success.items'), value: String(claim.items.length) },
            { label: t('claims.success.claimed'), value: money(claim.amounts.total_amount) },
            {
              label: t('claims.success.payable'),
              value: money(claim.breakdown.totalPayableAmount),
              testId: 'success-payable',
            },
          ]}
        />
      </Paper>
      <Typography color="text.secondary">
        {audit ? t('claims.success.auditNext') : t('claims.success.next')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        {audit ? (
          <RouterButton to={paths.employee.claimAudit.getHref({ id: claim.id })} variant="contained">
            {t('claims.success.uploadAudit')}
          </RouterButton>
        ) : null}
        <RouterButton to={paths.employee.claimActivity.getHref()} variant={audit ? 'outlined' : 'contained'}>
          {t('claims.success.toActivity')}
        </RouterButton>
        <RouterButton to={paths.employee.claimDetails.getHref({ id: claim.id })} variant="outlined">
          {t('claims.flow.viewClaim', { id: claim.id })}
        </RouterButton>
        <RouterButton to={paths.employee.dashboard.getHref()} variant="outlined">
          {t('claims.success.toDashboard')}
        </RouterButton>
      </Stack>
    </>
  );
}

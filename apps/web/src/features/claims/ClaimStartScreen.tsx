import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmployeeUser } from '@benefits/contract';
import { coverageStartsLater, isYes, todayIso, type ClaimType } from '@benefits/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@benefits/domain';
import { ApiError } from '../../lib/api/client';
import { getAppConfig } from '../../lib/config';
import { useEmployeeUser } from '../../lib/api/employeeProfile';
import type { ClaimView } from '../../lib/claims/api';
import { useClaimMessage } from '../../lib/claims/messages';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { RouterButton } from '../../lib/ui/RouterLink';
import { showFailure } from '../../lib/ui/snackbar';
import { useOpenClaim, usePendingClaims } from './api';
import { CancelClaimDialog } from './CancelClaimDialog';
import { ClaimPage, LoadError, Loading, stepPath } from './ui';

/** The accounts the user may claim from: HSA, and WSA when the user has wellness (docs/product §2 drawer). */
export function claimTypesOf(user: Pick<EmployeeUser, 'WELLNESS'> | undefined): ClaimType[] {
  return user?.WELLNESS === 'Y' ? ['HSA', 'WSA'] : ['HSA'];
}

function balanceOf(user: EmployeeUser | undefined, type: ClaimType): number | undefined {
  if (!user) return undefined;
  return type === 'HSA' ? user.BALANCE : user.WELLNESS_BALANCE;
}

function SavedClaimSummary({ claim }: { claim: ClaimView }) {
  const { t, i18n } = useTranslation();
  return (
    <Typography data-testid={`saved-claim-${claim.type}`}>
      {t('claims.start.savedSummary', {
        id: claim.id,
        count: claim.items.length,
        amount: formatMoney(claim.amounts.total_amount, i18n.language),
        date: formatDateTime(claim.updatedAt, i18n.language),
      })}
    </Typography>
  );
}

/**
 * /claims and /claims/resume (docs/product §4 "Claim flow": pick or resume). /claims offers a card per
 * account — HSA, and WSA only with wellness — that starts a claim, or resumes the account's saved
 * one (one open claim per account), which may also be cancelled. /claims/resume lists the saved
 * claims only. Before the member's coverage starts (their effective date), neither offers to start
 * or resume a claim: they say the date claims open on (the domain's `coverageStartsLater`, the rule the
 * server refuses a claim by), and a claim saved before can only be cancelled.
 */
export function ClaimStartScreen({ mode }: { mode: 'start' | 'resume' }) {
  const { t, i18n } = useTranslation();
  const tm = useClaimMessage();
  const navigate = useNavigate();
  const user = useEmployeeUser().data;
  const pending = usePendingClaims();
  const open = useOpenClaim();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const title = mode === 'start' ? t('pages.makeClaim') : t('pages.resumeClaim');

  const go = (type: ClaimType) =>
    open.mutate(type, {
      onSuccess: ({ claimId }) => void navigate(stepPath('items', claimId)),
      onError: (error) => {
        if (error instanceof ApiError) showFailure(tm(error.general) ?? error.message);
      },
    });

  // Decision 0020: a frozen account makes no claim; say so before the user fills one in.
  if (isYes(user?.FROZEN))
    return (
      <ClaimPage title={title}>
        <Alert severity="warning" data-testid="claims-frozen">
          <AlertTitle>{t('accountStates.frozen.title')}</AlertTitle>
          {t('accountStates.frozen.claims', { provider: getAppConfig().providerName })}
        </Alert>
      </ClaimPage>
    );
  if (pending.isPending)
    return (
      <ClaimPage title={title}>
        <Loading />
      </ClaimPage>
    );
  if (pending.isError)
    return (
      <ClaimPage title={title}>
        <LoadError error={pending.error} onRetry={() => void pending.refetch()} />
      </ClaimPage>
    );

  const saved = pending.data.incompleteClaims;
  const allowed = claimTypesOf(user);
  const types = (['HSA', 'WSA'] as const).filter((type) => allowed.includes(type) || saved[type]);
  const coverageStarts = coverageStartsLater(user?.EFFECTIVE_DATE, todayIso());
  const shown = mode === 'resume' || coverageStarts ? types.filter((type) => saved[type]) : types;

  return (
    <ClaimPage title={title} maxWidth={880}>
      <Typography color="text.secondary">
        {mode === 'start' ? t('claims.start.intro') : t('claims.start.resumeIntro')}
      </Typography>
      {coverageStarts ? (
        <Alert severity="info" data-testid="claims-coverage-starts">
          {t('claims.serverMessages.coverageNotStarted', {
            date: formatDate(coverageStarts, i18n.language, 'long'),
          })}
        </Alert>
      ) : null}
      {shown.length === 0 ? (
        coverageStarts ? null : (
          <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
            <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
              {t('claims.start.noSaved')}
            </Alert>
            <RouterButton to={paths.claims.makeClaim.getHref()} variant="contained">
              {t('claims.start.makeClaim')}
            </RouterButton>
          </Stack>
        )
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fit, minmax(280px, 1fr))' },
          }}
        >
          {shown.map((type) => {
            const claim = saved[type];
            const balance = balanceOf(user, type);
            return (
              <Paper
                key={type}
                variant="outlined"
                component="section"
                aria-labelledby={`claim-type-${type}`}
                sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
                data-testid={`claim-type-${type}`}
              >
                <Typography variant="h2" id={`claim-type-${type}`}>
                  {t(`claims.types.${type}`)}
                </Typography>
                <Typography color="text.secondary">{t(`claims.start.describe.${type}`)}</Typography>
                {balance !== undefined ? (
                  <Typography>
                    {t('claims.start.balance', { amount: formatMoney(balance, i18n.language) })}
                  </Typography>
                ) : null}
                {claim ? <SavedClaimSummary claim={claim} /> : null}
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 'auto', pt: 1 }}>
                  {claim ? (
                    <>
                      {coverageStarts ? null : (
                        <RouterButton to={stepPath('items', claim.id)} variant="contained">
                          {t('claims.start.resume')}
                        </RouterButton>
                      )}
                      <Button color="error" onClick={() => setCancelling(claim.id)}>
                        {t('claims.start.cancelSaved')}
                      </Button>
                    </>
                  ) : (
                    <Button
                      variant="contained"
                      onClick={() => go(type)}
                      loading={open.isPending && open.variables === type}
                      disabled={open.isPending}
                    >
                      {t(`claims.start.begin.${type}`)}
                    </Button>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Box>
      )}
      {cancelling !== null ? (
        <CancelClaimDialog
          claimId={cancelling}
          open
          onClose={() => setCancelling(null)}
          onCancelled={() => setCancelling(null)}
        />
      ) : null}
    </ClaimPage>
  );
}

/** /claims */
export const MakeClaimScreen = () => <ClaimStartScreen mode="start" />;
/** /claims/resume */
export const ResumeClaimScreen = () => <ClaimStartScreen mode="resume" />;

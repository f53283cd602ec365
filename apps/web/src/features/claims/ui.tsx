import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@benefits/domain';
import { ApiError } from '../../lib/api/client';
import { claimIdOf, type ClaimDetails } from '../../lib/claims/api';
import { useClaimMessage } from '../../lib/claims/messages';
import { retryHelps } from '../../lib/ui/LoadError';
import { RouterButton } from '../../lib/ui/RouterLink';
import { PageColumn } from '../../lib/ui/PageColumn';
import { useClaim } from './api';
import { Loading } from '../../lib/ui/Section';
import { Redirect } from '../../lib/redirect';

export const CLAIM_STEPS = ['items', 'receipts', 'review'] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];

/** The address of a step of the flow for a claim. */
export const stepPath = (step: ClaimStep | 'success', claimId: number) =>
  paths.claims[step].getHref({ claim: claimId });

/** The frame of every claim screen: a centred column with the page's heading and, in the flow, the steps. */
export function ClaimPage({
  title,
  step,
  done,
  children,
  maxWidth = 960,
}: {
  title: string;
  step?: ClaimStep;
  /**
   * Which steps are done, when the page knows it (the review reached by its address may come before
   * items or receipts exist); a step left out is done when it comes before `step`, as usual.
   */
  done?: Partial<Record<ClaimStep, boolean>>;
  children: ReactNode;
  maxWidth?: number;
}) {
  const { t } = useTranslation();
  return (
    <PageColumn
      title={title}
      maxWidth={maxWidth}
      before={
        step ? (
          <nav aria-label={t('claims.steps.label')}>
            <Stepper
              activeStep={CLAIM_STEPS.indexOf(step)}
              alternativeLabel
              component="ol"
              sx={{ p: 0, m: 0 }}
            >
              {CLAIM_STEPS.map((s) => (
                <Step
                  key={s}
                  component="li"
                  sx={{ listStyle: 'none' }}
                  {...(done?.[s] !== undefined ? { completed: done[s] } : {})}
                >
                  <StepLabel {...(s === step ? { 'aria-current': 'step' as const } : {})}>
                    {t(`claims.steps.${s}`)}
                  </StepLabel>
                </Step>
              ))}
            </Stepper>
          </nav>
        ) : null
      }
    >
      {children}
    </PageColumn>
  );
}

export { Loading };

/** A failed read, with the server's message when it gave one and a way to try again when it could help. */
export function LoadError({
  error,
  onRetry,
  fallback,
}: {
  error: unknown;
  onRetry: () => void;
  fallback?: string;
}) {
  const { t } = useTranslation();
  const tm = useClaimMessage();
  const message = error instanceof ApiError && !error.network ? tm(error.general) : undefined;
  return (
    <Alert
      severity="error"
      action={
        retryHelps(error) ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        ) : undefined
      }
    >
      {message ?? fallback ?? t('errors.loadFailed')}
    </Alert>
  );
}

/** The claim id of the address (?claim=ID), or null. */
export function useClaimIdParam(): number | null {
  const [params] = useSearchParams();
  return claimIdOf(params.get('claim'));
}

/**
 * The open claim a step works on, read from the server by the id in the address. Without an id the
 * user starts at /claims; a claim that is no longer open (submitted or cancelled, maybe in another
 * tab) says so and links to its details.
 */
export function OpenClaim({ children }: { children: (details: ClaimDetails) => ReactNode }) {
  const claimId = useClaimIdParam();
  if (claimId === null) return <Redirect to={paths.claims.makeClaim.getHref()} />;
  return <OpenClaimById claimId={claimId}>{children}</OpenClaimById>;
}

function OpenClaimById({
  claimId,
  children,
}: {
  claimId: number;
  children: (details: ClaimDetails) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useClaim(claimId);
  if (query.isPending) return <Loading lines={4} />;
  if (query.isError)
    return (
      <Stack sx={{ gap: 2 }}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
        <div>
          <RouterButton to={paths.claims.makeClaim.getHref()} variant="outlined">
            {t('claims.flow.backToStart')}
          </RouterButton>
        </div>
      </Stack>
    );
  const { claim } = query.data;
  if (claim.status !== 'R')
    return (
      <Stack sx={{ gap: 2 }}>
        <Alert severity="info" data-testid="claim-not-open">
          {t('claims.serverMessages.claimNotOpen')}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <RouterButton to={paths.employee.claimDetails.getHref({ id: claim.id })} variant="contained">
            {t('claims.flow.viewClaim', { id: claim.id })}
          </RouterButton>
          <RouterButton to={paths.claims.makeClaim.getHref()} variant="outlined">
            {t('claims.flow.backToStart')}
          </RouterButton>
        </Stack>
      </Stack>
    );
  return <>{children(query.data)}</>;
}

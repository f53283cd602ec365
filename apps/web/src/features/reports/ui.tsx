import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@benefits/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { claimDetailsQuery, claimIdOf, type ClaimDetails } from '../../lib/claims/api';
import { PageColumn } from '../../lib/ui/PageColumn';
import { ReportError } from '../../lib/report-view/ReportError';

import { Loading } from '../../lib/ui/Section';

export { Loading, Section } from '../../lib/ui/Section';
export { ReportError } from '../../lib/report-view/ReportError';
export { ResponsiveTable, type Column, type FooterRow } from '../../lib/report-view/ResponsiveTable';

/** The frame of every report screen: a centred column with the page's heading. */
export function ReportPage({
  title,
  children,
  maxWidth = 1100,
}: {
  title: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  return (
    <PageColumn title={title} maxWidth={maxWidth}>
      {children}
    </PageColumn>
  );
}

/**
 * A screen about one of the employee's claims, by the :id of its address (/claim/:id, /audit/:id):
 * its title with the claim's number, the claim's details once read, and 'Failed to load claim
 * details.' for an address that cannot be a claim or a claim that cannot be read (with a retry).
 */
export function ClaimPage({
  title,
  fallbackTitle,
  maxWidth,
  loadingLines,
  children,
}: {
  title: (id: number) => string;
  fallbackTitle: string;
  maxWidth: number;
  loadingLines: number;
  children: (details: ClaimDetails) => ReactNode;
}) {
  const { t } = useTranslation();
  const claimId = claimIdOf(useParams().id);
  return (
    <ReportPage title={claimId ? title(claimId) : fallbackTitle} maxWidth={maxWidth}>
      {claimId === null ? (
        <Alert severity="error" data-testid="report-error">
          {t('validation.failedToLoadClaimDetails')}
        </Alert>
      ) : (
        <ClaimDetailsLoader claimId={claimId} loadingLines={loadingLines}>
          {children}
        </ClaimDetailsLoader>
      )}
    </ReportPage>
  );
}

function ClaimDetailsLoader({
  claimId,
  loadingLines,
  children,
}: {
  claimId: number;
  loadingLines: number;
  children: (details: ClaimDetails) => ReactNode;
}) {
  const query = useQuery(claimDetailsQuery(claimId));
  if (query.isPending) return <Loading lines={loadingLines} />;
  if (query.isError)
    return (
      <ReportError
        error={query.error}
        message={MESSAGES.failedToLoadClaimDetails}
        onRetry={() => void query.refetch()}
      />
    );
  return children(query.data);
}

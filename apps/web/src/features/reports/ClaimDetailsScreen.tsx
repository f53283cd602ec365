import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hasPaperClaimForm, paperClaimFormOpen, paths } from '@benefits/domain';
import { useEmployeeUser } from '../../lib/api/employeeProfile';
import type { ClaimDetails } from '../../lib/claims/api';
import { ClaimBreakdownView } from '../../lib/claims/Breakdown';
import { ClaimFileList } from '../../lib/claims/FileList';
import { ClaimStatusChip } from '../../lib/claims/StatusChip';
import { formatDateTime, formatMoney } from '../../lib/format';
import { Facts } from '../../lib/ui/Facts';
import { RouterButton } from '../../lib/ui/RouterLink';
import { ClaimPage, Section } from './ui';

/**
 * /claim/:id: one of the employee's claims — its items and amounts (the cost breakdown), its
 * status history, receipts and audit documents (opened through the API, never by a URL carrying
 * the token); 'Failed to load claim details.' when it cannot be read.
 */
export function ClaimDetailsScreen() {
  const { t } = useTranslation();
  return (
    <ClaimPage
      title={(id) => t('reports.details.title', { id })}
      fallbackTitle={t('pages.claimDetails')}
      maxWidth={960}
      loadingLines={6}
    >
      {(details) => <ClaimDetailsView details={details} />}
    </ClaimPage>
  );
}

export function ClaimDetailsView({ details }: { details: ClaimDetails }) {
  const { t, i18n } = useTranslation();
  const { claim, history } = details;
  // The paper form of the claim only where the menu offers the paper form (plan, flags), and
  // never of a cancelled claim, which asks for nothing (decision 8).
  const user = useEmployeeUser().data;
  const printable = user ? paperClaimFormOpen(user) && hasPaperClaimForm(claim.status) : false;
  return (
    <>
      <Section id="claim-summary" title={t('reports.details.summary')}>
        <Facts
          items={[
            { label: t('reports.details.account'), value: t(`claims.types.${claim.type}`) },
            { label: t('reports.details.status'), value: <ClaimStatusChip status={claim.status} /> },
            {
              label: t('reports.details.origin'),
              value: claim.origin === 'P' ? t('reports.details.paper') : t('reports.details.online'),
            },
            {
              label: t('reports.details.submitted'),
              value: claim.submittedAt
                ? formatDateTime(claim.submittedAt, i18n.language)
                : t('reports.details.notSubmitted'),
            },
            ...(claim.planYear
              ? [{ label: t('reports.details.planYear'), value: String(claim.planYear) }]
              : []),
          ]}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
          {claim.status === 'R' ? (
            <RouterButton to={paths.claims.items.getHref({ claim: claim.id })} variant="contained">
              {t('reports.details.continue')}
            </RouterButton>
          ) : null}
          {claim.status === 'A' ? (
            <RouterButton to={paths.employee.claimAudit.getHref({ id: claim.id })} variant="contained">
              {t('reports.details.uploadAudit')}
            </RouterButton>
          ) : null}
          {printable ? (
            <RouterButton to={paths.employee.printClaimFormOf.getHref({ id: claim.id })} variant="outlined">
              {t('reports.details.printForm')}
            </RouterButton>
          ) : null}
          <RouterButton to={paths.employee.claimActivity.getHref()} variant="outlined">
            {t('reports.details.backToActivity')}
          </RouterButton>
        </Stack>
      </Section>

      <Section id="claim-amounts" title={t('reports.details.amounts')}>
        {claim.status === 'F' ? (
          // A failed audit reversed the claim: the figures below are what was claimed, not paid.
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="claim-not-paid">
            {t('reports.details.notPaid', {
              amount: formatMoney(claim.breakdown.totalPayableAmount, i18n.language),
            })}
          </Alert>
        ) : null}
        {claim.status === 'C' ? (
          // Cancelled before it was submitted: the items are as entered, nothing is payable.
          <Alert severity="info" sx={{ mb: 2 }} data-testid="claim-cancelled">
            {t('reports.details.cancelled')}
          </Alert>
        ) : null}
        {claim.items.length === 0 ? (
          <Typography color="text.secondary">{t('claims.items.empty')}</Typography>
        ) : (
          <ClaimBreakdownView claim={claim} />
        )}
      </Section>

      <Section id="claim-history" title={t('reports.details.history')}>
        {history.length === 0 ? (
          <Typography color="text.secondary">{t('reports.details.noHistory')}</Typography>
        ) : (
          <Box
            component="ol"
            sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
            data-testid="claim-history-list"
          >
            {history.map((change, index) => {
              // The first row of a claim started online (status R, note "Started") is its start, not a save.
              const label =
                index === 0 && change.status === 'R'
                  ? t('reports.details.started')
                  : t(`claims.status.${change.status}`);
              return (
                <Box
                  component="li"
                  key={`${change.at}-${index}`}
                  sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, minWidth: 0 }}
                  data-testid="claim-history-row"
                >
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <ClaimStatusChip status={change.status} label={label} />
                    <Typography variant="body2" color="text.secondary">
                      {formatDateTime(change.at, i18n.language)} ·{' '}
                      {t(`reports.details.actor.${actorKey(change.actor)}`)}
                    </Typography>
                  </Stack>
                  {/* A note that only repeats the label ("Saved" under Saved) is not said twice. */}
                  {change.note && change.note !== label ? (
                    <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="claim-history-note">
                      {change.note}
                    </Typography>
                  ) : null}
                </Box>
              );
            })}
          </Box>
        )}
      </Section>

      <Section id="claim-receipts" title={t('reports.details.receipts', { count: claim.receipts.length })}>
        <ClaimFileList
          files={claim.receipts}
          label={t('reports.details.receiptsLabel')}
          emptyText={
            claim.origin === 'P' ? t('reports.details.paperNoFiles') : t('reports.details.noReceipts')
          }
          testId="claim-receipts-list"
        />
      </Section>

      {claim.auditFiles.length > 0 || claim.status === 'A' || claim.auditSelected === 'Y' ? (
        <Section
          id="claim-audit-files"
          title={t('reports.details.auditFiles', { count: claim.auditFiles.length })}
        >
          <ClaimFileList
            files={claim.auditFiles}
            label={t('reports.details.auditFilesLabel')}
            emptyText={t('reports.details.noAuditFiles')}
            testId="claim-audit-list"
          />
        </Section>
      ) : null}
    </>
  );
}

function actorKey(actor: string): 'employee' | 'staff' | 'system' {
  return actor === 'employee' || actor === 'staff' ? actor : 'system';
}

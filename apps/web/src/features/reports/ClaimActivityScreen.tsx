import Typography from '@mui/material/Typography';
import {
  CLAIM_ACTIVITY_REPORT,
  paths,
  type ClaimStatusCode,
  type LocalizedName,
  type ReportRow,
} from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { serviceNamesIn } from '../../lib/claims/serviceName';
import { ClaimStatusChip } from '../../lib/claims/StatusChip';
import { formatDate } from '../../lib/format';
import { RouterLink } from '../../lib/ui/RouterLink';
import type { ReportRange } from './api';
import { RangeForm, useRangeInAddress } from '../../lib/report-view/RangeForm';
import { ReportView } from '../../lib/report-view/ReportView';
import { ReportPage } from './ui';

/**
 * /claim-report, Claim Activity: the employee's submitted claims in a date range (default the last
 * month), as the claim activity report definition (domain CLAIM_ACTIVITY_REPORT) in the generic
 * ReportView: 30 a page from rows fetched 600 at a time, each claim linking to its details; exported
 * to CSV or PDF by the server.
 */
export function ClaimActivityScreen() {
  const { t } = useTranslation();
  // Claim Activity's period rules (its definition: no To date after today), as the server's.
  const [range, setRange, addressProblem] = useRangeInAddress(undefined, CLAIM_ACTIVITY_REPORT);
  return (
    <ReportPage title={t('pages.claimActivity')}>
      <RangeForm
        key={`form:${range.startdate}:${range.enddate}`}
        range={range}
        onChange={setRange}
        idPrefix="report"
        addressProblem={addressProblem}
        rules={CLAIM_ACTIVITY_REPORT}
      />
      {/* A new range starts again at its first page. */}
      <Activity key={`rows:${range.startdate}:${range.enddate}`} range={range} />
    </ReportPage>
  );
}

/** The claim activity definition on screen: each claim links to its details, its status is a chip. */
function Activity({ range }: { range: ReportRange }) {
  const { t, i18n } = useTranslation();
  const text = (row: ReportRow, key: string) => {
    const value = row[key];
    return typeof value === 'string' ? value : null;
  };
  return (
    <ReportView
      definition={CLAIM_ACTIVITY_REPORT}
      range={range}
      sectionId="claim-activity"
      testId="activity"
      title={t('reports.activity.title', {
        from: formatDate(range.startdate, i18n.language),
        to: formatDate(range.enddate, i18n.language),
      })}
      caption={t('reports.activity.caption')}
      empty={t('reports.activity.empty')}
      columns={['claim', 'submitted', 'account', 'status', 'services', 'patients', 'claimed', 'payable']}
      rowKey={(row) => Number(row.claim)}
      render={{
        claim: (row) => (
          <RouterLink
            to={paths.employee.claimDetails.getHref({ id: Number(row.claim) })}
            data-testid="activity-claim-link"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('reports.activity.claimNumber', { id: row.claim })}
          </RouterLink>
        ),
        status: (row) => <ClaimStatusChip status={row.status as ClaimStatusCode} />,
        services: (row) => {
          const first = text(row, 'firstServiceDate');
          const last = text(row, 'lastServiceDate');
          const services = (row.services ?? []) as readonly LocalizedName[];
          return (
            <>
              {serviceNamesIn(
                i18n.language,
                services.map((s) => s.en),
                services.map((s) => s.fr),
              ).join(', ')}
              {first ? (
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {first === last || !last
                    ? formatDate(first, i18n.language)
                    : t('reports.activity.dateRange', {
                        from: formatDate(first, i18n.language),
                        to: formatDate(last, i18n.language),
                      })}
                </Typography>
              ) : null}
            </>
          );
        },
      }}
    />
  );
}

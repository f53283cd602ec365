import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CLAIM_ACTIVITY_REPORT,
  defaultReportRange,
  paths,
  resolveReportRange,
  todayIso,
  type ClaimStatusCode,
  type LocalizedName,
  type ReportRow,
} from '@benefits/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useClaimMessage } from '../../lib/claims/messages';
import { serviceNamesIn } from '../../lib/claims/serviceName';
import { ClaimStatusChip } from '../../lib/claims/StatusChip';
import { formatDate } from '../../lib/format';
import { RouterLink } from '../../lib/ui/RouterLink';
import type { ReportRange } from './api';
import { ReportView } from '../../lib/report-view/ReportView';
import { ReportPage } from './ui';

/** The range in the address (?from=&to=), or the default: the last month (docs/product §3 "Reports state"). */
function useRange(): [ReportRange, (range: ReportRange) => void] {
  const [params, setParams] = useSearchParams();
  const resolved = resolveReportRange({ startdate: params.get('from'), enddate: params.get('to') });
  const range = resolved.ok ? resolved.range : defaultReportRange();
  return [range, (next) => setParams({ from: next.startdate, to: next.enddate })];
}

/**
 * /claim-report, Claim Activity: the employee's submitted claims in a date range (default the last
 * month), as the claim activity report definition (domain CLAIM_ACTIVITY_REPORT) in the generic
 * ReportView: 30 a page from rows fetched 600 at a time, each claim linking to its details; exported
 * to CSV or PDF by the server.
 */
export function ClaimActivityScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useRange();
  return (
    <ReportPage title={t('pages.claimActivity')}>
      <RangeForm key={`form:${range.startdate}:${range.enddate}`} range={range} onChange={setRange} />
      {/* A new range starts again at its first page. */}
      <Activity key={`rows:${range.startdate}:${range.enddate}`} range={range} />
    </ReportPage>
  );
}

function RangeForm({ range, onChange }: { range: ReportRange; onChange: (range: ReportRange) => void }) {
  const { t } = useTranslation();
  const tm = useClaimMessage();
  const [start, setStart] = useState(range.startdate);
  const [end, setEnd] = useState(range.enddate);
  const [problem, setProblem] = useState<{ field: 'startdate' | 'enddate'; message: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const resolved = resolveReportRange({ startdate: start, enddate: end });
    if (!resolved.ok) {
      setProblem({ field: resolved.field, message: resolved.message });
      document.getElementById(`report-${resolved.field}`)?.focus();
      return;
    }
    setProblem(null);
    onChange(resolved.range);
  };
  const error = (field: 'startdate' | 'enddate') =>
    problem?.field === field ? tm(problem.message) : undefined;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('reports.range.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <TextField
        id="report-startdate"
        type="date"
        label={t('reports.range.from')}
        value={start}
        onChange={(e) => setStart(e.target.value)}
        error={Boolean(error('startdate'))}
        helperText={error('startdate')}
        margin="none"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: end || todayIso() } }}
        sx={{ flex: '1 1 150px', maxWidth: { sm: 220 } }}
      />
      <TextField
        id="report-enddate"
        type="date"
        label={t('reports.range.to')}
        value={end}
        onChange={(e) => setEnd(e.target.value)}
        error={Boolean(error('enddate'))}
        helperText={error('enddate')}
        margin="none"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start } }}
        sx={{ flex: '1 1 150px', maxWidth: { sm: 220 } }}
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: { sm: '10px' }, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {t('reports.range.show')}
      </Button>
    </Box>
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

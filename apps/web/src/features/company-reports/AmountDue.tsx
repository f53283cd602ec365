import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReportDefinition, ReportId } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { useReportRun } from '../../lib/report-view/api';

/**
 * The request for funding's answer in one place above its table (docs/product/company-reports.md
 * "rff"): the amount due, and how it comes (the claims waiting less the account balance). The table's
 * last lines say the same; on a wide table they can be scrolled out of sight. It reads the table's own
 * run (one request) and shows nothing until it is there.
 */
export function AmountDue({
  definition,
  column,
}: {
  definition: ReportDefinition<ReportId>;
  column: string;
}) {
  const { t, i18n } = useTranslation();
  const query = useReportRun(definition.id, null, definition.paging.fetchLength, 'employee');
  const first = query.data?.pages[0];
  if (!first) return null;
  const line = (key: 'lessBalance' | 'amountDue') =>
    first.after?.find((l) => l.key === key)?.totals[column] ?? 0;
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="amount-due">
      <Typography variant="h2" id="amount-due" sx={{ fontSize: '1.25rem' }} data-testid="amount-due">
        {t('companyReports.report.amountDue', { amount: money(line('amountDue')) })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('companyReports.report.amountDueHow', {
          claims: money(first.totals[column] ?? 0),
          balance: money(-line('lessBalance')),
        })}
      </Typography>
    </Paper>
  );
}

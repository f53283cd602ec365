import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BALANCE_HISTORY_REPORT,
  BALANCE_REPORT_MIN_DATE,
  REPORT_MESSAGES,
  codeNamesIn,
  formatCell,
  languageOf,
  ledgerReference,
  ledgerReferenceIn,
  MESSAGES,
  compareIsoDates,
  isBalanceReportDate,
  parseDateLike,
  todayIso,
  type ReportRow,
} from '@benefits/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@benefits/domain';
import { useClaimMessage } from '../../lib/claims/messages';
import { formatDate, formatMoney } from '../../lib/format';
import { RouterLink } from '../../lib/ui/RouterLink';
import { useBalanceReport, type BalanceReport, type BalanceSeries } from './api';
import { BalanceChart } from './BalanceChart';
import type { ChartSeries } from './chart';
import { AddressProblem, useDateInAddress } from '../../lib/report-view/RangeForm';
import { ReportView } from '../../lib/report-view/ReportView';
import { Loading, ReportError, ReportPage, Section } from './ui';

/** The changes' reference column, shown after the kind of change. */
const REFERENCE_COLUMN = BALANCE_HISTORY_REPORT.columns.find((c) => c.key === 'reference')!;

/** A plan year as people name it: '2026', or '2025–2026' when it spans two calendar years. */
function planYearLabel(series: BalanceSeries): string {
  const start = series.planYear.start.slice(0, 4);
  const end = series.planYear.end.slice(0, 4);
  return start === end ? start : `${start}–${end}`;
}

const later = (a: string, b: string) => (compareIsoDates(a, b) >= 0 ? a : b);
const earlier = (a: string, b: string) => (compareIsoDates(a, b) <= 0 ? a : b);

/**
 * One account and plan year as a line: its balance on the report's date (or the plan year's first
 * day), each change, and its balance now, held until today (or until the plan year's end once it
 * is over and nothing has moved since).
 */
export function seriesOf(
  report: BalanceReport,
  accountLabel: (account: BalanceSeries['account']) => string = (a) => a,
  today = todayIso(),
): ChartSeries[] {
  return report.accounts.map((account) => {
    const start = later(report.date, account.planYear.start);
    const last = account.points[account.points.length - 1]?.date ?? start;
    const end =
      compareIsoDates(account.planYear.end, today) >= 0
        ? today
        : earlier(today, later(account.planYear.end, last));
    return {
      key: `${account.account}-${account.planYear.key}`,
      label: `${accountLabel(account.account)} ${planYearLabel(account)}`,
      points: [
        { date: start, value: account.opening },
        ...account.points.map((p) => ({ date: p.date, value: p.balance })),
        { date: later(end, last), value: account.closing },
      ],
    };
  });
}

/**
 * /balance-report, Balance History: the balances from one date (from 2000-01-01 to today, docs/product §5
 * "Date limits"; the server's default is the previous plan year's start) as an SVG chart, with
 * every change in a table beside it. The date is in the address (?date=); one the rule refuses there is
 * said above the form (AddressProblem, as Claim Activity's period), with the date shown instead.
 */
export function BalanceHistoryScreen() {
  const { t } = useTranslation();
  const [date, setDate, addressProblem] = useDateInAddress(balanceDateProblem);
  // Each visit of the address (a date taken, the browser's Back, a link) starts the form again from it.
  const { key: visit } = useLocation();
  const query = useBalanceReport(date);
  return (
    <ReportPage title={t('pages.balanceHistory')}>
      <DateForm
        key={visit}
        date={query.data?.date ?? date ?? ''}
        onChange={setDate}
        // Said once the report's date, shown instead, is known.
        addressProblem={query.data ? addressProblem : null}
      />
      {query.isPending ? (
        <Loading lines={5} />
      ) : query.isError ? (
        <ReportError
          error={query.error}
          message={MESSAGES.failedToLoadReport}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Report report={query.data} />
      )}
    </ReportPage>
  );
}

/** The domain's rule (from 2000-01-01 to today), as the server asks it: its message for a date it refuses. */
const balanceDateProblem = (date: string) =>
  isBalanceReportDate(date, todayIso()) ? null : REPORT_MESSAGES.invalidBalanceDate;

/**
 * The date the report starts from: `date` (the address's, then the report's once it has come) until
 * something is typed, which no later `date` replaces; the screen starts it again on a new address.
 */
function DateForm({
  date,
  onChange,
  addressProblem,
}: {
  date: string;
  onChange: (date: string) => void;
  addressProblem: string | null;
}) {
  const { t, i18n } = useTranslation();
  const tm = useClaimMessage();
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? date;
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = balanceDateProblem(value);
    if (refused) {
      setProblem(refused);
      document.getElementById('balance-date')?.focus();
      return;
    }
    setProblem(undefined);
    onChange(parseDateLike(value) ?? value);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('reports.balance.formLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      {addressProblem && date ? (
        <AddressProblem problem={addressProblem} showing={{ date }} idPrefix="balance-date" />
      ) : null}
      <TextField
        id="balance-date"
        type="date"
        label={t('reports.balance.from')}
        value={value}
        onChange={(e) => setTyped(e.target.value)}
        error={Boolean(problem)}
        margin="none"
        // Either the hint or the error, never both; they name the same dates in the same words.
        helperText={
          problem
            ? tm(problem)
            : t('reports.balance.fromHint', {
                date: formatDate(BALANCE_REPORT_MIN_DATE, i18n.language, 'long'),
              })
        }
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: BALANCE_REPORT_MIN_DATE, max: todayIso() },
        }}
        sx={{ flex: '1 1 180px', maxWidth: { sm: 260 } }}
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: { sm: '10px' }, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {t('reportView.range.show')}
      </Button>
    </Box>
  );
}

/**
 * The balances as a chart (from /employee/balance-report/) and their changes as the balance history
 * report definition (domain BALANCE_HISTORY_REPORT) in the generic ReportView: one group per account
 * and plan year opening with its balance on the date, each change with the running balance after it,
 * the group's net change as its subtotal; exported to CSV or PDF by the server.
 */
function Report({ report }: { report: BalanceReport }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const series = seriesOf(report, (account) => t(`claims.typeShort.${account}`));
  if (series.length === 0)
    return (
      <Typography color="text.secondary" data-testid="balance-empty">
        {t('reports.balance.empty')}
      </Typography>
    );
  const from = series.reduce((min, s) => earlier(min, s.points[0]?.date ?? min), todayIso());
  const description = report.accounts
    .map((account, i) =>
      t('reports.balance.describe', {
        series: series[i]?.label ?? account.account,
        opening: money(account.opening),
        from: formatDate(series[i]?.points[0]?.date ?? report.date, i18n.language),
        closing: money(account.closing),
        count: account.points.length,
      }),
    )
    .join(' ');
  const language = languageOf(i18n.language);
  const codeName = codeNamesIn(language);

  const describeEntry = (row: ReportRow) => {
    const claim = typeof row.claim === 'string' ? Number(row.claim) : null;
    // The product's own references in the reader's language (plan/ledger.ts), as the exports show them.
    const reference = formatCell(REFERENCE_COLUMN, row.reference ?? null, { language, codeName });
    if (row.entry === 'CLAIM' && claim) {
      // A claim's payment reads "Claim #12"; anything else about it (an audit that failed and gave the
      // amount back) is said in the link, as the CSV and PDF say it.
      const plain =
        !reference || reference === ledgerReferenceIn(ledgerReference('claim', { id: claim }), language);
      return (
        <RouterLink to={paths.employee.claimDetails.getHref({ id: claim })}>
          {plain ? t('reports.balance.claim', { id: claim }) : reference}
        </RouterLink>
      );
    }
    const name = codeName('ledger', String(row.entry)) ?? String(row.entry);
    if (row.entry === 'OPENING' || row.entry === 'FUNDING' || !reference) return name;
    // A reference the product wrote may name the change already ("Class change #31"): then it alone.
    return reference.startsWith(name)
      ? reference
      : t('reports.balance.entryWithReference', { entry: name, reference });
  };

  return (
    <>
      <Section
        id="balance-chart-section"
        title={t('reports.balance.chartTitle', { date: formatDate(report.date, i18n.language) })}
      >
        <BalanceChart
          series={series}
          from={from}
          to={todayIso()}
          title={t('reports.balance.chartTitle', { date: formatDate(report.date, i18n.language) })}
          description={description}
        />
      </Section>
      <ReportView
        definition={BALANCE_HISTORY_REPORT}
        range={{ startdate: report.date, enddate: todayIso() }}
        sectionId="balance-changes"
        testId="balance-rows"
        title={t('reports.balance.changesTitle')}
        caption={t('reports.balance.changesTitle')}
        empty={t('reports.balance.noChanges')}
        render={{ entry: describeEntry }}
        rowKey={(row) =>
          `${JSON.stringify(row.series)}-${String(row.date)}-${String(row.entry)}-${String(row.claim)}-${String(row.balance)}`
        }
      />
    </>
  );
}

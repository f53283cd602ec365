import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useSalesByMonth, type Range, type SalesByMonth } from './api';

const monthLabel = (month: string, language: string) =>
  new Intl.DateTimeFormat(language.startsWith('fr') ? 'fr-CA' : 'en-CA', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

/**
 * Companies sold per month of the range as a bar chart (an SVG with role img), its text alternative
 * a sentence and the list of months with their counts (read by screen readers, shown to no one
 * else). The numbers come from /tools/fetch-sales, by plan effective date like the table below.
 */
export function SalesChart({ range }: { range: Range }) {
  const { t } = useTranslation();
  const query = useSalesByMonth(range);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      component="section"
      aria-labelledby="sales-chart-title"
    >
      <Typography variant="h2" id="sales-chart-title" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('sales.report.chartTitle')}
      </Typography>
      {query.isPending ? (
        <Skeleton variant="rectangular" height={160} />
      ) : query.isError ? (
        <Typography color="error" data-testid="sales-chart-error">
          {t('sales.report.chartFailed')}
        </Typography>
      ) : (
        <Bars data={query.data} />
      )}
    </Paper>
  );
}

function Bars({ data }: { data: SalesByMonth }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const months = data.months;
  const max = Math.max(1, ...months.map((m) => m.companies));
  const total = months.reduce((sum, m) => sum + m.companies, 0);
  const width = Math.max(months.length * 28, 280);
  const height = 160;
  const top = 16;
  const bottom = 28;
  const bar = width / Math.max(1, months.length);
  const summary = t('sales.report.chartSummary', {
    count: total,
    from: formatDate(data.range.startdate, i18n.language),
    to: formatDate(data.range.enddate, i18n.language),
  });
  // Label at most about 12 months under the axis, so the labels never overlap.
  const every = Math.max(1, Math.ceil(months.length / 12));
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="sales-chart-summary">
        {summary}
      </Typography>
      <svg
        role="img"
        aria-labelledby="sales-chart-title sales-chart-desc"
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        data-testid="sales-chart"
        style={{ display: 'block', marginTop: 8 }}
      >
        <desc id="sales-chart-desc">{summary}</desc>
        <line
          x1={0}
          x2={width}
          y1={height - bottom}
          y2={height - bottom}
          stroke={theme.palette.divider}
          strokeWidth={1}
        />
        {months.map((m, i) => {
          const h = ((height - top - bottom) * m.companies) / max;
          return (
            <g key={m.month}>
              {m.companies > 0 ? (
                <rect
                  x={i * bar + bar * 0.15}
                  y={height - bottom - h}
                  width={bar * 0.7}
                  height={h}
                  fill={theme.palette.primary.main}
                  data-month={m.month}
                  data-companies={m.companies}
                />
              ) : null}
              {m.companies > 0 ? (
                <text
                  x={i * bar + bar / 2}
                  y={height - bottom - h - 4}
                  textAnchor="middle"
                  fontSize={11}
                  fill={theme.palette.text.primary}
                >
                  {m.companies}
                </text>
              ) : null}
              {i % every === 0 ? (
                <text
                  x={i * bar + bar / 2}
                  y={height - 8}
                  textAnchor="middle"
                  fontSize={10}
                  fill={theme.palette.text.secondary}
                >
                  {monthLabel(m.month, i18n.language)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul style={VISUALLY_HIDDEN} data-testid="sales-chart-text">
        {months
          .filter((m) => m.companies > 0)
          .map((m) => (
            <li key={m.month}>
              {t('sales.report.chartMonth', {
                month: monthLabel(m.month, i18n.language),
                count: m.companies,
              })}
            </li>
          ))}
      </ul>
    </>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: -1,
  padding: 0,
  border: 0,
} as const;

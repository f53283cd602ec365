import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useWidth } from '../../lib/ui/useWidth';
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

/** Room for a month label ('Nov 26' at 10 px) and the gap to the next one, in CSS pixels. */
const LABEL_ROOM = 46;

function Bars({ data }: { data: SalesByMonth }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  // Drawn at the width it is shown at (no scaled viewBox): the text keeps its size on a phone.
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const months = data.months;
  const max = Math.max(1, ...months.map((m) => m.companies));
  const total = months.reduce((sum, m) => sum + m.companies, 0);
  const height = 160;
  const top = 16;
  const bottom = 28;
  // Half a label of room on each side, so the first and last month labels are not cut.
  const side = LABEL_ROOM / 2;
  const slot = (width - 2 * side) / Math.max(1, months.length);
  const barWidth = Math.min(slot * 0.7, 48);
  const centre = (i: number) => side + i * slot + slot / 2;
  const summary = t('sales.report.chartSummary', {
    count: total,
    from: formatDate(data.range.startdate, i18n.language),
    to: formatDate(data.range.enddate, i18n.language),
  });
  // Label every `every`th month under the axis, as many as fit without overlapping.
  const every = Math.max(1, Math.ceil(LABEL_ROOM / slot));
  // A count above its bar when it fits in the bar's slot (about 7 px a digit).
  const countFits = (companies: number) => String(companies).length * 7 + 2 <= slot;
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="sales-chart-summary">
        {summary}
      </Typography>
      <Box ref={ref} sx={{ width: '100%', minWidth: 0, overflow: 'hidden', mt: 1 }}>
        <svg
          role="img"
          aria-labelledby="sales-chart-title sales-chart-desc"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          data-testid="sales-chart"
          style={{ display: 'block', maxWidth: '100%' }}
        >
          <desc id="sales-chart-desc">{summary}</desc>
          <line
            x1={side}
            x2={width - side}
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
                    x={centre(i) - barWidth / 2}
                    y={height - bottom - h}
                    width={barWidth}
                    height={h}
                    fill={theme.palette.primary.main}
                    data-month={m.month}
                    data-companies={m.companies}
                  />
                ) : null}
                {m.companies > 0 && countFits(m.companies) ? (
                  <text
                    x={centre(i)}
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
                    x={centre(i)}
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
      </Box>
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

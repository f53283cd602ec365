import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/i18n/locale';
import { useWidth } from '../../lib/ui/useWidth';
import { dayNumber, dayTicks, stepPath, valueTicks, type ChartSeries } from './chart';

/** Line styles told apart by colour and by dash pattern (readable without colour too). */
const DASHES = ['', '7 4', '2 3', '10 3 2 3'];

/**
 * Balances over time as an inline SVG step chart, one line per account and plan year. The SVG is
 * an image with a title and a text description (each line's start, end and number of changes);
 * the table beside it (BalanceHistoryScreen) carries every value for screen readers and keyboard
 * users.
 */
export function BalanceChart({
  series,
  from,
  to,
  title,
  description,
}: {
  series: readonly ChartSeries[];
  /** ISO dates of the time axis. */
  from: string;
  to: string;
  title: string;
  description: string;
}) {
  const theme = useTheme();
  const { i18n } = useTranslation();
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const narrow = width < 480;
  const height = narrow ? 220 : 280;
  const margin = { top: 12, right: 16, bottom: 30, left: narrow ? 56 : 72 };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;

  const start = dayNumber(from);
  const end = Math.max(start + 1, dayNumber(to));
  const max = Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.value)));
  const yTicks = valueTicks(max, narrow ? 3 : 4);
  const top = yTicks[yTicks.length - 1] ?? 100;
  const x = (day: number) => margin.left + ((day - start) / (end - start)) * innerWidth;
  const y = (value: number) => margin.top + innerHeight - (value / top) * innerHeight;

  const locale = localeOf(i18n.language);
  const dollars = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  });
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const xTicks = dayTicks(start, end, narrow ? 3 : 5);
  const colours = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
  ];
  const styleOf = (i: number) => ({
    colour: colours[i % colours.length] ?? theme.palette.text.primary,
    dash: DASHES[i % DASHES.length] ?? '',
  });

  return (
    <Box ref={ref} sx={{ width: '100%', minWidth: 0 }}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="balance-chart-title balance-chart-desc"
        data-testid="balance-chart"
        style={{ display: 'block', maxWidth: '100%' }}
      >
        <title id="balance-chart-title">{title}</title>
        <desc id="balance-chart-desc">{description}</desc>
        <g fontSize={12} fill={theme.palette.text.secondary}>
          {yTicks.map((tick) => (
            <g key={tick}>
              <line
                x1={margin.left}
                x2={width - margin.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke={theme.palette.divider}
              />
              <text x={margin.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                {dollars.format(tick / 100)}
              </text>
            </g>
          ))}
          {xTicks.map((tick, i) => (
            <text
              key={tick}
              x={x(tick)}
              y={height - 8}
              textAnchor={i === 0 ? 'start' : i === xTicks.length - 1 ? 'end' : 'middle'}
            >
              {monthYear.format(new Date(tick * 86_400_000))}
            </text>
          ))}
        </g>
        {series.map((s, i) => {
          const { colour, dash } = styleOf(i);
          return (
            <g key={s.key} data-testid="balance-line">
              <path
                d={stepPath(s.points, x, y)}
                fill="none"
                stroke={colour}
                strokeWidth={2.5}
                strokeDasharray={dash || undefined}
              />
              {s.points.map((p, j) => (
                <circle key={j} cx={x(dayNumber(p.date))} cy={y(p.value)} r={3} fill={colour} />
              ))}
            </g>
          );
        })}
      </svg>
      <Stack
        component="ul"
        direction="row"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, gap: 2, flexWrap: 'wrap' }}
        aria-hidden
      >
        {series.map((s, i) => {
          const { colour, dash } = styleOf(i);
          return (
            <Stack component="li" key={s.key} direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
              <svg width={28} height={10} aria-hidden focusable="false">
                <line
                  x1={0}
                  x2={28}
                  y1={5}
                  y2={5}
                  stroke={colour}
                  strokeWidth={2.5}
                  strokeDasharray={dash || undefined}
                />
              </svg>
              <Typography variant="body2">{s.label}</Typography>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}

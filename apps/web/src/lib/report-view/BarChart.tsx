import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useWidth } from '../ui/useWidth';

/** One bar: its label (a month, a category), its value, how the value reads, and its line of the text alternative. */
export interface ChartBar {
  key: string;
  label: string;
  value: number;
  valueText: string;
  /** The bar's sentence in the list screen readers read (e.g. 'Dental (HSA): $368.56'). */
  text: string;
  /** Extra attributes of the bar's <rect> (e.g. data-month), for tests. */
  data?: Readonly<Record<`data-${string}`, string>>;
}

export interface BarChartProps {
  /** The start of the element ids (`<id>-title`, `<id>-desc`) and of the test ids (`<id>`, `-summary`, `-text`). */
  id: string;
  title: string;
  /** One sentence saying what the chart shows: shown above it and its SVG's description. */
  summary: string;
  bars: readonly ChartBar[];
  /**
   * columns: vertical bars with short labels under the axis (months); rows: horizontal bars, each
   * under its label (categories with long names), which stays readable at 360 px.
   */
  layout: 'columns' | 'rows';
  pending?: boolean;
  /** Shown instead of the chart when its data failed to load. */
  error?: string | null;
}

/**
 * A hand-drawn, accessible bar chart (an SVG with role img, labelled by its title and summary) in a
 * titled section; its text alternative is the summary and a list of every bar with its value, read by
 * screen readers and shown to no one else. Drawn at the width it is shown at (no scaled viewBox), in
 * the theme's colours, so it reads the same in both themes and on a phone.
 */
export function BarChart({ id, title, summary, bars, layout, pending, error }: BarChartProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      component="section"
      aria-labelledby={`${id}-title`}
    >
      <Typography variant="h2" id={`${id}-title`} sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      {pending ? (
        <Skeleton variant="rectangular" height={160} />
      ) : error ? (
        <Typography color="error" data-testid={`${id}-error`}>
          {error}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" data-testid={`${id}-summary`}>
            {summary}
          </Typography>
          {layout === 'columns' ? (
            <Columns id={id} summary={summary} bars={bars} />
          ) : (
            <Rows id={id} summary={summary} bars={bars} />
          )}
          <ul style={VISUALLY_HIDDEN} data-testid={`${id}-text`}>
            {bars
              .filter((b) => b.value !== 0)
              .map((b) => (
                <li key={b.key}>{b.text}</li>
              ))}
          </ul>
        </>
      )}
    </Paper>
  );
}

/** Room for a label under a column ('Nov 26' at 10 px) and the gap to the next one, in CSS pixels. */
const LABEL_ROOM = 46;

function Columns({ id, summary, bars }: { id: string; summary: string; bars: readonly ChartBar[] }) {
  const theme = useTheme();
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const max = Math.max(1, ...bars.map((b) => b.value));
  const height = 160;
  const top = 16;
  const bottom = 28;
  // Half a label of room on each side, so the first and last labels are not cut.
  const side = LABEL_ROOM / 2;
  const slot = (width - 2 * side) / Math.max(1, bars.length);
  const barWidth = Math.min(slot * 0.7, 48);
  const centre = (i: number) => side + i * slot + slot / 2;
  // Label every `every`th bar under the axis, as many as fit without overlapping.
  const every = Math.max(1, Math.ceil(LABEL_ROOM / slot));
  // A value above its bar when it fits in the bar's slot (about 7 px a character).
  const valueFits = (text: string) => text.length * 7 + 2 <= slot;
  return (
    <Box ref={ref} sx={{ width: '100%', minWidth: 0, overflow: 'hidden', mt: 1 }}>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        data-testid={id}
        style={{ display: 'block', maxWidth: '100%' }}
      >
        <desc id={`${id}-desc`}>{summary}</desc>
        <line
          x1={side}
          x2={width - side}
          y1={height - bottom}
          y2={height - bottom}
          stroke={theme.palette.divider}
          strokeWidth={1}
        />
        {bars.map((b, i) => {
          const h = ((height - top - bottom) * Math.max(0, b.value)) / max;
          return (
            <g key={b.key}>
              {b.value > 0 ? (
                <rect
                  x={centre(i) - barWidth / 2}
                  y={height - bottom - h}
                  width={barWidth}
                  height={h}
                  fill={theme.palette.primary.main}
                  {...b.data}
                />
              ) : null}
              {b.value > 0 && valueFits(b.valueText) ? (
                <text
                  x={centre(i)}
                  y={height - bottom - h - 4}
                  textAnchor="middle"
                  fontSize={11}
                  fill={theme.palette.text.primary}
                >
                  {b.valueText}
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
                  {b.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}

/** Each row: the label on a line of its own, then the bar with its value after it. */
const ROW_HEIGHT = 40;
const LABEL_LINE = 15;
const BAR_HEIGHT = 14;
/** Room kept right of the longest bar for its value ('$12,345.67' at 11 px). */
const VALUE_ROOM = 84;

function Rows({ id, summary, bars }: { id: string; summary: string; bars: readonly ChartBar[] }) {
  const theme = useTheme();
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const max = Math.max(1, ...bars.map((b) => b.value));
  const height = Math.max(1, bars.length) * ROW_HEIGHT;
  const room = Math.max(40, width - VALUE_ROOM);
  // Labels longer than the width are cut with an ellipsis (about 6.5 px a character at 12 px); the
  // text alternative and the table keep them whole.
  const fit = Math.max(8, Math.floor(width / 6.5));
  const cut = (label: string) => (label.length > fit ? `${label.slice(0, fit - 1)}…` : label);
  return (
    <Box ref={ref} sx={{ width: '100%', minWidth: 0, overflow: 'hidden', mt: 1 }}>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        data-testid={id}
        style={{ display: 'block', maxWidth: '100%' }}
      >
        <desc id={`${id}-desc`}>{summary}</desc>
        {bars.map((b, i) => {
          const y = i * ROW_HEIGHT;
          const w = (room * Math.max(0, b.value)) / max;
          return (
            <g key={b.key}>
              <text x={0} y={y + LABEL_LINE - 3} fontSize={12} fill={theme.palette.text.primary}>
                {cut(b.label)}
              </text>
              <rect
                x={0}
                y={y + LABEL_LINE}
                width={Math.max(b.value > 0 ? 2 : 0, w)}
                height={BAR_HEIGHT}
                fill={theme.palette.primary.main}
                {...b.data}
              />
              <text
                x={Math.max(b.value > 0 ? 2 : 0, w) + 6}
                y={y + LABEL_LINE + BAR_HEIGHT - 3}
                fontSize={11}
                fill={theme.palette.text.secondary}
              >
                {b.valueText}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
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

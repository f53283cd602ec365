import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** A card's labelled values on phones: a two-column grid of <dt>/<dd>. */
const LABELLED_VALUES = {
  m: 0,
  display: 'grid',
  // The labels' column is never narrower than their longest word ("Remboursements",
  // "d’administration"), so a label wraps between words and never runs into the value beside it.
  gridTemplateColumns: 'minmax(min-content, 2fr) minmax(0, 3fr)',
  columnGap: 1.5,
  rowGap: 0.5,
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
} as const;

/**
 * A table of this many columns or more (the claims-paid and funding reports' twelve) is set with
 * narrower gaps between its columns, so it fits a laptop's screen beside the menu instead of
 * scrolling sideways to its last amounts.
 */
const DENSE_FROM = 8;
const DENSE_CELLS = {
  '& .MuiTableCell-root': { px: 0.75 },
  '& .MuiTableCell-root:first-of-type': { pl: 1 },
  '& .MuiTableCell-root:last-of-type': { pr: 1 },
} as const;
/**
 * A `compact` table of that many columns (the company reports') goes further: 4px gaps, its cells in
 * a smaller type and its headings smaller still, so the request for funding's twelve columns show
 * whole at 1280 px beside the menu in French too ("Frais d’administration", "Taxe sur les primes"),
 * instead of hiding its Total due column behind a sideways scroll.
 */
const COMPACT_CELLS = {
  '& .MuiTableCell-root': { px: 0.5, fontSize: '0.8125rem' },
  // The outer cells' text in line with the section's heading above the table. A row starts with its
  // one <th> (the headings' row is all <th>) and ends with its last <td>.
  '& th:first-of-type': { pl: 0 },
  '& td:last-of-type, & thead th:last-of-type': { pr: 0 },
  '& .MuiTableCell-head': { fontSize: '0.75rem', lineHeight: 1.4 },
} as const;

export interface Column<R> {
  key: string;
  label: string;
  align?: 'left' | 'right';
  /** Keep the cells on one line on the wide table (dates and amounts: the domain's keepsOnOneLine). */
  noWrap?: boolean;
  render: (row: R) => ReactNode;
  /**
   * A second line under the value, in the secondary colour (a report's employee ID under the name):
   * a detail that needs no column of its own on the wide table, and no label in a phone's card.
   */
  detail?: (row: R) => ReactNode;
}

/** A totals line under a table: its label, and a value for some columns (by column key). */
export interface FooterRow {
  key: string;
  label: string;
  cells: Readonly<Record<string, ReactNode>>;
  /**
   * A line of one amount (an invoice's lines under its Grand total): on the wide table its amount
   * comes right after its label, in a cell spanning the other columns whose heading is still its
   * column's (`headers`), so a wide table scrolled to its start shows both.
   */
  inline?: boolean;
}

/**
 * Rows as a table on wide screens and as a list of cards on phones (each card's heading is the
 * first column, the rest a list of labelled values), so nothing scrolls sideways at 360 px. Footer
 * rows (totals) close the table, or come as the last cards.
 */
export function ResponsiveTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
  footer = [],
  widths,
  compact = false,
}: {
  caption: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  testId: string;
  footer?: readonly FooterRow[];
  /**
   * Relative column widths by key (default 1): the wide table prefers these to widths by content
   * (a column still never gets narrower than its longest word), so tables shown one under another
   * (a report's groups and its grand total) line their columns up.
   */
  widths?: Readonly<Record<string, number>>;
  /** A table of DENSE_FROM columns or more is set in a smaller type too (COMPACT_CELLS). */
  compact?: boolean;
}) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  // Heading ids, for the `headers` of an inline footer line's amount.
  const idPrefix = useId();
  const headingId = (key: string) => `${idPrefix}-${key}`;
  // A table wider than its box scrolls sideways: the box is then a named region keyboard users can
  // focus and scroll (WCAG 2.1.1; axe "scrollable-region-focusable").
  const scroller = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [narrow, rows.length, footer.length, columns.length]);
  const [first, ...rest] = columns;
  if (!first) return null;
  if (narrow) {
    return (
      <Stack
        component="ul"
        aria-label={caption}
        sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}
        data-testid={testId}
      >
        {rows.map((row) => (
          <Paper
            component="li"
            variant="outlined"
            key={rowKey(row)}
            sx={{ p: 1.5, minWidth: 0 }}
            data-testid={`${testId}-row`}
          >
            <Typography sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>
              {first.render(row)}
              {first.detail ? <Detail>{first.detail(row)}</Detail> : null}
            </Typography>
            <Box component="dl" sx={LABELLED_VALUES}>
              {rest.map((column) => {
                // A card leaves out a label with no value (a movement's other money columns, an open
                // statement's payment date): on the wide table the blank cell keeps its column.
                const value = column.render(row);
                if (isBlank(value)) return null;
                return (
                  <Box key={column.key} sx={{ display: 'contents' }}>
                    <dt>{column.label}</dt>
                    <dd>{value}</dd>
                  </Box>
                );
              })}
            </Box>
          </Paper>
        ))}
        {footer.map((line) => (
          <Paper
            component="li"
            variant="outlined"
            key={line.key}
            sx={{ p: 1.5, minWidth: 0, bgcolor: 'action.hover' }}
            data-testid={`${testId}-footer`}
          >
            <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{line.label}</Typography>
            <Box component="dl" sx={LABELLED_VALUES}>
              {columns
                .filter((column) => line.cells[column.key] !== undefined)
                .map((column) => (
                  <Box key={column.key} sx={{ display: 'contents' }}>
                    <dt>{column.label}</dt>
                    <dd>{line.cells[column.key]}</dd>
                  </Box>
                ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Box
      ref={scroller}
      sx={{
        overflowX: 'auto',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
      }}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
      data-testid={`${testId}-scroller`}
    >
      <Table
        size="small"
        data-testid={testId}
        sx={columns.length >= DENSE_FROM ? (compact ? COMPACT_CELLS : DENSE_CELLS) : undefined}
      >
        <caption
          style={{
            captionSide: 'top',
            textAlign: 'left',
            padding: 0,
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {caption}
        </caption>
        {widths ? (
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={{ width: `${percentOf(widths, columns, column.key)}%` }} />
            ))}
          </colgroup>
        ) : null}
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align ?? 'left'}
                scope="col"
                id={headingId(column.key)}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} data-testid={`${testId}-row`}>
              {columns.map((column, index) => (
                <TableCell
                  key={column.key}
                  align={column.align ?? 'left'}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                  sx={{
                    fontVariantNumeric: 'tabular-nums',
                    ...(column.noWrap ? { whiteSpace: 'nowrap' } : {}),
                  }}
                >
                  {column.render(row)}
                  {column.detail ? <Detail>{column.detail(row)}</Detail> : null}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {footer.length > 0 ? (
          <TableFooter>
            {footer.map((line) => {
              const footSx = { fontWeight: 600, color: 'text.primary', fontVariantNumeric: 'tabular-nums' };
              const valued = rest.filter((column) => line.cells[column.key] !== undefined);
              const only = line.inline && valued.length === 1 ? valued[0] : undefined;
              if (only)
                return (
                  <TableRow key={line.key} data-testid={`${testId}-footer`}>
                    <TableCell component="th" scope="row" id={headingId(`footer-${line.key}`)} sx={footSx}>
                      {line.label}
                    </TableCell>
                    <TableCell
                      colSpan={rest.length}
                      headers={`${headingId(only.key)} ${headingId(`footer-${line.key}`)}`}
                      sx={footSx}
                    >
                      {line.cells[only.key]}
                    </TableCell>
                  </TableRow>
                );
              return (
                <TableRow key={line.key} data-testid={`${testId}-footer`}>
                  {columns.map((column, index) => (
                    <TableCell
                      key={column.key}
                      align={column.align ?? 'left'}
                      component={index === 0 ? 'th' : 'td'}
                      scope={index === 0 ? 'row' : undefined}
                      sx={footSx}
                    >
                      {index === 0 ? line.label : line.cells[column.key]}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableFooter>
        ) : null}
      </Table>
    </Box>
  );
}

/** A column's detail: its own line under the value, in the secondary colour and weight. */
function Detail({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}>
      {children}
    </Box>
  );
}

/** A cell with nothing to show: what report cells and the screens' own columns render when empty. */
const isBlank = (value: ReactNode) =>
  value === '' || value === null || value === undefined || value === false;

/** A column's share of the table's width, in percent, from the relative widths (default 1). */
function percentOf<R>(
  widths: Readonly<Record<string, number>>,
  columns: readonly Column<R>[],
  key: string,
): number {
  const sum = columns.reduce((total, column) => total + (widths[column.key] ?? 1), 0);
  return Math.round(((widths[key] ?? 1) / sum) * 10_000) / 100;
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  defaultReportRange,
  parseDateLike,
  REPORT_MESSAGES,
  resolveChosenRange,
  resolveReportRange,
  todayIso,
  type ReportDefinition,
  type ReportRange,
} from '@benefits/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTranslateMessage } from '../i18n/messages';
import { formatDate } from '../format';

type Field = 'startdate' | 'enddate';

/** The period rules of a report (its definition, or its `latestEnd` alone): resolveReportRange's. */
export type RangeRules = Pick<ReportDefinition, 'latestEnd'>;

/**
 * A report's period in the address (?from=&to=, so a reload or a shared link keeps it), checked with
 * the reports' own rule; `fallback` when the address has none or a wrong one (default: the last month,
 * docs/product §9 "Report ranges"). The third value is why a period the address gave was not used (the
 * rule's message), for RangeForm's `addressProblem`: a shared link with a wrong date says so instead of
 * quietly showing another period.
 */
export function useRangeInAddress(
  fallback: () => ReportRange = defaultReportRange,
  rules: RangeRules = {},
): [ReportRange, (range: ReportRange) => void, string | null] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const resolved =
    from !== null || to !== null
      ? resolveReportRange({ startdate: from ?? '', enddate: to ?? '' }, undefined, rules)
      : null;
  const given = from !== null && to !== null && resolved?.ok === true;
  const range = given ? resolved.range : fallback();
  const problem =
    resolved === null || given
      ? null
      : resolved.ok
        ? REPORT_MESSAGES[from === null ? 'invalidStartDate' : 'invalidEndDate']
        : resolved.message;
  return [range, (next) => setParams({ from: next.startdate, to: next.enddate }), problem];
}

/**
 * A single-date report's date in the address (?date=, Balance History), checked with the report's own
 * rule (`problemOf`: the rule's message for a date it refuses, null for one it takes); null when the
 * address has none or a wrong one, for the report's own default (the server's). The third value is why
 * a date the address gave was not used, as useRangeInAddress's: for AddressProblem, with the date shown
 * instead.
 */
export function useDateInAddress(
  problemOf: (date: string) => string | null,
): [string | null, (date: string) => void, string | null] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const problem = asked ? problemOf(asked) : null;
  const date = asked && problem === null ? (parseDateLike(asked) ?? asked) : null;
  return [date, (next) => setParams({ date: next }), problem];
}

/**
 * Why the address's period or date was not used (useRangeInAddress's or useDateInAddress's third
 * value) and what the report shows instead: a warning above the report's fields, so a shared link with
 * a wrong date says so instead of quietly showing another period. Its test id is
 * `<idPrefix>-address-problem`.
 */
export function AddressProblem({
  problem,
  showing,
  idPrefix,
}: {
  problem: string;
  /** The period shown instead, or the date a single-date report shows from. */
  showing: ReportRange | { date: string };
  idPrefix: string;
}) {
  const { t, i18n } = useTranslation();
  const tm = useTranslateMessage();
  // The message is a sentence of its own; inside the brackets it takes no full stop of its own.
  const reason = (tm(problem) ?? problem).replace(/\.$/, '');
  return (
    <Alert severity="warning" sx={{ flex: '1 1 100%' }} data-testid={`${idPrefix}-address-problem`}>
      {'date' in showing
        ? t('reportView.range.addressDateProblem', {
            problem: reason,
            date: formatDate(showing.date, i18n.language),
          })
        : t('reportView.range.addressProblem', {
            problem: reason,
            from: formatDate(showing.startdate, i18n.language),
            to: formatDate(showing.enddate, i18n.language),
          })}
    </Alert>
  );
}

/**
 * A report's From and To dates, checked with the reports' own rule (the domain's resolveChosenRange:
 * both required, then resolveReportRange, the same messages as the server's); a good range goes to
 * `onChange`. The fields' ids are
 * `<idPrefix>-startdate` and `<idPrefix>-enddate`. Render it with a key of the range, so a range
 * changed from outside (the address) starts the fields again. `rules`: the report's period rules (its
 * definition), the same the server asks (a To date after today refused for Claim Activity).
 */
export function RangeForm({
  range,
  onChange,
  idPrefix,
  addressProblem = null,
  rules = {},
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
  idPrefix: string;
  /** Why the address's period was not used (useRangeInAddress's third value): said above the fields. */
  addressProblem?: string | null;
  rules?: RangeRules;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [start, setStart] = useState(range.startdate);
  const [end, setEnd] = useState(range.enddate);
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Both dates required: a cleared one says so on its field, and the report keeps its period.
    const resolved = resolveChosenRange({ startdate: start, enddate: end }, undefined, rules);
    if (!resolved.ok) {
      setProblem({ field: resolved.field, message: resolved.message });
      document.getElementById(`${idPrefix}-${resolved.field}`)?.focus();
      return;
    }
    setProblem(null);
    onChange(resolved.range);
  };
  const error = (field: Field) => (problem?.field === field ? tm(problem.message) : undefined);
  const dateField = (field: Field, value: string, set: (value: string) => void, bound: object) => (
    <TextField
      id={`${idPrefix}-${field}`}
      type="date"
      label={t(field === 'startdate' ? 'reportView.range.from' : 'reportView.range.to')}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={Boolean(error(field))}
      helperText={error(field)}
      margin="none"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: bound }}
      sx={{ flex: '1 1 150px', maxWidth: { sm: 220 } }}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('reportView.range.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      {addressProblem ? (
        <AddressProblem problem={addressProblem} showing={range} idPrefix={idPrefix} />
      ) : null}
      {dateField('startdate', start, setStart, { max: end || todayIso() })}
      {dateField('enddate', end, setEnd, {
        min: start,
        ...(rules.latestEnd === 'today' ? { max: todayIso() } : {}),
      })}
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

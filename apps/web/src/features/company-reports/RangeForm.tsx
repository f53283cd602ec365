import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { resolveReportRange, type ReportRange } from '@benefits/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTranslateMessage } from '../../lib/i18n/messages';

/**
 * The period in the address (?from=&to=), else the last month to today (docs/product §9 "Report
 * ranges"): the reports' own rule, so the server would resolve the same.
 */
export function useRange(): [ReportRange, (range: ReportRange) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const asked = from && to ? resolveReportRange({ startdate: from, enddate: to }) : null;
  const fallback = resolveReportRange({});
  const range = asked?.ok ? asked.range : fallback.ok ? fallback.range : { startdate: '', enddate: '' };
  return [range, (next) => setParams({ from: next.startdate, to: next.enddate })];
}

/** From and To dates, checked with the reports' rule (the server's messages, translated). */
export function RangeForm({
  range,
  onChange,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [start, setStart] = useState(range.startdate);
  const [end, setEnd] = useState(range.enddate);
  const [problem, setProblem] = useState<{ field: 'startdate' | 'enddate'; message: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const resolved = resolveReportRange({ startdate: start, enddate: end });
    if (!resolved.ok) {
      setProblem({ field: resolved.field, message: resolved.message });
      document.getElementById(`company-report-${resolved.field}`)?.focus();
      return;
    }
    setProblem(null);
    onChange(resolved.range);
  };
  const error = (field: 'startdate' | 'enddate') =>
    problem?.field === field ? tm(problem.message) : undefined;
  const field = (name: 'startdate' | 'enddate', label: string, value: string, set: (v: string) => void) => (
    <TextField
      id={`company-report-${name}`}
      type="date"
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={Boolean(error(name))}
      helperText={error(name)}
      margin="none"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: name === 'startdate' ? { max: end } : { min: start },
      }}
      sx={{ flex: '1 1 150px', maxWidth: { sm: 220 } }}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('companyReports.range.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      {field('startdate', t('companyReports.range.from'), start, setStart)}
      {field('enddate', t('companyReports.range.to'), end, setEnd)}
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: { sm: '10px' }, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {t('companyReports.range.show')}
      </Button>
    </Box>
  );
}

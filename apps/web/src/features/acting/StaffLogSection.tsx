import { isStaffLogSubjectKind, languageOf, REPORT_TEXT, STAFF_LOG_SUBJECT_KINDS } from '@benefits/domain';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { LoadError } from '../../lib/ui/LoadError';
import { Section } from '../../lib/ui/Section';
import { useStaffLog, type StaffLogFilter, type StaffLogRow } from './api';

/** The staff action log (decision 0030): who, what, when, for whom and the detail, newest first. */
export function StaffLogSection() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState({ staffId: '', subjectKind: '', subjectId: '' });
  const [filter, setFilter] = useState<StaffLogFilter>({});
  const log = useStaffLog(filter);
  const rows = log.data?.pages.flatMap((p) => p.rows) ?? [];
  const staff = log.data?.pages[0]?.staff ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({
      ...(draft.staffId ? { staffId: Number(draft.staffId) } : {}),
      ...(draft.subjectKind ? { subjectKind: draft.subjectKind } : {}),
      ...(draft.subjectId.trim() ? { subjectId: draft.subjectId.trim() } : {}),
    });
  };
  const clear = () => {
    setDraft({ staffId: '', subjectKind: '', subjectId: '' });
    setFilter({});
  };
  const kindName = (k: string) => (isStaffLogSubjectKind(k) ? t(`acting.log.kinds.${k}`) : k);
  // A report is named by its title in the reader's language ("Sales Report"), not by its code.
  const subjectName = (r: StaffLogRow) => {
    const reports: Record<string, { title: string } | undefined> =
      REPORT_TEXT[languageOf(i18n.language)].reports;
    const report = r.subjectKind === 'report' ? reports[r.subjectId ?? ''] : undefined;
    return report
      ? report.title
      : t('acting.log.forWhom', { kind: kindName(r.subjectKind ?? ''), id: r.subjectId });
  };
  const actionName = (r: StaffLogRow) =>
    t(`acting.log.actions.${r.action}` as 'acting.log.actions.acting.start', { defaultValue: r.action });

  return (
    <Section id="staff-log" title={t('acting.log.title')}>
      <Stack
        component="form"
        noValidate
        onSubmit={apply}
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, mb: 2, alignItems: { md: 'flex-start' } }}
        aria-label={t('acting.log.apply')}
      >
        <TextField
          select
          id="log-staff"
          label={t('acting.log.staff')}
          value={draft.staffId}
          onChange={(e) => setDraft((d) => ({ ...d, staffId: e.target.value }))}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('acting.log.anyStaff')}</MenuItem>
          {staff.map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.name} ({s.username})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="log-kind"
          label={t('acting.log.subjectKind')}
          value={draft.subjectKind}
          onChange={(e) => setDraft((d) => ({ ...d, subjectKind: e.target.value }))}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('acting.log.anyKind')}</MenuItem>
          {STAFF_LOG_SUBJECT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {kindName(k)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="log-subject-id"
          label={t('acting.log.subjectId')}
          value={draft.subjectId}
          onChange={(e) => setDraft((d) => ({ ...d, subjectId: e.target.value }))}
          slotProps={{ htmlInput: { maxLength: 30, 'data-testid': 'log-subject-id' } }}
        />
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button type="submit" variant="contained" sx={{ minHeight: 56 }} data-testid="log-apply">
            {t('acting.log.apply')}
          </Button>
          <Button onClick={clear} sx={{ minHeight: 56 }}>
            {t('acting.log.clear')}
          </Button>
        </Stack>
      </Stack>

      {log.isPending ? (
        <Stack role="status" sx={{ alignItems: 'center', py: 3 }}>
          <CircularProgress aria-hidden size={28} />
        </Stack>
      ) : log.isError ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : rows.length === 0 ? (
        <Typography>{t('acting.log.empty')}</Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }} data-testid="staff-log-rows">
          {rows.map((r) => (
            // A long word (a pasted address in an audit's reason) wraps instead of widening the page.
            <Paper
              component="li"
              key={r.id}
              variant="outlined"
              sx={{ p: 1.5, overflowWrap: 'anywhere' }}
              data-testid="staff-log-row"
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ gap: { xs: 0.25, sm: 2 }, justifyContent: 'space-between' }}
              >
                <Typography sx={{ fontWeight: 600 }}>
                  {r.staffName} · {actionName(r)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(r.at, i18n.language)}
                </Typography>
              </Stack>
              {r.subjectKind ? (
                <Typography variant="body2">
                  {subjectName(r)}
                  {r.detail ? ` · ${r.detail}` : ''}
                </Typography>
              ) : r.detail ? (
                <Typography variant="body2">{r.detail}</Typography>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
      {log.hasNextPage ? (
        <Button sx={{ mt: 2 }} onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {t('acting.log.more')}
        </Button>
      ) : null}
    </Section>
  );
}

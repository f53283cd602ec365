import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { LoadError } from '../../lib/ui/LoadError';
import { Section } from '../../lib/ui/Section';
import { useChangeLog, type ChangeLogRow } from './api';

/** Who made a change: the employee or an administrator by name, a staff member "(staff)", the system. */
export function useActorName() {
  const { t } = useTranslation();
  return (actor: ChangeLogRow['actor']) =>
    actor.kind === 'tools'
      ? t('acting.changes.byStaff', { name: actor.name })
      : actor.kind === 'employee'
        ? actor.name
        : t('acting.changes.bySystem', { id: actor.name });
}

const STATES = new Set(['pending', 'applied', 'deleted']);

/**
 * A change's entity, field and values in words (QA lifecycle 9): the catalogue's name for each key
 * the server writes (an unknown one as written), yes/no fields (kept as Y/N) and a scheduled
 * change's state in words.
 */
export function useChangeWords() {
  const { t } = useTranslation();
  return {
    entity: (key: string) =>
      t(`acting.changes.entities.${key}` as 'acting.changes.entities.employee', { defaultValue: key }),
    field: (key: string) =>
      t(`acting.changes.fields.${key}` as 'acting.changes.fields.CITY', { defaultValue: key }),
    value: (field: string, v: string | null) =>
      v === null || v === ''
        ? t('acting.changes.blank')
        : v === 'Y' || v === 'N' || (field === 'state' && STATES.has(v))
          ? t(`acting.changes.values.${v}` as 'acting.changes.values.Y')
          : v,
  };
}

/** An employee's change log, newest first: each field's change and who made it. */
export function ChangeLogSection({
  employee,
  onClose,
}: {
  employee: { id: number; name: string };
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const log = useChangeLog(employee.id);
  const actorName = useActorName();
  const rows = log.data?.pages.flatMap((p) => p.rows) ?? [];
  const words = useChangeWords();

  return (
    <Section
      id="change-log"
      title={t('acting.changes.title', { name: employee.name, id: employee.id })}
      action={
        <Button onClick={onClose} data-testid="change-log-close">
          {t('acting.changes.close')}
        </Button>
      }
    >
      {log.isPending ? (
        <Stack role="status" sx={{ alignItems: 'center', py: 3 }}>
          <CircularProgress aria-hidden size={28} />
        </Stack>
      ) : log.isError ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : rows.length === 0 ? (
        <Typography>{t('acting.changes.empty')}</Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }} data-testid="change-log-rows">
          {rows.map((r) => (
            <Paper component="li" key={r.id} variant="outlined" sx={{ p: 1.5 }} data-testid="change-log-row">
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ gap: { xs: 0.25, sm: 2 }, justifyContent: 'space-between' }}
              >
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {words.entity(r.entity)} · {words.field(r.field)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(r.at, i18n.language)}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('acting.changes.from')} {words.value(r.field, r.oldValue)} {t('acting.changes.to')}{' '}
                {words.value(r.field, r.newValue)}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="change-log-actor">
                {actorName(r.actor)}
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
      {log.hasNextPage ? (
        <Button sx={{ mt: 2 }} onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {t('acting.changes.more')}
        </Button>
      ) : null}
    </Section>
  );
}

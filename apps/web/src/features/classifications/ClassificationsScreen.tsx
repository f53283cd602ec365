import AddIcon from '@mui/icons-material/Add';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/format';
import { useClassifications, type Classification } from './api';
import {
  ClassificationDialog,
  DeleteClassificationDialog,
  DeletePendingDialog,
  LimitChangeDialog,
} from './ClassificationDialogs';
import { dangerOutline, LoadError, Loading, PageColumn, Section } from './ui';

type Open =
  | { kind: 'add' }
  | { kind: 'edit' | 'limit' | 'delete' | 'deletePending'; classification: Classification }
  | null;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

function ClassificationCard({
  classification: c,
  hasWellness,
  onOpen,
}: {
  classification: Classification;
  hasWellness: boolean;
  onOpen: (open: Open) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const name = c.classificationName;
  const nameId = `classification-${c.classificationId}-name`;
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-labelledby={nameId}
      data-testid="classification"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box>
        <Typography
          component="h3"
          variant="subtitle1"
          id={nameId}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('classifications.common.employees', { count: c.employeeCount })}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Fact label={t('classifications.classes.hsa')} value={money(c.amountCents)} />
        {hasWellness ? (
          <Fact
            label={t('classifications.classes.wellness')}
            value={
              c.wellnessAmountCents > 0
                ? money(c.wellnessAmountCents)
                : t('classifications.classes.noWellness')
            }
          />
        ) : null}
        <Fact
          label={t('classifications.classes.period')}
          value={t(`classifications.periods.${c.periodType}` as 'classifications.periods.1')}
        />
        <Fact
          label={t('classifications.classes.since')}
          value={formatDate(c.effective_date, i18n.language)}
        />
      </Box>
      {c.pending ? (
        <Alert
          severity="info"
          icon={<ScheduleIcon aria-hidden />}
          data-testid="pending-change"
          sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {t('classifications.classes.pendingTitle', {
              date: formatDate(c.pending.effective_date, i18n.language, 'long'),
            })}
          </Typography>
          <Typography variant="body2">
            {hasWellness
              ? t('classifications.classes.pendingAmounts', {
                  hsa: money(c.pending.amountCents),
                  wellness:
                    c.pending.wellnessAmountCents > 0
                      ? money(c.pending.wellnessAmountCents)
                      : t('classifications.classes.noWellness'),
                })
              : t('classifications.classes.pendingHsaOnly', { hsa: money(c.pending.amountCents) })}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            sx={{ mt: 1 }}
            onClick={() => onOpen({ kind: 'deletePending', classification: c })}
            aria-label={t('classifications.classes.deletePendingLabel', { name })}
          >
            {t('classifications.classes.deletePending')}
          </Button>
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => onOpen({ kind: 'edit', classification: c })}
          aria-label={t('classifications.classes.editLabel', { name })}
        >
          {t('classifications.classes.edit')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => onOpen({ kind: 'limit', classification: c })}
          disabled={c.pending !== null}
          aria-label={t('classifications.classes.scheduleLabel', { name })}
          title={c.pending ? t('classifications.classes.alreadyPending') : undefined}
        >
          {t('classifications.classes.schedule')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          sx={dangerOutline}
          onClick={() => onOpen({ kind: 'delete', classification: c })}
          aria-label={t('classifications.classes.deleteLabel', { name })}
        >
          {t('classifications.classes.delete')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /classifications: the company's classifications as cards (amounts, limit period, pending limit
 * change); add, edit, schedule a new limit, delete a pending change, delete (docs/product §3).
 */
export function ClassificationsScreen() {
  const { t } = useTranslation();
  const list = useClassifications();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const listed = list.data?.classifications ?? [];
  const hasWellness = list.data?.hasWellness ?? false;

  let body;
  if (list.isPending) body = <Loading lines={3} />;
  else if (list.isError) body = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (listed.length === 0)
    body = (
      <Typography color="text.secondary" data-testid="classifications-empty">
        {t('classifications.classes.empty')}
      </Typography>
    );
  else
    body = (
      <Stack
        component="ul"
        aria-label={t('classifications.classes.listLabel')}
        sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5 }}
        data-testid="classification-list"
      >
        {listed.map((c) => (
          <ClassificationCard
            key={c.classificationId}
            classification={c}
            hasWellness={hasWellness}
            onOpen={setOpen}
          />
        ))}
      </Stack>
    );

  return (
    <PageColumn title={t('pages.classifications')} maxWidth={880}>
      <Typography color="text.secondary">{t('classifications.classes.intro')}</Typography>
      <Section
        id="classifications"
        title={t('classifications.classes.listTitle')}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setOpen({ kind: 'add' })}
            disabled={!list.isSuccess}
          >
            {t('classifications.classes.add')}
          </Button>
        }
      >
        {body}
      </Section>
      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <ClassificationDialog
          classification={open.kind === 'edit' ? open.classification : null}
          hasWellness={hasWellness}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'limit' ? (
        <LimitChangeDialog classification={open.classification} hasWellness={hasWellness} onClose={close} />
      ) : null}
      {open?.kind === 'delete' ? (
        <DeleteClassificationDialog classification={open.classification} onClose={close} />
      ) : null}
      {open?.kind === 'deletePending' ? (
        <DeletePendingDialog classification={open.classification} onClose={close} />
      ) : null}
    </PageColumn>
  );
}

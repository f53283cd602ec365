import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  addDays,
  codeNamesIn,
  EMPLOYER_LEDGER_KINDS,
  languageOf,
  ledgerReferenceIn,
  TRANSFER_BATCHES_REPORT,
  todayIso,
  type EmployerLedgerKind,
  type ReportRow,
} from '@benefits/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/format';
import { useReportRun } from '../../lib/report-view/api';
import { ReportView } from '../../lib/report-view/ReportView';
import { ResponsiveTable } from '../../lib/report-view/ResponsiveTable';
import { useTransferBatch, type BatchKey, type Range } from './api';
import { RangeForm, useRangeInAddress } from '../../lib/report-view/RangeForm';
import { SalesPage } from './SalesPage';

/** The last 90 days to today. */
export const transfersDefaultRange = (today = todayIso()): Range => ({
  startdate: addDays(today, -89),
  enddate: today,
});

const isKind = (value: unknown): value is EmployerLedgerKind =>
  typeof value === 'string' && (EMPLOYER_LEDGER_KINDS as readonly string[]).includes(value);

/**
 * /tools/transfer-details (PERMIT_SALES_REPORT; decision 0033): the batches of a range (the
 * `transferBatches` definition: newest first, paged, CSV and PDF), the range's money in, out and net,
 * and one batch's movements in a dialog.
 */
export function TransferDetailsScreen() {
  const { t, i18n } = useTranslation();
  const [range, setRange, addressProblem] = useRangeInAddress(transfersDefaultRange);
  const [open, setOpen] = useState<BatchKey | null>(null);
  const key = `${range.startdate}:${range.enddate}`;
  const names = codeNamesIn(languageOf(i18n.language));
  const kindName = (kind: string) => names('ledger', kind) ?? kind;
  const directionName = (direction: string) => names('direction', direction) ?? direction;
  return (
    <SalesPage title={t('sales.transfers.title')} intro={t('sales.transfers.intro')}>
      <RangeForm
        key={`form:${key}`}
        range={range}
        onChange={setRange}
        idPrefix="sales"
        addressProblem={addressProblem}
      />
      <Totals key={`totals:${key}`} range={range} />
      <ReportView
        key={`rows:${key}`}
        definition={TRANSFER_BATCHES_REPORT}
        range={range}
        sectionId="transfer-batches"
        testId="batches"
        title={t('sales.transfers.tableTitle', {
          from: formatDate(range.startdate, i18n.language),
          to: formatDate(range.enddate, i18n.language),
        })}
        caption={t('sales.transfers.caption')}
        empty={t('sales.transfers.empty')}
        render={{
          date: (row: ReportRow) => {
            const date = String(row.date);
            const kind = row.kind;
            const direction = row.direction === 'OUT' ? 'OUT' : 'IN';
            if (!isKind(kind)) return formatDate(date, i18n.language);
            return (
              <Link
                component="button"
                type="button"
                onClick={() => setOpen({ date, kind, direction })}
                aria-label={t('sales.transfers.open', {
                  date: formatDate(date, i18n.language),
                  kind: kindName(kind),
                  direction: directionName(direction),
                })}
                data-testid="batch-open"
              >
                {formatDate(date, i18n.language)}
              </Link>
            );
          },
        }}
        rowKey={(row) => `${String(row.date)}-${String(row.kind)}-${String(row.direction)}`}
      />
      {open ? (
        <BatchDialog
          batch={open}
          title={t('sales.transfers.batchTitle', {
            kind: kindName(open.kind),
            direction: directionName(open.direction),
            date: formatDate(open.date, i18n.language),
          })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </SalesPage>
  );
}

/** Money in, out and net over the whole range (the report's totals: the same run, from the cache). */
function Totals({ range }: { range: Range }) {
  const { t, i18n } = useTranslation();
  const query = useReportRun(
    TRANSFER_BATCHES_REPORT.id,
    range,
    TRANSFER_BATCHES_REPORT.paging.fetchLength,
    'tools',
  );
  const totals = query.data?.pages[0]?.totals;
  if (!totals || query.data?.pages[0]?.total === 0) return null;
  const moneyIn = totals.moneyIn ?? 0;
  const moneyOut = totals.moneyOut ?? 0;
  const facts: [string, string, number][] = [
    ['in', t('sales.transfers.in'), moneyIn],
    ['out', t('sales.transfers.out'), moneyOut],
    ['net', t('sales.transfers.net'), moneyIn - moneyOut],
  ];
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      component="section"
      aria-labelledby="transfer-totals"
    >
      <Typography variant="h2" id="transfer-totals" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('sales.transfers.totalsLabel')}
      </Typography>
      <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 32px', margin: 0 }}>
        {facts.map(([key, label, cents]) => (
          <div key={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
              data-testid={`transfer-total-${key}`}
            >
              {formatMoney(cents, i18n.language)}
            </Typography>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

/** One batch's movements: company, amount, reference; its total below. */
function BatchDialog({ batch, title, onClose }: { batch: BatchKey; title: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useTransferBatch(batch);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="batch-title">
      <DialogTitle id="batch-title">{title}</DialogTitle>
      <DialogContent>
        {query.isPending ? (
          <Skeleton variant="rectangular" height={120} />
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('sales.transfers.retry')}
              </Button>
            }
          >
            {t('sales.transfers.batchFailed')}
          </Alert>
        ) : (
          <ResponsiveTable
            caption={t('sales.transfers.batchCaption')}
            testId="batch-movements"
            rows={query.data.movements}
            rowKey={(m) => m.id}
            columns={[
              {
                key: 'company',
                label: t('sales.transfers.company'),
                render: (m) => `${m.company} (${m.employerId})`,
              },
              {
                key: 'amount',
                label: t('sales.transfers.amount'),
                align: 'right',
                render: (m) => formatMoney(m.amountCents, i18n.language),
              },
              {
                key: 'reference',
                label: t('sales.transfers.reference'),
                render: (m) => ledgerReferenceIn(m.reference, languageOf(i18n.language)),
              },
            ]}
            footer={[
              {
                key: 'total',
                label: t('sales.transfers.batchTotal'),
                cells: { amount: formatMoney(query.data.totalCents, i18n.language) },
              },
            ]}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('sales.transfers.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

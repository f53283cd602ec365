import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { COMMISSION_MESSAGES, COMMISSION_PAYOUT_MINIMUM_CENTS, paths, languageOf } from '@benefits/domain';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate, formatMoney, formatRate } from '../../lib/format';
import { ReportError } from '../../lib/report-view/ReportError';
import { ResponsiveTable, type Column } from '../../lib/report-view/ResponsiveTable';
import { fetchFile, saveFile } from '../../lib/transfer/download';
import { RouterButton } from '../../lib/ui/RouterLink';
import { Loading } from '../../lib/ui/Section';
import { usePageTitle } from '../../lib/ui/usePageTitle';
import { useCommissionStatement, type StatementLine } from './api';

/**
 * /partner/commissions/{id} (decision 0042): one statement — partner, status, period, payout — and its
 * lines (date, client, source, base, rate, commission) with their total, which is the statement's;
 * its PDF is written by the server. Another partner's statement answers "does not exist".
 */
export function CommissionStatementScreen() {
  const { id } = useParams();
  const statementId = Number(id);
  const { t } = useTranslation();
  const title = t('commissions.statement.title', {
    id: Number.isSafeInteger(statementId) ? statementId : '',
  });
  usePageTitle(title);
  return (
    <Stack sx={{ maxWidth: 1100, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 2 }}>
      <Typography variant="h1" id="page-title" tabIndex={-1}>
        {title}
      </Typography>
      <Statement id={statementId} />
      <div>
        <RouterButton to={paths.partner.commissions.getHref()} variant="outlined">
          {t('commissions.statement.back')}
        </RouterButton>
      </div>
    </Stack>
  );
}

function Statement({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const tm = useTranslateMessage();
  const language = i18n.language;
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useCommissionStatement(id, valid);
  const [downloading, setDownloading] = useState(false);
  // An address whose ID is not a number (/partner/commissions/abc) names no statement: said so.
  if (!valid)
    return (
      <Alert severity="error" data-testid="statement-not-found">
        {tm(COMMISSION_MESSAGES.statementNotFound)}
      </Alert>
    );
  if (query.isPending) return <Loading lines={6} />;
  if (query.isError)
    return (
      <ReportError
        error={query.error}
        message={t('commissions.statement.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  const { statement, lines } = query.data;
  const money = (cents: number) => formatMoney(cents, language);
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : '');
  const facts: [string, string, string][] = [
    ['partner', t('commissions.statement.partner'), `${statement.partnerName} (${statement.partnerId})`],
    ['status', t('commissions.statement.status'), t(`commissions.statement.statuses.${statement.status}`)],
  ];
  if (statement.periodStart)
    facts.push(['period-start', t('commissions.statement.periodStart'), date(statement.periodStart)]);
  if (statement.periodEnd)
    facts.push(['period-end', t('commissions.statement.periodEnd'), date(statement.periodEnd)]);
  if (statement.paidOn) facts.push(['paid-on', t('commissions.statement.paidOn'), date(statement.paidOn)]);
  if (statement.payoutRef)
    facts.push(['payout-ref', t('commissions.statement.payoutRef'), statement.payoutRef]);
  facts.push(['total', t('commissions.statement.total'), money(statement.totalCents)]);

  const source = (l: StatementLine) =>
    t(`commissions.statement.sources.${l.source}`, { ref: l.sourceRef ?? '' }) +
    (l.role === 'OVERRIDE' ? ` (${t('commissions.statement.override')})` : '');
  const c = (key: 'date' | 'client' | 'source' | 'base' | 'rate' | 'commission') =>
    t(`commissions.statement.columns.${key}`);
  const columns: Column<StatementLine>[] = [
    { key: 'date', label: c('date'), render: (l) => date(l.accruedOn) },
    {
      key: 'client',
      label: c('client'),
      render: (l) =>
        l.employerId === null ? t('commissions.statement.noClient') : `${l.companyName} (${l.employerId})`,
    },
    { key: 'source', label: c('source'), render: source },
    {
      key: 'base',
      label: c('base'),
      align: 'right',
      render: (l) => (l.baseCents === null ? '' : money(l.baseCents)),
    },
    {
      key: 'rate',
      label: c('rate'),
      align: 'right',
      render: (l) => (l.rateBps === null ? '' : formatRate(l.rateBps, language)),
    },
    {
      key: 'commission',
      label: c('commission'),
      align: 'right',
      render: (l) => <span data-testid="line-amount">{money(l.amountCents)}</span>,
    },
  ];

  const downloadPdf = async () => {
    setDownloading(true);
    try {
      saveFile(
        await fetchFile(
          api.partnerCommissionStatementPdf.path,
          { id, language: languageOf(language) },
          { area: 'partner', fallbackName: `commission-statement-${id}.pdf` },
        ),
      );
    } catch {
      // fetchFile has shown why in the snackbar.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        component="section"
        aria-labelledby="statement-details"
      >
        <Typography variant="h2" id="statement-details" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
          {t('commissions.statement.details')}
        </Typography>
        <Box
          component="dl"
          data-testid="statement-facts"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
            columnGap: 3,
            rowGap: 0.5,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
          }}
        >
          {facts.map(([key, label, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd data-testid={`statement-${key}`}>{value}</dd>
            </Box>
          ))}
        </Box>
        {statement.status === 'OPEN' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('commissions.statement.openNote', { minimum: money(COMMISSION_PAYOUT_MINIMUM_CENTS) })}
          </Alert>
        )}
        <Button
          sx={{ mt: 2 }}
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => void downloadPdf()}
          disabled={downloading}
          data-testid="statement-pdf"
        >
          {t('commissions.statement.pdf')}
        </Button>
      </Paper>
      <Box component="section" aria-labelledby="statement-lines">
        <Typography variant="h2" id="statement-lines" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
          {t('commissions.statement.lines')}
        </Typography>
        {lines.length === 0 ? (
          <Typography data-testid="statement-empty">{t('commissions.statement.empty')}</Typography>
        ) : (
          <ResponsiveTable
            caption={t('commissions.statement.linesCaption')}
            columns={columns}
            rows={lines}
            rowKey={(l) => l.id}
            testId="statement-lines"
            widths={{ date: 1, client: 2, source: 2, base: 1, rate: 0.6, commission: 1 }}
            footer={[
              {
                key: 'total',
                label: t('commissions.statement.total'),
                cells: {
                  commission: <span data-testid="statement-lines-total">{money(statement.totalCents)}</span>,
                },
              },
            ]}
          />
        )}
      </Box>
    </>
  );
}

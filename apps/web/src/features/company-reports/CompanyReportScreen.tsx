import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  columnsFor,
  companyReportHiddenBy,
  isCompanyReportName,
  paths,
  reportNote,
  reportPeriodText,
  reportTitle,
  todayIso,
  type ReportDefinition,
  type ReportRow,
} from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDate } from '../../lib/format';
import { ReportView } from '../../lib/report-view/ReportView';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Loading } from '../../lib/ui/Section';
import { builtDefinition, useCompanyReportFacts, useReportLanguage } from './api';
import { RangeForm, useRangeInAddress } from '../../lib/report-view/RangeForm';
import { AmountDue } from './AmountDue';
import { CompanyReportChart, isCharted } from './CompanyReportChart';

/**
 * /company-reports/{report} (decision 35): a company report run over a period (the last month by
 * default, in the address as ?from=&to=), its table with the Grand total, paging and the CSV and PDF
 * exports (ReportView). A report the company may not see says so (the server refuses it anyway).
 */
export function CompanyReportScreen() {
  const { t, i18n } = useTranslation();
  const language = useReportLanguage();
  const { report } = useParams();
  const name = isCompanyReportName(report) ? report : null;
  const definition = name ? builtDefinition(name) : undefined;
  const facts = useCompanyReportFacts();
  const [range, setRange, addressProblem] = useRangeInAddress();
  const title = definition ? reportTitle(definition, language) : t('pages.companyReport');
  const note = definition ? reportNote(definition, language) : '';
  const back = (
    <Link component={RouterLink} to={paths.company.companyReports.getHref()}>
      {t('companyReports.report.back')}
    </Link>
  );

  let body;
  // A name that is no company report (a mistyped or old address): said so, with the way back.
  if (!name)
    body = (
      <Alert severity="warning" data-testid="company-report-not-found">
        {t('companyReports.report.notFound')}{' '}
        <Link component={RouterLink} to={paths.company.companyReports.getHref()}>
          {t('companyReports.report.notFoundLink')}
        </Link>
      </Alert>
    );
  else if (!definition) body = <Alert severity="info">{t('companyReports.report.notYet')}</Alert>;
  else if (facts.isPending) body = <Loading lines={6} />;
  else if (facts.isError) body = <LoadError error={facts.error} onRetry={() => void facts.refetch()} />;
  else if (companyReportHiddenBy(name, facts.data))
    body = (
      <Alert severity="info" data-testid="company-report-hidden">
        {t(`companyReports.report.hidden.${companyReportHiddenBy(name, facts.data)!}`)}
      </Alert>
    );
  else {
    // The request for funding is as of today: no period to choose.
    const asOfToday = definition.params === 'none';
    const invoice = (definition as ReportDefinition).amountDue;
    const key = asOfToday ? 'today' : `${range.startdate}:${range.enddate}`;
    // The employee's name first: on a phone it heads each card. The ID is a detail under it, on the
    // wide table too (a column less: the request for funding shows every column at 1280 px).
    const screen = columnsFor(definition, 'screen').map((c) => c.key);
    const columns = screen.includes('name') ? ['name', ...screen.filter((k) => k !== 'name')] : screen;
    const details: Record<string, string> =
      screen.includes('name') && screen.includes('employeeId') ? { name: 'employeeId' } : {};
    body = (
      <>
        <Typography color="text.secondary">{t(`companyReports.about.${name}`)}</Typography>
        {note ? (
          <Typography variant="body2" color="text.secondary" data-testid="company-report-note">
            {note}
          </Typography>
        ) : null}
        {asOfToday ? null : (
          <RangeForm
            key={`form:${key}`}
            range={range}
            onChange={setRange}
            idPrefix="company-report"
            addressProblem={addressProblem}
          />
        )}
        {invoice ? <AmountDue definition={definition} column={invoice.column} /> : null}
        {!asOfToday && isCharted(name) ? (
          <CompanyReportChart key={`chart:${key}`} name={name} definition={definition} range={range} />
        ) : null}
        <ReportView
          key={`rows:${key}`}
          definition={definition}
          columns={columns}
          details={details}
          compact
          range={asOfToday ? null : range}
          sectionId="company-report"
          testId="company-report"
          title={
            asOfToday
              ? t('companyReports.report.asOf', { date: formatDate(todayIso(), i18n.language) })
              : // The period as the PDF names it: "As of" its last day for a report of that day.
                reportPeriodText(definition, range, language)
          }
          caption={title}
          empty={asOfToday ? t('companyReports.report.rffEmpty') : t('companyReports.report.empty')}
          blankGroup={t('companyReports.report.noDivision')}
          rowKey={(row: ReportRow) => String(row.id ?? row.employeeId)}
        />
      </>
    );
  }
  return (
    <PageColumn title={title} maxWidth={1100} before={back}>
      {body}
    </PageColumn>
  );
}

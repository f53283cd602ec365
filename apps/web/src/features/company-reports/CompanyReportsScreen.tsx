import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths, reportTitle, visibleCompanyReports } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Loading } from '../../lib/ui/Section';
import { builtDefinition, useCompanyReportFacts, useReportLanguage } from './api';

/**
 * /company-reports (docs/product/company-reports.md; decision 35): the reports this company may see
 * (the domain's visibility rule on the company's facts), each with what it answers, linking to its
 * page. Reports still to come are not listed.
 */
export function CompanyReportsScreen() {
  const { t } = useTranslation();
  const language = useReportLanguage();
  const facts = useCompanyReportFacts();
  return (
    <PageColumn title={t('pages.companyReports')} maxWidth={880}>
      <Typography>{t('companyReports.list.intro')}</Typography>
      {facts.isPending ? (
        <Loading lines={6} />
      ) : facts.isError ? (
        <LoadError error={facts.error} onRetry={() => void facts.refetch()} />
      ) : (
        <Box
          component="ul"
          aria-label={t('companyReports.list.label')}
          data-testid="company-report-list"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {visibleCompanyReports(facts.data).flatMap((name) => {
            const definition = builtDefinition(name);
            if (!definition) return [];
            return [
              <li key={name}>
                <Paper
                  component={RouterLink}
                  to={paths.company.companyReport.getHref({ report: name })}
                  variant="outlined"
                  data-testid={`company-report-${name}`}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    p: 2,
                    color: 'inherit',
                    textDecoration: 'none',
                    '&:hover, &:focus-visible': { borderColor: 'primary.main', bgcolor: 'action.hover' },
                  }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                      {reportTitle(definition, language)}
                    </Typography>
                    <Typography color="text.secondary">{t(`companyReports.about.${name}`)}</Typography>
                  </Box>
                  <ChevronRightIcon aria-hidden />
                </Paper>
              </li>,
            ];
          })}
        </Box>
      )}
    </PageColumn>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { addMonths, todayIso, paths } from '@benefits/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { call } from '../../lib/api/client';
import { refs } from '../../lib/api/refs';
import { reportsKey } from '../../lib/claims/api';
import { serviceNamesIn } from '../../lib/claims/serviceName';
import { ClaimStatusChip } from '../../lib/claims/StatusChip';
import { formatDate, formatMoney } from '../../lib/format';
import { RouterButton } from '../../lib/ui/RouterLink';

const RECENT = 5;

/** The dashboard's five most recent claims of the last 12 months, each linking to its details. */
export function RecentClaims() {
  const { t, i18n } = useTranslation();
  const today = todayIso();
  const report = useQuery({
    queryKey: [...reportsKey, 'recent', today],
    queryFn: ({ signal }) =>
      call(
        refs.employeeClaimReport,
        { startdate: addMonths(today, -12), enddate: today, pageNumber: 1, pageLength: RECENT },
        { area: 'employee', snackbar: false, signal },
      ),
  });

  return (
    <Box component="section" aria-labelledby="recent-claims-title">
      <Typography variant="h2" id="recent-claims-title" gutterBottom>
        {t('dashboard.recentClaims')}
      </Typography>
      <Paper variant="outlined">
        {report.isPending ? (
          <Box sx={{ p: 2 }} role="status" aria-label={t('app.loading')}>
            <Skeleton variant="text" />
            <Skeleton variant="text" />
          </Box>
        ) : report.isError ? (
          <Alert severity="error">{t('dashboard.recentClaimsFailed')}</Alert>
        ) : report.data.rows.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary" data-testid="no-recent-claims">
            {t('dashboard.noRecentClaims')}
          </Typography>
        ) : (
          <List disablePadding data-testid="recent-claims">
            {report.data.rows.map((row) => {
              const date = formatDate(row.submittedAt.slice(0, 10), i18n.language);
              const services = serviceNamesIn(i18n.language, row.services, row.servicesFr).join(', ');
              const amount = formatMoney(row.payable, i18n.language);
              const type = t(`claims.typeShort.${row.type}`);
              return (
                <ListItem key={row.id} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={paths.employee.claimDetails.getHref({ id: row.id })}
                    divider
                    aria-label={t('dashboard.recentClaimLabel', { type, date, services, amount })}
                    sx={{ gap: 2, flexWrap: 'wrap' }}
                  >
                    <ListItemText primary={services} secondary={`${type} · ${date}`} sx={{ minWidth: 0 }} />
                    <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{amount}</Typography>
                    <ClaimStatusChip status={row.status} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </Paper>
      <RouterButton to={paths.employee.claimActivity.getHref()} sx={{ mt: 1, textTransform: 'none' }}>
        {t('dashboard.allClaims')}
      </RouterButton>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/client';
import { formatMoney } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { Facts } from '../../lib/ui/Facts';
import { usePageTitle } from '../../lib/ui/usePageTitle';
import { useEmployeeProfile } from './api';

/** '/': the employee's name, employer and balances, fetched from /employee. */
export function DashboardScreen() {
  const { t, i18n } = useTranslation();
  const tm = useTranslateMessage();
  usePageTitle(t('dashboard.title'));
  const profile = useEmployeeProfile();

  if (profile.isPending) {
    return (
      <Stack sx={{ maxWidth: 720, mx: 'auto', py: 4, gap: 2 }} role="status" aria-label={t('app.loading')}>
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }
  if (profile.isError) {
    const message = profile.error instanceof ApiError ? profile.error.general : undefined;
    return (
      <Stack sx={{ maxWidth: 720, mx: 'auto', py: 4, gap: 2 }}>
        <Typography variant="h1">{t('dashboard.title')}</Typography>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void profile.refetch()}>
              {t('errors.retry')}
            </Button>
          }
        >
          {tm(message) ?? t('errors.loadFailed')}
        </Alert>
      </Stack>
    );
  }

  const user = profile.data;
  const name = `${user.FIRST_NAME} ${user.LAST_NAME}`.trim();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 3 }}>
      <Typography variant="h1" data-testid="employee-name">
        {t('dashboard.welcome', { name })}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Facts
          items={[
            { label: t('dashboard.userId'), value: user.ID, testId: 'employee-id' },
            { label: t('dashboard.employer'), value: user.EMPLOYER_NAME, testId: 'employer-name' },
          ]}
        />
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        component="section"
        aria-labelledby="balances-title"
      >
        <Typography variant="h2" id="balances-title" gutterBottom>
          {t('dashboard.balances')}
        </Typography>
        <Facts
          items={[
            { label: t('dashboard.hsaBalance'), value: money(user.BALANCE), testId: 'hsa-balance' },
            ...(user.WELLNESS === 'Y'
              ? [
                  {
                    label: t('dashboard.wsaBalance'),
                    value: money(user.WELLNESS_BALANCE),
                    testId: 'wsa-balance',
                  },
                ]
              : []),
          ]}
        />
      </Paper>
    </Stack>
  );
}

import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NotificationList } from '../../lib/notifications/NotificationList';
import { usePageTitle } from '../../lib/ui/usePageTitle';

/** /notifications: the same list, with the same actions, as the shell's notification drawer. */
export function NotificationsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notifications'));
  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 2 }}>
      <Typography variant="h1" id="page-title" tabIndex={-1}>
        {t('pages.notifications')}
      </Typography>
      <Paper variant="outlined" sx={{ pt: 1 }}>
        <NotificationList area="employee" />
      </Paper>
    </Stack>
  );
}

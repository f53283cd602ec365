import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NotificationArea } from '../../lib/notifications/api';
import { NotificationList } from '../../lib/notifications/NotificationList';
import { usePageTitle } from '../../lib/ui/usePageTitle';

function NotificationsPage({ area, title }: { area: NotificationArea; title: string }) {
  usePageTitle(title);
  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 2 }}>
      <Typography variant="h1" id="page-title" tabIndex={-1}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ pt: 1 }}>
        <NotificationList area={area} />
      </Paper>
    </Stack>
  );
}

/** /notifications: the same list, with the same actions, as the shell's notification drawer. */
export function NotificationsScreen() {
  const { t } = useTranslation();
  return <NotificationsPage area="employee" title={t('pages.notifications')} />;
}

/** /partner/notifications: the partner's notifications, loaded, appended and dismissed the same way. */
export function PartnerNotificationsScreen() {
  const { t } = useTranslation();
  return <NotificationsPage area="partner" title={t('partnerShell.pages.notifications')} />;
}

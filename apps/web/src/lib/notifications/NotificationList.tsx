import CloseIcon from '@mui/icons-material/Close';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Notification } from '@benefits/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showFailure } from '../ui/snackbar';
import {
  useDismissNotification,
  useNotifications,
  useRefreshNotifications,
  type NotificationArea,
} from './api';
import { RelativeTime } from './RelativeTime';

const isExternal = (target: string) => /^https?:\/\//i.test(target);

/** A visible keyboard focus ring (MUI's buttons only tint their background). */
const focusRing = {
  '&.Mui-focusVisible': { outline: '3px solid currentColor', outlineOffset: '-3px' },
} as const;

function ItemText({ notification }: { notification: Notification }) {
  return (
    <Box sx={{ minWidth: 0, py: 0.5 }}>
      <Typography component="p" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {notification.title}
      </Typography>
      <Typography component="p" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {notification.body}
      </Typography>
      <Typography component="p" variant="caption" color="text.secondary">
        <RelativeTime value={notification.data.dated} />
      </Typography>
    </Box>
  );
}

/**
 * The notification list of docs/product §2 (employee shell drawer and the /notifications page): title, body
 * and relative time, dismiss, refresh, 'Load More' 5 at a time while the server has more, and
 * 'No notifications'. An item with a web-press target is a link there; `onOpenItem` runs after it is
 * followed (the drawer closes).
 */
export function NotificationList({ area, onOpenItem }: { area: NotificationArea; onOpenItem?: () => void }) {
  const { t } = useTranslation();
  const query = useNotifications(area);
  const refresh = useRefreshNotifications(area);
  const dismiss = useDismissNotification(area, () => showFailure(t('notifications.dismissFailed')));
  const items = query.data?.pages.flatMap((page) => page.notifications) ?? [];

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack role="status" aria-label={t('app.loading')} sx={{ gap: 1, px: 2 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  } else if (query.isError && items.length === 0) {
    body = (
      <Alert
        severity="error"
        sx={{ mx: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </Button>
        }
      >
        {t('notifications.loadFailed')}
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <Typography role="status" sx={{ px: 2, py: 3, textAlign: 'center' }} color="text.secondary">
        {t('notifications.empty')}
      </Typography>
    );
  } else {
    body = (
      <List aria-label={t('notifications.title')} data-testid="notification-list">
        {items.map((n) => {
          const target = n.data.webOnPress;
          return (
            <ListItem
              key={n.id}
              divider
              disablePadding
              data-testid="notification"
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('notifications.dismissLabel', { title: n.title })}
                  title={t('notifications.dismiss')}
                  onClick={() => dismiss.mutate(n.id)}
                  sx={focusRing}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              {!target ? (
                <Box sx={{ px: 2, py: 1, pr: 7, minWidth: 0 }}>
                  <ItemText notification={n} />
                </Box>
              ) : isExternal(target) ? (
                <ListItemButton
                  component="a"
                  href={target}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={onOpenItem}
                  sx={{ pr: 7, ...focusRing }}
                >
                  <ItemText notification={n} />
                </ListItemButton>
              ) : (
                <ListItemButton
                  component={Link}
                  to={target}
                  onClick={onOpenItem}
                  sx={{ pr: 7, ...focusRing }}
                >
                  <ItemText notification={n} />
                </ListItemButton>
              )}
            </ListItem>
          );
        })}
      </List>
    );
  }

  return (
    <Stack sx={{ gap: 1, pb: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', gap: 1, px: 1 }}>
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => void refresh()}
          loading={query.isFetching && !query.isFetchingNextPage}
          loadingPosition="start"
          disabled={query.isPending}
          sx={{ textTransform: 'none' }}
        >
          {t('notifications.refresh')}
        </Button>
      </Stack>
      {body}
      {query.isFetchNextPageError ? (
        <Alert severity="error" sx={{ mx: 2 }}>
          {t('notifications.loadFailed')}
        </Alert>
      ) : null}
      {query.hasNextPage ? (
        <Box sx={{ px: 2 }}>
          <Button
            variant="outlined"
            fullWidth
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            sx={{ textTransform: 'none' }}
          >
            {t('notifications.loadMore')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

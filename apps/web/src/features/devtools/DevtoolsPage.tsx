import LockIcon from '@mui/icons-material/Lock';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canSeeToolsMenuItem, isToolsPermission, type ToolsMenuItem } from '@benefits/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolsSession } from '../../lib/session/store';
import { usePageTitle } from '../../lib/ui/usePageTitle';

/**
 * The frame of a devtools screen: its h1 and intro, and its content only for a staff member whose
 * permissions show the page's menu item (the server refuses the calls either way).
 */
export function DevtoolsPage({
  title,
  intro,
  menuKey,
  children,
}: {
  title: string;
  intro: string;
  menuKey: ToolsMenuItem;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  const permissions = useToolsSession((s) => s.session?.permissions);
  const allowed = canSeeToolsMenuItem((permissions ?? []).filter(isToolsPermission), menuKey);
  return (
    <Stack sx={{ maxWidth: 960, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 3, minWidth: 0 }}>
      <Typography variant="h1" id="page-title" tabIndex={-1}>
        {title}
      </Typography>
      {allowed ? (
        <>
          <Typography color="text.secondary">{intro}</Typography>
          {children}
        </>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center' }}>
          <LockIcon color="action" aria-hidden />
          <Typography data-testid="not-allowed">{t('devtools.notAllowed')}</Typography>
        </Paper>
      )}
    </Stack>
  );
}

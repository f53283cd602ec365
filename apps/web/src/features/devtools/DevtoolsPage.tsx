import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ToolsMenuItem } from '@benefits/domain';
import type { ReactNode } from 'react';
import { NotAllowed, useMayUse } from '../../lib/tools-access/ToolGate';
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
  usePageTitle(title);
  const allowed = useMayUse(menuKey);
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
        <NotAllowed />
      )}
    </Stack>
  );
}

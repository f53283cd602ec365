import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useToolsSession } from '../../lib/session/store';
import { Facts } from '../../lib/ui/Facts';
import { usePageTitle } from '../../lib/ui/usePageTitle';

/** '/tools': the staff member's username and permissions. */
export function ToolsHomeScreen() {
  const { t } = useTranslation();
  usePageTitle(t('tools.title'));
  const session = useToolsSession((s) => s.session);
  if (!session) return null;
  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 3 }}>
      <Typography variant="h1">{t('tools.title')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Facts
          items={[
            { label: t('tools.username'), value: session.username, testId: 'tools-username' },
            {
              label: t('tools.permissions'),
              testId: 'tools-permissions',
              value:
                session.permissions.length === 0 ? (
                  t('tools.noPermissions')
                ) : (
                  <Stack
                    component="ul"
                    direction="row"
                    sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
                  >
                    {session.permissions.map((p) => (
                      <li key={p}>
                        <Chip label={p} size="small" />
                      </li>
                    ))}
                  </Stack>
                ),
            },
          ]}
        />
      </Paper>
    </Stack>
  );
}

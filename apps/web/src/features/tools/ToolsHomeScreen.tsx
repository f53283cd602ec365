import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isToolsPermission, toolsMenu, paths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { useToolsSession } from '../../lib/session/store';
import { Facts } from '../../lib/ui/Facts';
import { RouterLink } from '../../lib/ui/RouterLink';
import { usePageTitle } from '../../lib/ui/usePageTitle';

type MenuLabelKey = 'toolsShell.menu.dashboard';
type ItemTextKey = 'tools.itemText.accessAccount';

/**
 * '/tools': who is signed in and what they may do — one card per tools menu item their permissions
 * show (docs/product §6; ALL_ACCESS shows all), with a sentence on what it is for and a link to it.
 */
export function ToolsHomeScreen() {
  const { t } = useTranslation();
  usePageTitle(t('tools.title'));
  const session = useToolsSession((s) => s.session);
  if (!session) return null;
  const cards = toolsMenu(session.permissions.filter(isToolsPermission)).filter(
    (item) => item.key !== 'dashboard' && item.key !== 'logout',
  );
  const label = (key: string) => t(`toolsShell.menu.${key}` as MenuLabelKey);

  return (
    <Stack sx={{ maxWidth: 960, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 3 }}>
      <Typography variant="h1" id="page-title" tabIndex={-1}>
        {t('tools.title')}
      </Typography>
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
                        <Chip
                          label={isToolsPermission(p) ? t(`tools.permissionNames.${p}`) : p}
                          title={p}
                          size="small"
                        />
                      </li>
                    ))}
                  </Stack>
                ),
            },
          ]}
        />
      </Paper>
      <Box component="section" aria-labelledby="tools-can-do">
        <Typography variant="h2" id="tools-can-do" gutterBottom>
          {t('tools.canDo')}
        </Typography>
        {cards.length === 0 ? (
          <Typography>{t('tools.nothingToDo')}</Typography>
        ) : (
          <Box
            component="ul"
            data-testid="tools-cards"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            }}
          >
            {cards.map((item) => (
              <li key={item.key} data-testid={`tools-card-${item.key}`}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="h6" component="h3" gutterBottom>
                      {item.path ? (
                        <RouterLink to={item.path}>{label(item.key)}</RouterLink>
                      ) : (
                        label(item.key)
                      )}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`tools.itemText.${item.key}` as ItemTextKey)}
                    </Typography>
                    {item.children ? (
                      <Stack
                        component="ul"
                        direction="row"
                        sx={{ flexWrap: 'wrap', gap: 2, p: 0, mt: 1.5, mb: 0, listStyle: 'none' }}
                      >
                        {item.children.map((child) => (
                          <li key={child.key}>
                            <RouterLink to={child.path ?? paths.tools.home.getHref()}>
                              {label(child.key)}
                            </RouterLink>
                          </li>
                        ))}
                      </Stack>
                    ) : null}
                  </CardContent>
                </Card>
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}

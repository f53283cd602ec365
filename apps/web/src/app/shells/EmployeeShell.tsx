import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { EMPLOYEE_DRAWER_WIDTH_PX, employeeRedirect, matchRoute, paths } from '@benefits/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase, Outlet, useLocation, useMatches } from 'react-router';
import { useEmployeeUser } from '../../lib/api/employeeProfile';
import { getAppConfig } from '../../lib/config';
import { loadedCount, useNotifications } from '../../lib/notifications/api';
import { NotificationList } from '../../lib/notifications/NotificationList';
import { PAGE_TITLES, type SignedInPattern } from '../../lib/pageTitles';
import { SessionWarning } from '../../lib/session-warning/SessionWarning';
import { ActingBanner } from '../../lib/acting/ActingBanner';
import { ToolsButton } from '../../lib/tools-button/ToolsButton';
import { KeepFrame } from '../keptFrame';
import { useCompanyMenuFlags } from './companyFlags';
import { EmployeeDrawerContent } from './EmployeeDrawerContent';
import { SkipLink } from '../../lib/ui/SkipLink';
import type { RouteTitleOf } from '../../lib/routing';
import { visuallyHidden } from '../../lib/ui/visuallyHidden';

/** docs/product §2 / §9: the employee drawer is 300 px wide. */
const EMPLOYEE_DRAWER_WIDTH = EMPLOYEE_DRAWER_WIDTH_PX;

/** A visible keyboard focus ring for the top bar's controls (MUI only tints their background). */
const barFocus = {
  '&.Mui-focusVisible': { outline: '3px solid currentColor', outlineOffset: '2px' },
} as const;

/**
 * The top bar's title: the deepest route's `handle.titleOf` (a title from the route's parameters, e.g.
 * a company report's own title) or `handle.titleKey`, else the title docs/product §2's route table
 * gives the current path (so a screen that declares none still gets one).
 */
function usePageTitleText(): string | undefined {
  const { t, i18n } = useTranslation();
  const key = usePageTitleKey();
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as { titleOf?: unknown } | undefined;
    if (typeof handle?.titleOf === 'function') {
      const title = (handle.titleOf as RouteTitleOf)(matches[i]!.params, i18n.language);
      if (title) return title;
    }
  }
  return key ? t(key as 'pages.dashboard') : undefined;
}

function usePageTitleKey(): string | undefined {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as { titleKey?: unknown } | undefined;
    if (typeof handle?.titleKey === 'string') return handle.titleKey;
  }
  const pattern = matchRoute(pathname)?.pattern;
  return pattern ? PAGE_TITLES[pattern as SignedInPattern] : undefined;
}

/** A drawer's open state, remembering whether closing it should give focus back to its button. */
function useDrawerState() {
  const [state, setState] = useState({ open: false, restoreFocus: true });
  return {
    open: state.open,
    restoreFocus: state.restoreFocus,
    show: () => setState({ open: true, restoreFocus: true }),
    /** Escape, the backdrop, a close button: focus goes back to the button that opened it. */
    close: () => setState({ open: false, restoreFocus: true }),
    /** A link was followed: the new page takes the focus (RootLayout), not the opener. */
    closeForNavigation: () => setState({ open: false, restoreFocus: false }),
  };
}

function NotificationsButton({ onClick, expanded }: { onClick: () => void; expanded: boolean }) {
  const { t } = useTranslation();
  const query = useNotifications('employee');
  const count = loadedCount(query.data);
  const more = query.hasNextPage ? '+' : '';
  const label = count > 0 ? t('employeeShell.notificationsCount', { count: `${count}${more}` }) : undefined;
  return (
    <IconButton
      color="inherit"
      onClick={onClick}
      aria-label={label ?? t('employeeShell.notifications')}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      title={t('employeeShell.notifications')}
      data-testid="notifications-button"
      sx={barFocus}
    >
      <Badge badgeContent={count > 0 ? `${count}${more}` : undefined} color="error" overlap="circular">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}

/**
 * The employee shell (docs/product §2 "Employee shell"): a sticky top bar with the page title, the
 * notifications button and a link with the user's name to /employee (below the sm breakpoint, a
 * phone, the link is its person icon alone, the name its accessible name, so the title keeps the
 * room: at 360 px a French title and a long name would both be cut); a 300 px left drawer with the
 * account summary and the menu, permanent from the md breakpoint and a temporary drawer behind a
 * menu button below it; the notifications in a right drawer. The session warning and the floating
 * Tools button (docs/product §2 "Other UI", "Tools shell") are mounted here too.
 */
export function EmployeeShell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wideQuery = theme.breakpoints.up('md');
  const wide = useMediaQuery(wideQuery, { noSsr: true });
  const wideMedia = wideQuery.replace(/^@media\s*/, '');
  const nav = useDrawerState();
  const notifications = useDrawerState();
  const user = useEmployeeUser().data;
  const company = useCompanyMenuFlags(user);
  const title = usePageTitleText() ?? getAppConfig().providerName;
  if (!user) return null;
  const name = `${user.FIRST_NAME} ${user.LAST_NAME}`.trim();

  const drawer = (
    <EmployeeDrawerContent
      user={user}
      company={company.flags}
      companySettled={company.settled}
      onNavigate={wide ? () => undefined : nav.closeForNavigation}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      {/* The dashboard's frame is kept for its next load (decision 0053), for windows on the same side
          of the drawer's breakpoint. */}
      <KeepFrame
        area="employee"
        media={wide ? wideMedia : `not all and ${wideMedia}`}
        // The dashboard is the kept page (KEPT_FRAME_PAGES): not kept while a forced step is due.
        redirected={employeeRedirect(user, paths.employee.dashboard.path, 'employee') !== null}
      />

      {wide ? (
        <Box sx={{ width: EMPLOYEE_DRAWER_WIDTH, flexShrink: 0 }}>
          <Drawer
            variant="permanent"
            open
            sx={{ '& .MuiDrawer-paper': { width: EMPLOYEE_DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {drawer}
          </Drawer>
        </Box>
      ) : (
        <Drawer
          variant="temporary"
          open={nav.open}
          onClose={nav.close}
          ModalProps={{ disableRestoreFocus: !nav.restoreFocus }}
          sx={{
            '& .MuiDrawer-paper': {
              width: `min(${EMPLOYEE_DRAWER_WIDTH}px, 85vw)`,
              boxSizing: 'border-box',
            },
          }}
        >
          <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
            <IconButton onClick={nav.close} aria-label={t('employeeShell.closeMenu')}>
              <CloseIcon />
            </IconButton>
          </Box>
          {drawer}
        </Drawer>
      )}

      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="primary">
          <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
            {wide ? null : (
              <IconButton
                color="inherit"
                edge="start"
                onClick={nav.show}
                aria-label={t('employeeShell.openMenu')}
                aria-haspopup="dialog"
                aria-expanded={nav.open}
                // `edge` pulls it 12 px left, past the bar's 8 px padding on a phone: its focus ring
                // would be cut by the window's edge.
                sx={{ ...barFocus, ml: { xs: 0, sm: -1.5 } }}
              >
                <MenuIcon />
              </IconButton>
            )}
            <Typography
              component="div"
              variant="h6"
              // One line from sm up (cut with an ellipsis if need be); on a phone, a little smaller and
              // on up to two lines, so long French titles ('Imprimer le formulaire de réclamation')
              // are not cut in the 212 px left beside the three buttons.
              sx={{
                flexGrow: 1,
                minWidth: 0,
                overflow: 'hidden',
                [theme.breakpoints.up('sm')]: { textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
                [theme.breakpoints.down('sm')]: {
                  fontSize: '1rem',
                  lineHeight: 1.25,
                  display: '-webkit-box',
                  WebkitBoxOrient: 'vertical',
                  WebkitLineClamp: 2,
                  overflowWrap: 'anywhere',
                },
              }}
              data-testid="shell-title"
            >
              {title}
            </Typography>
            <NotificationsButton onClick={notifications.show} expanded={notifications.open} />
            <Button
              component={RouterLinkBase}
              to={paths.employee.personalDetails.getHref()}
              color="inherit"
              startIcon={<PersonIcon />}
              title={t('employeeShell.personalDetailsOf', { name })}
              data-testid="shell-name"
              sx={{
                ...barFocus,
                textTransform: 'none',
                flexShrink: 0,
                minWidth: { xs: 40, sm: 0 },
                maxWidth: { xs: 40, sm: 280 },
                height: { xs: 40, sm: 'auto' },
                p: { xs: 1, sm: undefined },
                borderRadius: { xs: '50%', sm: undefined },
                // On a phone the icon alone (an icon button's size); the name from sm up.
                '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
              }}
            >
              <Box
                component="span"
                sx={{
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  [theme.breakpoints.down('sm')]: visuallyHidden,
                }}
              >
                {name}
              </Box>
            </Button>
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flexGrow: 1, px: { xs: 1.5, sm: 3 }, outline: 'none', minWidth: 0 }}
        >
          <ActingBanner area="employee" />
          <Outlet />
        </Box>
      </Box>

      <Drawer
        anchor="right"
        variant="temporary"
        open={notifications.open}
        onClose={notifications.close}
        ModalProps={{ disableRestoreFocus: !notifications.restoreFocus }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'notifications-drawer-title',
            sx: { width: 'min(400px, 100vw)' },
          } as object,
        }}
      >
        <Stack sx={{ minHeight: '100%' }} data-testid="notifications-drawer">
          <Toolbar sx={{ px: 2 }}>
            <Typography component="h2" variant="h6" id="notifications-drawer-title" sx={{ flexGrow: 1 }}>
              {t('notifications.title')}
            </Typography>
            <IconButton
              edge="end"
              onClick={notifications.close}
              aria-label={t('employeeShell.closeNotifications')}
            >
              <CloseIcon />
            </IconButton>
          </Toolbar>
          <NotificationList area="employee" onOpenItem={notifications.closeForNavigation} />
        </Stack>
      </Drawer>
      <SessionWarning area="employee" />
      <ToolsButton />
    </Box>
  );
}

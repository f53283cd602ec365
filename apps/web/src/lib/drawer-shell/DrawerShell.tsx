import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { APP_VERSION, PARTNER_DRAWER_WIDTH_PX, type MenuItem } from '@benefits/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getAppConfig } from '../config';
import { useCopyrightLine } from '../ui/copyright-year';
import { usePreferences } from '../preferences';
import { DrawerMenu } from './DrawerMenu';
import { SkipLink } from '../ui/SkipLink';

export interface DrawerShellProps {
  /** Accessible name of the drawer's navigation landmark. */
  navLabel: string;
  /** Shown at the top of the drawer (e.g. the partner's ID and unpaid commission). */
  drawerHeader?: ReactNode;
  items: MenuItem[];
  label: (key: string) => string;
  exactPaths?: readonly string[];
  /** The top bar's own content after the provider name (e.g. the partner's name as a link). */
  topBar?: ReactNode;
  children: ReactNode;
  /** Floating or modal extras (session warning, Tools button, tour). */
  extras?: ReactNode;
}

/** docs/product §9: the partner drawer is 280 px wide; the tools drawer uses the same width. */
export const DRAWER_WIDTH = PARTNER_DRAWER_WIDTH_PX;
const TOP_BAR_HEIGHT = { xs: 56, sm: 64 };

/** The light/dark switch of every drawer (docs/product §1), remembered with the preferences. */
function ThemeSwitch() {
  const { t } = useTranslation();
  const theme = usePreferences((s) => s.theme);
  const toggleTheme = usePreferences((s) => s.toggleTheme);
  return (
    <FormControlLabel
      sx={{ mx: 0, px: 2, py: 0.5, width: '100%', justifyContent: 'space-between' }}
      labelPlacement="start"
      label={t('drawerShell.darkTheme')}
      control={<Switch checked={theme === 'dark'} onChange={toggleTheme} />}
    />
  );
}

function LanguageButton() {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const setLanguage = usePreferences((s) => s.setLanguage);
  const other = language === 'fr' ? 'en' : 'fr';
  return (
    <Button
      color="inherit"
      onClick={() => setLanguage(other)}
      lang={other === 'fr' ? 'fr-CA' : 'en-CA'}
      title={t('header.switchLanguageLabel')}
      sx={{ textTransform: 'none', flexShrink: 0, minWidth: 0 }}
    >
      {t('header.switchLanguage')}
    </Button>
  );
}

function DrawerFooter() {
  const { t } = useTranslation();
  const copyright = useCopyrightLine();
  return (
    <Box sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>
      <Typography variant="body2">{t('footer.version', { version: APP_VERSION })}</Typography>
      <Typography variant="body2">{copyright}</Typography>
    </Box>
  );
}

/**
 * The frame of the partner and tools areas (docs/product §2): a sticky top bar, a 280 px drawer with the
 * area's menu, a theme switch, the version and the copyright line, and the page. From the md
 * breakpoint up the drawer is always shown beside the page; below it, it is a temporary drawer behind
 * a menu button (focus moves into it, Escape or a followed link closes it).
 */
export function DrawerShell({
  navLabel,
  drawerHeader,
  items,
  label,
  exactPaths,
  topBar,
  children,
  extras,
}: DrawerShellProps) {
  const { t } = useTranslation();
  const { providerName } = getAppConfig();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const drawerId = useId();
  const { pathname } = useLocation();
  // The temporary drawer is open on the page it was opened on: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  const content = (onNavigate?: () => void) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      {drawerHeader ? (
        <>
          <Box sx={{ px: 2, py: 2 }}>{drawerHeader}</Box>
          <Divider />
        </>
      ) : null}
      <Box component="nav" aria-label={navLabel} sx={{ flexGrow: 1 }}>
        <DrawerMenu items={items} label={label} exactPaths={exactPaths} onNavigate={onNavigate} />
      </Box>
      <Divider />
      <ThemeSwitch />
      <DrawerFooter />
    </Box>
  );

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="sticky" color="primary">
        <Toolbar sx={{ gap: 1, minWidth: 0 }}>
          {wide ? null : (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('drawerShell.openMenu')}
              aria-controls={open ? drawerId : undefined}
              aria-expanded={open}
              onClick={() => setOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            component="div"
            variant="h6"
            noWrap
            sx={{ flexGrow: 1, minWidth: 0, display: { xs: 'none', sm: 'block' } }}
          >
            {providerName}
          </Typography>
          <Box sx={{ flexGrow: { xs: 1, sm: 0 }, minWidth: 0, display: 'flex' }}>{topBar}</Box>
          <LanguageButton />
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
        {wide ? (
          <Box
            sx={{
              width: DRAWER_WIDTH,
              flexShrink: 0,
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              position: 'sticky',
              top: TOP_BAR_HEIGHT,
              alignSelf: 'flex-start',
              height: { xs: 'calc(100dvh - 56px)', sm: 'calc(100dvh - 64px)' },
              overflowY: 'auto',
            }}
          >
            {content()}
          </Box>
        ) : (
          <Drawer
            id={drawerId}
            variant="temporary"
            open={open}
            onClose={() => setOpen(false)}
            slotProps={{ paper: { sx: { width: DRAWER_WIDTH, maxWidth: '85vw' }, 'aria-label': navLabel } }}
          >
            {content(() => setOpen(false))}
          </Drawer>
        )}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, px: { xs: 1.5, sm: 3 }, pb: 11, outline: 'none' }}
        >
          {children}
        </Box>
      </Box>
      {extras}
    </Box>
  );
}

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer';
import { HeaderControls } from './HeaderControls';

/**
 * The page frame shared by every shell: a skip link, a top bar (title, extra actions, language and
 * theme controls), the main landmark and the version/copyright footer.
 */
export function Frame({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('app.skipToContent')}
      </Link>
      <AppBar position="sticky" color="primary">
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography component="div" variant="h6" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
            {title}
          </Typography>
          {actions}
          <HeaderControls />
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, px: { xs: 1.5, sm: 3 }, outline: 'none' }}
      >
        {children}
      </Box>
      <Footer />
    </Box>
  );
}

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { HeaderControls } from './HeaderControls';
import { SkipLink } from './SkipLink';

/**
 * The page frame shared by every shell: a skip link, a top bar (title, extra actions, language and
 * theme controls), the main landmark and the version/copyright footer (with `footer` above its lines).
 */
export function Frame({
  title,
  actions,
  footer,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
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
      <Footer>{footer}</Footer>
    </Box>
  );
}

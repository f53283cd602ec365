import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@benefits/domain';
import { useCopyrightLine } from './copyright-year';

/** Every page: app version and the provider's copyright line (docs/product §1, §2), after `children`. */
export function Footer({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const copyright = useCopyrightLine();
  return (
    <Box
      component="footer"
      sx={{
        py: 2,
        px: 2,
        mt: 'auto',
        textAlign: 'center',
        color: 'text.secondary',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {children}
      <Typography variant="body2">{t('footer.version', { version: APP_VERSION })}</Typography>
      <Typography variant="body2">{copyright}</Typography>
    </Box>
  );
}

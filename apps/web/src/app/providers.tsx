import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { usePreferences } from '../lib/preferences';
import { AppSnackbar } from '../lib/ui/AppSnackbar';
import { themes } from './theme';

/**
 * Theme (light/dark, persisted), CSS baseline, translations and the snackbar. The server-data cache
 * comes with the signed-in areas' shells (app/data.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const mode = usePreferences((s) => s.theme);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={themes[mode]}>
        <CssBaseline enableColorScheme />
        {children}
        <AppSnackbar />
      </ThemeProvider>
    </I18nextProvider>
  );
}

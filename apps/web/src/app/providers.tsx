import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { usePreferences } from '../lib/preferences';
import { AppSnackbar } from '../lib/ui/AppSnackbar';
import { themes } from './theme';

/** Theme (light/dark, persisted), CSS baseline, server-data cache, translations and the snackbar. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const mode = usePreferences((s) => s.theme);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={themes[mode]}>
          <CssBaseline enableColorScheme />
          {children}
          <AppSnackbar />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

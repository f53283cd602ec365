import CssBaseline from '@mui/material/CssBaseline';
import ThemeProviderNoVars from '@mui/material/styles/ThemeProviderNoVars';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { usePreferences, type ThemeMode } from '../lib/preferences';
import { AppSnackbar } from '../lib/ui/AppSnackbar';
import { themeOf } from './theme';

const provided: Partial<Record<ThemeMode, Omit<Theme, 'vars'> & { vars: null }>> = {};

/**
 * What MUI's `ThemeProvider` hands a theme without CSS variables to (`vars: null`, so no outer theme's
 * variables are inherited), built once per mode, when first drawn in.
 */
const providedOf = (mode: ThemeMode) => (provided[mode] ??= { ...themeOf(mode), vars: null });

/**
 * Theme (light/dark, persisted), CSS baseline, translations and the snackbar. The server-data cache
 * comes with the signed-in areas' shells (app/data.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const mode = usePreferences((s) => s.theme);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProviderNoVars theme={providedOf(mode)}>
        <CssBaseline enableColorScheme />
        {children}
        <AppSnackbar />
      </ThemeProviderNoVars>
    </I18nextProvider>
  );
}

import type { Theme } from '@mui/material/styles';
import createThemeNoVars from '@mui/material/styles/createThemeNoVars';
import type { ThemeMode } from '../lib/preferences';

const shared = {
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
  },
};

/**
 * One theme per mode, without CSS variables: MUI's `createTheme` hands such options to
 * `createThemeNoVars` unchanged; calling it directly keeps the CSS-variables code out of the entry
 * (vite.config.ts `muiNoVars`, decision 0043).
 */
function build(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createThemeNoVars({
    ...shared,
    palette: dark
      ? {
          mode,
          primary: { main: '#7cc4e8' },
          secondary: { main: '#a5d6a7' },
          // Darker reds and oranges than MUI's dark defaults, so white text on them keeps 4.5:1.
          error: { main: '#f28b82', dark: '#b3261e', contrastText: '#1b0000' },
          warning: { main: '#ffb74d', contrastText: '#1b1000' },
          background: { default: '#0f1419', paper: '#182029' },
        }
      : {
          mode,
          primary: { main: '#0b5c8a' },
          secondary: { main: '#2e7d32' },
          // MUI's default info blue gives white text 3.9:1; this one keeps 4.5:1 and more.
          info: { main: '#01579b' },
          background: { default: '#f4f6f8', paper: '#ffffff' },
        },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // A clearly visible keyboard focus ring on everything focusable.
          ':focus-visible': { outline: `3px solid ${dark ? '#ffd54f' : '#0b5c8a'}`, outlineOffset: 2 },
          // Headings and landmarks receive focus only programmatically (after navigation): no ring.
          '[tabindex="-1"]:focus': { outline: 'none' },
          // A user who asks the system for less motion gets no sliding, growing or fading: drawers,
          // menus, dialogs and collapsing groups appear and go at once (decision 0057). Inline
          // transitions (MUI's Fade, Grow, Slide, Collapse) yield to `!important`. Progress spinners
          // keep turning: they are animations, and they say that something is still happening.
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              transitionDuration: '0s !important',
              transitionDelay: '0s !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: false },
        // MUI resets the outline of buttons; put the focus ring back for keyboard users.
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `3px solid ${dark ? '#ffd54f' : '#0b5c8a'}`, outlineOffset: 2 },
          },
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });
}

const made: Partial<Record<ThemeMode, Theme>> = {};

/** The theme of a mode, made the first time it is asked for: a page draws in one of the two. */
export function themeOf(mode: ThemeMode): Theme {
  return (made[mode] ??= build(mode));
}

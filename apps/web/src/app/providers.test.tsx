import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePreferences } from '../lib/preferences';
import { AppProviders } from './providers';
import { themeOf } from './theme';

function Probe() {
  const theme = useTheme();
  return (
    <Button data-testid="probe" data-mode={theme.palette.mode} data-vars={String(theme.vars)}>
      {theme.palette.primary.main}
    </Button>
  );
}

// Decision 0043: the themes are built and provided without MUI's CSS-variables code; MUI's
// components must still receive them (one @mui/system instance), in both modes.
describe('app providers', () => {
  it("give MUI's components the app's theme without CSS variables, and follow the theme switch", () => {
    act(() => usePreferences.getState().setTheme('light'));
    render(
      <AppProviders>
        <Probe />
      </AppProviders>,
    );
    const probe = screen.getByTestId('probe');
    expect(probe.dataset.mode).toBe('light');
    expect(probe.dataset.vars).toBe('null');
    expect(probe.textContent).toBe('#0b5c8a');

    act(() => usePreferences.getState().setTheme('dark'));
    expect(probe.dataset.mode).toBe('dark');
    expect(probe.textContent).toBe(themeOf('dark').palette.primary.main);
    expect(themeOf('dark').palette.primary.main).toBe('#7cc4e8');
    // What MUI's own createTheme would add for CSS variables is absent.
    expect('colorSchemes' in themeOf('light')).toBe(false);
  });
});

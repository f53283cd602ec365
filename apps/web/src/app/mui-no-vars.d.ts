// Types of MUI's theme function and provider without CSS variables, imported by file (the package's
// exports do not list them; vite.config.ts resolves the names). Their own declarations are beside
// them: node_modules/@mui/material/styles/createThemeNoVars.d.mts and ThemeProviderNoVars.d.mts.
declare module '@mui/material/styles/createThemeNoVars' {
  import type { Theme, ThemeOptions } from '@mui/material/styles';
  export default function createThemeNoVars(options?: ThemeOptions, ...args: object[]): Theme;
}

declare module '@mui/material/styles/ThemeProviderNoVars' {
  import type { Theme } from '@mui/material/styles';
  import type { JSX, ReactNode } from 'react';
  export default function ThemeProviderNoVars(props: {
    theme: Theme | (Omit<Theme, 'vars'> & { vars: null });
    children?: ReactNode;
  }): JSX.Element;
}

/** English text of the `drawer-shell` namespace (lib/i18n/namespaces.ts; decision 0018). */
export const en = {
  drawerShell: {
    openMenu: 'Open menu',
    darkTheme: 'Dark theme',
    newTab: '(opens in a new tab)',
  },
};

import type { DeepStrings } from '../../i18n/types';
import type { en } from './en';

/** Texte français (Canada) of the `drawer-shell` namespace: the keys of en.ts (checked by its parity test). */
export const fr: DeepStrings<typeof en> = {
  drawerShell: {
    openMenu: 'Ouvrir le menu',
    darkTheme: 'Thème sombre',
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
};

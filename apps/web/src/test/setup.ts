import { readTodayOnDevice } from '@benefits/domain';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dropAllData } from '../lib/api/cache';
import { resetAppConfigForTests } from '../lib/config';
import { i18n, loadAllText } from '../lib/i18n';
import { usePreferences } from '../lib/preferences';
import { sessionStores } from '../lib/session/store';
import { useSnackbar } from '../lib/ui/snackbar';
import { dropEarlierStyles } from './styles';

// The web's today, as main.tsx sets it (decision 0056).
readTodayOnDevice();

// The app loads French, and the signed-in areas' text, in parts; tests switch languages synchronously.
await loadAllText();

// Testing Library's findBy/waitFor give up after 1 s by default: shorter than a lazy route and its
// text take on a loaded 2-core CI machine (the whole suite runs there). A real failure still fails.
configure({ asyncUtilTimeout: 8000 });

// jsdom does not scroll; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

// The files of a worker share one jsdom and one module graph (vite.config.ts `isolate: false`):
// each file starts as on a fresh page. This runs before each file: no screen width chosen
// (`setScreenWide`: jsdom has no matchMedia, so wide), nobody signed in, the default preferences,
// English, no snackbar, the page's configuration read again, the address at the root, real timers,
// no stubbed global, empty storage, and no style of an earlier file.
vi.useRealTimers();
vi.unstubAllGlobals();
Reflect.deleteProperty(window, 'matchMedia');
window.history.replaceState(null, '', '/');
useSnackbar.setState(useSnackbar.getInitialState(), true);
resetAppConfigForTests();
sessionStorage.clear();
for (const store of Object.values(sessionStores)) store.getState().clear();
usePreferences.setState(usePreferences.getInitialState(), true);
if (i18n.language !== 'en') await i18n.changeLanguage('en');
// After the stores' resets, which write their state to it.
localStorage.clear();
// No style of an earlier file's screens (test/styles.ts).
dropEarlierStyles();

afterEach(() => {
  cleanup();
  // The signed-in areas share one server-data cache (app/data.tsx); each test starts with it empty.
  dropAllData();
  localStorage.clear();
  sessionStorage.clear();
});

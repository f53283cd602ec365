import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dropAllData } from '../lib/api/cache';
import { loadAllText } from '../lib/i18n';

// The app loads French, and the signed-in areas' text, in parts; tests switch languages synchronously.
await loadAllText();

// Testing Library's findBy/waitFor give up after 1 s by default: shorter than a lazy route and its
// text take on a loaded 2-core CI machine (the whole suite runs there). A real failure still fails.
configure({ asyncUtilTimeout: 8000 });

// jsdom does not scroll; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // The signed-in areas share one server-data cache (app/data.tsx); each test starts with it empty.
  dropAllData();
  localStorage.clear();
});

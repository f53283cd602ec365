import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dropAllData } from '../lib/api/cache';
import { loadAllText } from '../lib/i18n';

// The app loads French, and the signed-in areas' text, in parts; tests switch languages synchronously.
await loadAllText();

// jsdom does not scroll; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // The signed-in areas share one server-data cache (app/data.tsx); each test starts with it empty.
  dropAllData();
  localStorage.clear();
});

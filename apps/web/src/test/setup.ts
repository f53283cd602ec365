import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dropAllData } from '../lib/api/cache';
import { i18n } from '../lib/i18n';
import { fr } from '../lib/i18n/fr';

// The app loads the French catalogue when French is chosen; tests switch languages synchronously.
i18n.addResourceBundle('fr', 'translation', fr, true, true);

// jsdom does not scroll; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // The signed-in areas share one server-data cache (app/data.tsx); each test starts with it empty.
  dropAllData();
  localStorage.clear();
});

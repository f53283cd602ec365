import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../lib/i18n';
import { fr } from '../lib/i18n/fr';

// The app loads the French catalogue when French is chosen; tests switch languages synchronously.
i18n.addResourceBundle('fr', 'translation', fr, true, true);

// jsdom does not scroll; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/**
 * Where the web app keeps the theme and language in localStorage (lib/preferences.ts). Apart, with
 * nothing else, so that tests outside the app (the e2e journeys) read the same key without loading the
 * store.
 */
export const PREFERENCES_KEY = 'benefits.preferences';

/**
 * 'Take the tour' in English and French: the one tour text a screen shows before the tour itself
 * is opened, so the dashboard's button does not download every step's text (./content.ts) with it.
 */
export const TAKE_TOUR = { en: 'Take the tour', fr: 'Faire la visite guidée' } as const;

/** 'Take the tour' in a UI language (French for 'fr…', English otherwise), as `tourText` picks. */
export const takeTourLabel = (language: string): string =>
  language.startsWith('fr') ? TAKE_TOUR.fr : TAKE_TOUR.en;

import { languageOf, storedTextIn } from '@benefits/domain';

/*
 * Service names in the user's language. Claims keep the English name a service had when the item
 * was added; the server answers the service's French name beside it ('' when the services table has
 * none). French shows the French name when there is one; everything else shows the English.
 */

/** One service's name in a UI language ('en', 'fr', 'fr-CA', …). */
export function serviceNameIn(language: string, name: string, nameFr: string | null | undefined): string {
  return storedTextIn(name, nameFr?.trim() ? nameFr : undefined, languageOf(language)).text;
}

/** Several services' names, each French name at its English name's index (a claim report row). */
export function serviceNamesIn(
  language: string,
  names: readonly string[],
  namesFr: readonly string[] | undefined,
): string[] {
  return names.map((name, index) => serviceNameIn(language, name, namesFr?.[index]));
}

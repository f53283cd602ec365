/** The 13 Canadian provinces and territories, with their English and French names. */
export const PROVINCES = [
  { code: 'AB', en: 'Alberta', fr: 'Alberta' },
  { code: 'BC', en: 'British Columbia', fr: 'Colombie-Britannique' },
  { code: 'MB', en: 'Manitoba', fr: 'Manitoba' },
  { code: 'NB', en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  { code: 'NL', en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  { code: 'NS', en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  { code: 'NT', en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  { code: 'NU', en: 'Nunavut', fr: 'Nunavut' },
  { code: 'ON', en: 'Ontario', fr: 'Ontario' },
  { code: 'PE', en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  { code: 'QC', en: 'Quebec', fr: 'Québec' },
  { code: 'SK', en: 'Saskatchewan', fr: 'Saskatchewan' },
  { code: 'YT', en: 'Yukon', fr: 'Yukon' },
] as const;

export type ProvinceCode = (typeof PROVINCES)[number]['code'];

export const PROVINCE_CODES: readonly ProvinceCode[] = PROVINCES.map((p) => p.code);

export function isProvinceCode(value: unknown): value is ProvinceCode {
  return typeof value === 'string' && (PROVINCE_CODES as readonly string[]).includes(value);
}

/**
 * The French names with their preposition (French elides and agrees: « les taxes de l’Ontario »,
 * « du Québec », « permis au Manitoba »): `of` and `in` forms.
 */
const FRENCH_PHRASES: Readonly<Record<ProvinceCode, { of: string; in: string }>> = {
  AB: { of: 'de l’Alberta', in: 'en Alberta' },
  BC: { of: 'de la Colombie-Britannique', in: 'en Colombie-Britannique' },
  MB: { of: 'du Manitoba', in: 'au Manitoba' },
  NB: { of: 'du Nouveau-Brunswick', in: 'au Nouveau-Brunswick' },
  NL: { of: 'de Terre-Neuve-et-Labrador', in: 'à Terre-Neuve-et-Labrador' },
  NS: { of: 'de la Nouvelle-Écosse', in: 'en Nouvelle-Écosse' },
  NT: { of: 'des Territoires du Nord-Ouest', in: 'dans les Territoires du Nord-Ouest' },
  NU: { of: 'du Nunavut', in: 'au Nunavut' },
  ON: { of: 'de l’Ontario', in: 'en Ontario' },
  PE: { of: 'de l’Île-du-Prince-Édouard', in: 'à l’Île-du-Prince-Édouard' },
  QC: { of: 'du Québec', in: 'au Québec' },
  SK: { of: 'de la Saskatchewan', in: 'en Saskatchewan' },
  YT: { of: 'du Yukon', in: 'au Yukon' },
};

/**
 * The province's name after "of" or "in", preposition included: "of Ontario", "in Manitoba";
 * « de l’Ontario », « au Manitoba ». `undefined` for an unknown code.
 */
export function provincePhrase(code: unknown, locale: 'en' | 'fr', kind: 'of' | 'in'): string | undefined {
  if (!isProvinceCode(code)) return undefined;
  return locale === 'fr' ? FRENCH_PHRASES[code][kind] : `${kind} ${provinceName(code, 'en')!}`;
}

/**
 * Each province's and territory's time zone: where one spans several, the zone most of its people
 * live in (Ontario's and Quebec's Eastern, British Columbia's Pacific, Nunavut's Eastern).
 */
const PROVINCE_TIME_ZONES: Readonly<Record<ProvinceCode, string>> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

/** The IANA time zone of a province (PROVINCE_TIME_ZONES); Eastern time for an unknown code. */
export const provinceTimeZone = (code: unknown): string =>
  isProvinceCode(code) ? PROVINCE_TIME_ZONES[code] : PROVINCE_TIME_ZONES.ON;

/** The province's name in English or French, or `undefined` for an unknown code. */
export function provinceName(code: unknown, locale: 'en' | 'fr' = 'en'): string | undefined {
  return PROVINCES.find((p) => p.code === code)?.[locale];
}

/** Provinces where the provider is licensed; the others are not (docs/product §9). */
export const LICENSED_PROVINCES = ['AB', 'BC', 'SK', 'MB', 'ON', 'NS'] as const;

export type LicensedProvinceCode = (typeof LICENSED_PROVINCES)[number];

/** Provinces served: the same six as the licensed ones (docs/product §9). */
export const SERVICED_PROVINCES: readonly LicensedProvinceCode[] = LICENSED_PROVINCES;

export function isLicensedProvince(value: unknown): value is LicensedProvinceCode {
  return typeof value === 'string' && (LICENSED_PROVINCES as readonly string[]).includes(value);
}

/**
 * First letter of a postal code -> province (docs/product §9). The spec maps X to NT; Nunavut
 * (X0A-X0C) shares the letter and is reported as NT here, as the spec says.
 */
export const POSTAL_LETTER_PROVINCES: Readonly<Record<string, ProvinceCode>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

/** The province of a postal code by its first letter (case-insensitive), or `undefined`. */
export function provinceFromPostalCode(postalCode: unknown): ProvinceCode | undefined {
  if (typeof postalCode !== 'string') return undefined;
  const letter = postalCode.trim().charAt(0).toUpperCase();
  return Object.hasOwn(POSTAL_LETTER_PROVINCES, letter) ? POSTAL_LETTER_PROVINCES[letter] : undefined;
}

/**
 * Canada Post's letters: the first is one of the 18 that name a region (the table above); no code
 * uses D, F, I, O, Q or U, and W and Z only after the first position.
 */
const POSTAL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d)$/i;

/** A valid postal code written the standard way ('t2p-1j9' -> 'T2P 1J9'), or `null`. */
export function normalizePostalCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = POSTAL.exec(value.trim());
  if (!match || !match[1] || !match[2]) return null;
  return `${match[1]} ${match[2]}`.toUpperCase();
}

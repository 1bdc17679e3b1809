/**
 * Postal codes of fair submissions (spec/000 §5 "valid postal code"; the spec gives no rules, so
 * these are ours, docs/events.md). A fair names the country whose codes it accepts; a fair without
 * a country accepts any plausible code (3 to 10 letters and digits, with single spaces or dashes).
 * Letters are compared in upper case and surrounding spaces are ignored.
 */
export const POSTAL_CODE_RULES = {
  /** ZIP or ZIP+4: 12345, 12345-6789. */
  US: /^\d{5}(-\d{4})?$/,
  /** A1A 1A1 (the space may be left out); D, F, I, O, Q, U never appear. */
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
  /** Five digits, 01001 to 99998. */
  DE: /^(?!00)\d{5}$/,
  /** Four digits, 1010 to 9992. */
  AT: /^[1-9]\d{3}$/,
  /** Four digits, 1000 to 9658. */
  CH: /^[1-9]\d{3}$/,
  /** Five digits (Corsica's 20xxx included). */
  FR: /^\d{5}$/,
  /** Four digits. */
  BE: /^[1-9]\d{3}$/,
  /** Four digits. */
  LU: /^(L-)?\d{4}$/,
  /** The Royal Mail pattern: outward code, space optional, inward code. */
  GB: /^([A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[A-Z]{2}$/,
} as const;
export type PostalCountry = keyof typeof POSTAL_CODE_RULES;
export const POSTAL_COUNTRIES = Object.keys(POSTAL_CODE_RULES) as PostalCountry[];

const ANY_COUNTRY = /^[A-Z\d]+([ -][A-Z\d]+)*$/;

/** Whether `value` is a postal code of `country` (any country's shape when null). */
export function isValidPostalCode(value: string, country: PostalCountry | null | undefined): boolean {
  const code = value.trim().toUpperCase();
  if (country) return POSTAL_CODE_RULES[country].test(code);
  return code.length >= 3 && code.length <= 10 && ANY_COUNTRY.test(code);
}

/** Ages a fair entrant may give (ours: school fairs, grades about 4 to 13; docs/events.md). */
export const ENTRANT_AGE = { min: 5, max: 25 } as const;

/** Whether `value` is a whole number of years within ENTRANT_AGE. */
export function isValidEntrantAge(value: string): boolean {
  if (!/^\d{1,3}$/.test(value.trim())) return false;
  const age = Number(value.trim());
  return age >= ENTRANT_AGE.min && age <= ENTRANT_AGE.max;
}

/** spec/001 §5, §9: a response is at most 1000 characters. */
export const ANSWER_MAX = 1000;

/**
 * Up to this many allowed countries are named to the person (the platform default's ~220 are
 * not): in the service's refusal and on the hosted page, which imports this file (pure code).
 */
export const NAMED_ALLOWED_MAX = 20;

export const namesAllowedCountries = (count: number): boolean => count > 0 && count <= NAMED_ALLOWED_MAX;

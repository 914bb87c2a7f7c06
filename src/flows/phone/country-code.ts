import { getCountries } from "libphonenumber-js/max";
import { z } from "zod";

const COUNTRIES = getCountries() as [string, ...string[]];

/**
 * A phone number's country as signals carry it: the ISO 3166 alpha-2 code of a country a number
 * can belong to (`FR`, not `France`). An enum, so the signal catalog lists the codes the rule
 * editor offers (with their names); `format` tells the editor they are countries.
 */
export const countryCodeSchema = z.enum(COUNTRIES, { error: "must be the ISO 3166 alpha-2 code of a country, in capitals (FR, not France)" }).meta({ format: "iso-3166-alpha-2" });

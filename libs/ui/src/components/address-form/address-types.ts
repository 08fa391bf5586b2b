import { localizedName, type AddressFormValues, type Language } from '@rewards/domain';

/** A province of the region list (`common/region`): its code is what an address stores. */
export interface RegionOption {
  readonly code: string;
  readonly name: string;
  readonly thaiName: string;
}

/** A country calling code of the list (`country_calling_code`). */
export interface CountryCodeOption {
  /** `+66`. */
  readonly code: string;
  readonly name: string;
  readonly thaiName: string;
}

/**
 * One place a postal code covers: the sub-district (`district`), its district
 * (`city`) and the province's code (`region`), as the postal dataset names them.
 */
export interface PostalCodePlace {
  readonly district: string;
  readonly city: string;
  readonly region: string;
}

/** The answer of a postal-code lookup, for the code it was asked for. */
export interface PostalCodePlaces {
  readonly postalCode: string;
  readonly choices: readonly PostalCodePlace[];
}

/** Which of the checkout's two addresses a form edits (its legend and its autofill section). */
export type AddressSection = 'billing' | 'shipping';

/** A province's name in a language (the Thai name on Thai pages), or the code when it is not listed. */
export function regionName(
  regions: readonly RegionOption[],
  code: string,
  language: Language,
): string {
  const region = regions.find((entry) => entry.code === code);
  return region === undefined ? code : localizedName(region, language);
}

/** A field's text as the form holds it (a missing or `null` field reads as empty). */
export function addressText(values: AddressFormValues, field: keyof AddressFormValues): string {
  const value = values[field];
  return typeof value === 'string' ? value : '';
}

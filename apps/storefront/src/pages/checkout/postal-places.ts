import type { PostalCodePlaces } from '@rewards/api-client/contract';
import type { AddressValues } from '../../entities/checkout/address-values';

/** One place a postal code covers: sub-district, district and province (region code). */
export type PostalPlace = PostalCodePlaces['choices'][number];

/**
 * A form filled from its postal code's places (spec section 7's lookup): the
 * district (city) and province (region) when every place shares them, the
 * sub-district too when there is only one place; a sub-district typed before
 * is kept only when it is one of the code's. A code with no place changes
 * nothing: the shopper types the rest.
 */
export function fillFromPlaces(
  values: AddressValues,
  places: readonly PostalPlace[],
): AddressValues {
  const [first] = places;
  if (first === undefined) return values;
  const shared = (pick: (place: PostalPlace) => string): string | undefined =>
    places.every((place) => pick(place) === pick(first)) ? pick(first) : undefined;
  const city = shared((place) => place.city);
  const region = shared((place) => place.region);
  const district =
    places.length === 1
      ? first.district
      : places.some((place) => place.district === values.district.trim())
        ? values.district
        : '';
  return {
    ...values,
    district,
    ...(city === undefined ? {} : { city }),
    ...(region === undefined ? {} : { region }),
  };
}

/** A place the shopper picked among several: all three fields from it. */
export function fillFromPlace(values: AddressValues, place: PostalPlace): AddressValues {
  return { ...values, district: place.district, city: place.city, region: place.region };
}

import { createEffect, createEvent, createStore, sample } from 'effector';
import { commonRoutes, type CountryCallingCode } from '@rewards/api-client/contract';
import { client } from '../../shared/api';

/** A form with a country calling code is shown: the list is read once. */
export const countryCodesNeeded = createEvent();

export const fetchCountryCodesFx = createEffect(
  async (): Promise<readonly CountryCallingCode[]> =>
    (await client.request(commonRoutes.countryCallingCodes, {})).data.data,
);

/** The calling codes to choose from (`api/country_calling_code`); empty until read. */
export const $countryCodes = createStore<readonly CountryCallingCode[]>([], {
  serialize: 'ignore',
});

// Read once; a failed read leaves the forms with +66 alone, their default.
sample({
  clock: countryCodesNeeded,
  source: { codes: $countryCodes, pending: fetchCountryCodesFx.pending },
  filter: ({ codes, pending }) => codes.length === 0 && !pending,
  fn: () => undefined,
  target: fetchCountryCodesFx,
});
sample({ clock: fetchCountryCodesFx.doneData, target: $countryCodes });

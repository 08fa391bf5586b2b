import { Field, NativeSelect, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import { regionName, type PostalCodePlace, type RegionOption } from './address-types';

export interface PostalCodePlacesChoiceProps {
  readonly postalCode: string;
  readonly choices: readonly PostalCodePlace[];
  /** The choice the address holds now, if any. */
  readonly chosen: number | undefined;
  readonly regions: readonly RegionOption[];
  readonly onChoose: (place: PostalCodePlace) => void;
}

/** A place as one line: sub-district, district, province (by name). */
export function usePlaceText(regions: readonly RegionOption[]) {
  const intl = useIntl();
  const locale = useLocale();
  return (place: PostalCodePlace) =>
    intl.formatMessage(
      { id: 'checkout.address.place' },
      {
        district: place.district,
        city: place.city,
        region: regionName(regions, place.region, locale),
      },
    );
}

/**
 * The areas a postal code covers, when it covers several: choosing one fills
 * the sub-district, district and province in one go.
 */
export function PostalCodePlacesChoice(props: PostalCodePlacesChoiceProps) {
  const intl = useIntl();
  const hintId = useId();
  const placeText = usePlaceText(props.regions);
  return (
    <Field.Root>
      <Field.Label fontWeight="medium">
        {intl.formatMessage({ id: 'checkout.address.places' })}
      </Field.Label>
      <chakra.p id={hintId} fontSize="sm" color="fg.muted">
        {intl.formatMessage(
          { id: 'checkout.address.placesHint' },
          { postalCode: props.postalCode, count: props.choices.length },
        )}
      </chakra.p>
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-describedby={hintId}
          value={props.chosen === undefined ? '' : String(props.chosen)}
          onChange={(event) => {
            const place = props.choices[Number(event.target.value)];
            if (event.target.value !== '' && place !== undefined) props.onChoose(place);
          }}
        >
          {props.chosen === undefined ? (
            <option value="" disabled>
              {intl.formatMessage({ id: 'checkout.address.placesPlaceholder' })}
            </option>
          ) : null}
          {props.choices.map((place, index) => (
            <option key={`${place.district}|${place.city}|${place.region}`} value={String(index)}>
              {placeText(place)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

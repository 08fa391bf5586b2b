import { Box, Checkbox, Flex, Grid, Stack, chakra } from '@chakra-ui/react';
import {
  countryCodeOrDefault,
  localizedName,
  validateAddressForm,
  validatePostalCode,
  type AddressField,
  type AddressFormValues,
  type DomainError,
  type FieldErrors,
} from '@rewards/domain';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBlurAfterPress } from '../../hooks/use-blur-after-press';
import { useLocale } from '../../i18n/use-locale';
import { FormField } from '../form-field/form-field';
import { visibleFieldErrors } from '../form-field/visible-field-errors';
import {
  addressText,
  type AddressSection,
  type CountryCodeOption,
  type PostalCodePlace,
  type PostalCodePlaces,
  type RegionOption,
} from './address-types';
import { HintTip } from './hint-tip';
import { PostalCodePlacesChoice, usePlaceText } from './postal-code-places';
import { SelectField } from './select-field';

export interface AddressFormProps {
  /** Billing or shipping: the legend, the fields' names and their autofill section. */
  readonly section: AddressSection;
  /** Replaces the legend ('Billing address' / 'Shipping address'). */
  readonly legend?: string;
  /** The legend's heading level: h3 inside the checkout's steps, h2 on a page of its own. */
  readonly legendAs?: 'h2' | 'h3';
  /** The address as entered (the app keeps it, so it survives a reload). */
  readonly values: AddressFormValues;
  /** A field changed; several calls in a row (a postal-code place) each apply to the latest values. */
  readonly onChange: (field: AddressField, value: string) => void;
  /** The provinces to choose from (`common/region`). */
  readonly regions: readonly RegionOption[];
  /** The calling codes to choose from; without them the country code is a text box (blank means +66). */
  readonly countryCodes?: readonly CountryCodeOption[];
  /** The postal code became a valid one: the app looks up the places it covers. */
  readonly onPostalCodeLookup: (postalCode: string) => void;
  /** The lookup's answer; used only while it is for the postal code in the form. */
  readonly postalCodePlaces?: PostalCodePlaces;
  /** Show every field's messages (Continue was tried), not only those of fields touched. */
  readonly showAllErrors?: boolean;
  /** The server's refusals by field; a field's go once it is changed. */
  readonly serverErrors?: FieldErrors<AddressField>;
  readonly disabled?: boolean;
}

type TextField = Exclude<AddressField, 'region' | 'businessAddress' | 'countryCode'>;

interface TextFieldSpec {
  readonly field: TextField;
  readonly autoComplete: string;
  readonly type?: 'text' | 'email' | 'tel';
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  readonly optional?: boolean;
  readonly hint?: 'checkout.address.mobileHint' | 'checkout.address.address1Hint';
}

const SPECS: Readonly<Record<TextField, TextFieldSpec>> = {
  fullName: { field: 'fullName', autoComplete: 'name' },
  mobilePhone1: {
    field: 'mobilePhone1',
    autoComplete: 'tel-national',
    type: 'tel',
    inputMode: 'tel',
    hint: 'checkout.address.mobileHint',
  },
  email: { field: 'email', autoComplete: 'email', type: 'email', inputMode: 'email' },
  companyName: { field: 'companyName', autoComplete: 'organization', optional: true },
  address1: {
    field: 'address1',
    autoComplete: 'address-line1',
    hint: 'checkout.address.address1Hint',
  },
  address2: { field: 'address2', autoComplete: 'address-line2', optional: true },
  street: { field: 'street', autoComplete: 'address-line3' },
  postalCode: { field: 'postalCode', autoComplete: 'postal-code', inputMode: 'numeric' },
  district: { field: 'district', autoComplete: 'address-level3' },
  city: { field: 'city', autoComplete: 'address-level2' },
};

function samePlace(values: AddressFormValues, place: PostalCodePlace): boolean {
  return (
    addressText(values, 'district') === place.district &&
    addressText(values, 'city') === place.city &&
    addressText(values, 'region') === place.region
  );
}

/**
 * A billing or shipping address (spec section 3, "Address"), checked by the
 * domain's `validateAddressForm` on every change: a field's messages show once
 * it was changed or left, every field's once `showAllErrors` is set. A valid
 * postal code asks the app for its places; one place fills the sub-district,
 * district and province at once, several are offered as a choice that does.
 * Controlled: the app keeps the values; only which fields were touched lives here.
 */
export function AddressForm(props: AddressFormProps) {
  const { values, section, regions } = props;
  const intl = useIntl();
  const locale = useLocale();
  const tipId = useId();
  const placeText = usePlaceText(regions);
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(() => new Set());
  const [serverSeen, setServerSeen] = useState(props.serverErrors);
  const [changedSinceServer, setChangedSinceServer] = useState<ReadonlySet<AddressField>>(
    () => new Set(),
  );
  if (serverSeen !== props.serverErrors) {
    // New refusals from the server: each shows until its field is changed.
    setServerSeen(props.serverErrors);
    setChangedSinceServer(new Set());
  }

  const errors = useMemo(() => validateAddressForm(values), [values]);
  const visible = visibleFieldErrors(errors, touched, props.showAllErrors === true);
  const errorsOf = (field: AddressField): readonly DomainError[] => {
    const server = changedSinceServer.has(field) ? [] : (props.serverErrors?.[field] ?? []);
    return [...(visible[field] ?? []), ...server];
  };
  const markTouched = (field: AddressField) =>
    setTouched((was) => (was.has(field) ? was : new Set([...was, field])));
  const touch = useBlurAfterPress(markTouched);
  const change = (field: AddressField, value: string) => {
    markTouched(field);
    setChangedSinceServer((was) => (was.has(field) ? was : new Set([...was, field])));
    props.onChange(field, value);
  };
  const fill = (place: PostalCodePlace) => {
    change('district', place.district);
    change('city', place.city);
    change('region', place.region);
  };

  const postalCode = addressText(values, 'postalCode').trim();
  const places =
    props.postalCodePlaces !== undefined && props.postalCodePlaces.postalCode === postalCode
      ? props.postalCodePlaces
      : undefined;
  const onlyPlace = places?.choices.length === 1 ? places.choices[0] : undefined;

  // One place for the postal code: filled in at once (once per answer).
  const filledFrom = useRef<PostalCodePlaces | undefined>(undefined);
  const fillOnce = useEffectEvent((answer: PostalCodePlaces, place: PostalCodePlace) => {
    if (filledFrom.current === answer) return;
    filledFrom.current = answer;
    if (!samePlace(values, place)) fill(place);
  });
  useEffect(() => {
    if (places !== undefined && onlyPlace !== undefined) fillOnce(places, onlyPlace);
  }, [places, onlyPlace]);

  const text = (spec: TextFieldSpec, extra?: { onChange?: (value: string) => void }) => {
    const label = intl.formatMessage({ id: `checkout.address.${spec.field}` });
    return (
      <FormField
        key={spec.field}
        label={
          spec.optional === true
            ? intl.formatMessage({ id: 'checkout.address.optional' }, { label })
            : label
        }
        name={`${section}.${spec.field}`}
        type={spec.type}
        inputMode={spec.inputMode}
        autoComplete={`${section} ${spec.autoComplete}`}
        required={spec.optional !== true}
        value={addressText(values, spec.field)}
        hint={spec.hint === undefined ? undefined : intl.formatMessage({ id: spec.hint })}
        errors={errorsOf(spec.field)}
        onChange={extra?.onChange ?? ((value) => change(spec.field, value))}
        onBlur={() => touch(spec.field)}
      />
    );
  };

  const countryCode = props.countryCodes;
  const countryLabel = intl.formatMessage({ id: 'checkout.address.countryCode' });
  const chosenPlace =
    places === undefined
      ? undefined
      : places.choices.findIndex((place) => samePlace(values, place));
  const business = addressText(values, 'businessAddress') === 'Y';

  return (
    <chakra.fieldset
      disabled={props.disabled}
      minW="0"
      borderWidth="1px"
      borderColor="card.border"
      bg="card.bg"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
    >
      {/* Floated, so that the legend sits inside the border like a card's title. */}
      <chakra.legend float="left" width="full" p="0" mb="4">
        <chakra.h3 as={props.legendAs ?? 'h3'} fontSize="lg" fontWeight="semibold">
          {props.legend ?? intl.formatMessage({ id: `checkout.address.${section}` })}
        </chakra.h3>
      </chakra.legend>
      <Stack gap="4" clear="both">
        {text(SPECS.fullName)}
        <Grid templateColumns={{ base: '7rem minmax(0, 1fr)', md: '9rem minmax(0, 1fr)' }} gap="3">
          {countryCode === undefined ? (
            <FormField
              label={countryLabel}
              name={`${section}.countryCode`}
              type="tel"
              inputMode="tel"
              autoComplete={`${section} tel-country-code`}
              required={false}
              value={addressText(values, 'countryCode')}
              errors={errorsOf('countryCode')}
              onChange={(value) => change('countryCode', value)}
              onBlur={() => touch('countryCode')}
            />
          ) : (
            <SelectField
              label={countryLabel}
              name={`${section}.countryCode`}
              autoComplete={`${section} tel-country-code`}
              value={countryCodeOrDefault(values.countryCode)}
              options={countryCode.map((entry) => ({
                value: entry.code,
                label: `${entry.code} ${localizedName(entry, locale)}`,
              }))}
              errors={errorsOf('countryCode')}
              onChange={(value) => change('countryCode', value)}
              onBlur={() => touch('countryCode')}
            />
          )}
          {text(SPECS.mobilePhone1)}
        </Grid>
        {text(SPECS.email)}
        {text(SPECS.companyName)}
        {text(SPECS.address1)}
        {text(SPECS.address2)}
        {text(SPECS.street)}
        <Box maxW={{ md: '50%' }} pe={{ md: '1.5' }}>
          {text(SPECS.postalCode, {
            onChange: (value) => {
              change('postalCode', value);
              const code = value.trim();
              if (code !== postalCode && validatePostalCode(code).length === 0) {
                props.onPostalCodeLookup(code);
              }
            },
          })}
        </Box>
        {places !== undefined && places.choices.length > 1 ? (
          <PostalCodePlacesChoice
            postalCode={places.postalCode}
            choices={places.choices}
            chosen={chosenPlace === -1 ? undefined : chosenPlace}
            regions={regions}
            onChoose={fill}
          />
        ) : null}
        {onlyPlace !== undefined && samePlace(values, onlyPlace) ? (
          <chakra.p fontSize="sm" color="fg.muted" aria-live="polite">
            {intl.formatMessage(
              { id: 'checkout.address.placeFilled' },
              { postalCode, place: placeText(onlyPlace) },
            )}
          </chakra.p>
        ) : null}
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          {text(SPECS.district)}
          {text(SPECS.city)}
        </Grid>
        <SelectField
          label={intl.formatMessage({ id: 'checkout.address.region' })}
          name={`${section}.region`}
          autoComplete={`${section} address-level1`}
          value={addressText(values, 'region')}
          placeholder={intl.formatMessage({ id: 'checkout.address.regionPlaceholder' })}
          options={regions.map((region) => ({
            value: region.code,
            label: localizedName(region, locale),
          }))}
          errors={errorsOf('region')}
          onChange={(value) => change('region', value)}
          onBlur={() => touch('region')}
        />
        <Flex align="center" gap="1" position="relative">
          <Checkbox.Root
            checked={business}
            onCheckedChange={(details) =>
              change('businessAddress', details.checked === true ? 'Y' : 'N')
            }
            colorPalette="accent"
          >
            <Checkbox.HiddenInput name={`${section}.businessAddress`} aria-describedby={tipId} />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">
              {intl.formatMessage({ id: 'checkout.address.businessAddress' })}
            </Checkbox.Label>
          </Checkbox.Root>
          <HintTip
            id={tipId}
            label={intl.formatMessage({ id: 'checkout.address.businessTipLabel' })}
            text={intl.formatMessage({ id: 'checkout.address.businessTip' })}
          />
        </Flex>
      </Stack>
    </chakra.fieldset>
  );
}

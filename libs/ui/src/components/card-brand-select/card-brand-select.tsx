import { Box, NativeSelect, chakra } from '@chakra-ui/react';
import { CARD_BRANDS, type CardBrand } from '@rewards/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';

export interface CardBrandSelectProps {
  /** The chosen card; `undefined` before one is chosen (the box then asks for one). */
  readonly value: CardBrand | undefined;
  readonly onChange: (cardBrand: CardBrand) => void;
  /** The brands to offer; all four by default. */
  readonly brands?: readonly CardBrand[];
  /** The text of the empty choice shown while no card is chosen. */
  readonly placeholder?: string;
  readonly disabled?: boolean;
  /** The id of a message that describes the box (e.g. 'Please choose your card.'). */
  readonly describedBy?: string;
}

/**
 * The card-brand choice of the payment options: each card by its name in the
 * page's language (`cardBrand.KCC` ...), never by its code.
 */
export function CardBrandSelect({
  value,
  onChange,
  brands = CARD_BRANDS,
  placeholder,
  disabled,
  describedBy,
}: CardBrandSelectProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="semibold" mb="1">
        {intl.formatMessage({ id: 'cardBrand.label' })}
      </chakra.label>
      <NativeSelect.Root width={{ base: '100%', md: '80' }} disabled={disabled}>
        <NativeSelect.Field
          id={id}
          value={value ?? ''}
          aria-describedby={describedBy}
          onChange={(event) => {
            const brand = brands.find((entry) => entry === event.target.value);
            if (brand !== undefined) onChange(brand);
          }}
        >
          {value === undefined ? (
            <option value="" disabled>
              {placeholder ?? intl.formatMessage({ id: 'checkout.payment.cardPlaceholder' })}
            </option>
          ) : null}
          {brands.map((brand) => (
            <option key={brand} value={brand}>
              {intl.formatMessage({ id: `cardBrand.${brand}` })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

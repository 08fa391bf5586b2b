import { Box, NativeSelect, chakra } from '@chakra-ui/react';
import { CARD_BRANDS, type CardBrand } from '@rewards/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';

export interface CardBrandSelectProps {
  readonly value: CardBrand;
  readonly onChange: (cardBrand: CardBrand) => void;
  /** The brands to offer; all four by default. */
  readonly brands?: readonly CardBrand[];
}

/**
 * The card-brand choice of the payment options: each card by its name in the
 * page's language (`cardBrand.KCC` ...), never by its code.
 */
export function CardBrandSelect({ value, onChange, brands = CARD_BRANDS }: CardBrandSelectProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="semibold" mb="1">
        {intl.formatMessage({ id: 'cardBrand.label' })}
      </chakra.label>
      <NativeSelect.Root width={{ base: '100%', md: '80' }}>
        <NativeSelect.Field
          id={id}
          value={value}
          onChange={(event) => {
            const brand = brands.find((entry) => entry === event.target.value);
            if (brand !== undefined) onChange(brand);
          }}
        >
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

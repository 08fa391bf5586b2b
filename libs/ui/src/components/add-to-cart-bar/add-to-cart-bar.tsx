import { Box, Button, chakra } from '@chakra-ui/react';
import type { DecimalInput } from '@rewards/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PriceTag } from '../price-tag/price-tag';

/** The bar's height on phones: give it to `ToTopButton`'s `bottomSpace` so the button sits above. */
export const ADD_TO_CART_BAR_HEIGHT = '4.5rem';

export interface AddToCartBarProps {
  /** The item's name in the page's language. */
  readonly name: string;
  /** The price of the chosen quantity. */
  readonly price: DecimalInput;
  readonly onAdd: () => void;
  /** Add to cart is not possible now (quantity over the limit, expired, engraving unsaved...). */
  readonly disabled?: boolean;
  /** Why it is disabled, in the page's language: shown in the bar and read with the button. */
  readonly disabledReason?: string;
}

/**
 * On phones, the item's name, price and Add to cart in a bar fixed to the
 * bottom of the screen (above the home indicator), so the button is always at
 * hand on a long page. It keeps its own height free at the end of the page, so
 * it never covers the last inputs, and says why when the button is disabled.
 * From tablets up the page's own button is enough and the bar is not shown.
 */
export function AddToCartBar({
  name,
  price,
  onAdd,
  disabled = false,
  disabledReason,
}: AddToCartBarProps) {
  const intl = useIntl();
  const reasonId = useId();
  const reason = disabled ? disabledReason : undefined;
  return (
    <>
      <Box aria-hidden height={ADD_TO_CART_BAR_HEIGHT} display={{ base: 'block', md: 'none' }} />
      <Box
        as="section"
        aria-label={intl.formatMessage({ id: 'addToCartBar.region' })}
        data-testid="add-to-cart-bar"
        display={{ base: 'flex', md: 'none' }}
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="sticky"
        minH={ADD_TO_CART_BAR_HEIGHT}
        alignItems="center"
        gap="3"
        px="4"
        pt="2"
        pb="calc(0.5rem + env(safe-area-inset-bottom, 0px))"
        bg="chrome.bg"
        color="fg"
        borderTopWidth="1px"
        borderColor="border"
        boxShadow="lg"
      >
        <Box flex="1" minW="0">
          <chakra.p fontWeight="semibold" fontSize="sm" truncate>
            {name}
          </chakra.p>
          {reason === undefined ? (
            <PriceTag amount={price} size="sm" />
          ) : (
            <chakra.p id={reasonId} fontSize="xs" color="fg.error" lineClamp="2">
              {reason}
            </chakra.p>
          )}
        </Box>
        <Button
          colorPalette="accent"
          flexShrink="0"
          disabled={disabled}
          aria-describedby={reason === undefined ? undefined : reasonId}
          onClick={onAdd}
        >
          {intl.formatMessage({ id: 'addToCartBar.label' })}
        </Button>
      </Box>
    </>
  );
}

import { Box, Button, Flex, Stack, chakra } from '@chakra-ui/react';
import type { CartTotals, DomainError } from '@rewards/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useUiLink } from '../../link/ui-link';
import { CheckoutTotals } from '../checkout-summary/checkout-totals';
import { ErrorMessages } from '../error-messages/error-messages';

export interface CartSummaryProps {
  /** The domain's `cartTotals` of the lines (only the checked lines count). */
  readonly totals: Pick<CartTotals, 'subtotal' | 'shippingFee' | 'total'>;
  /** Checked lines that are still on sale. */
  readonly checkedCount: number;
  /**
   * Messages about the whole cart: the cash cap, and after a Checkout click with nothing chosen
   * 'Please choose a item before do checkout' (`checkCheckout`'s errors).
   */
  readonly errors?: readonly DomainError[];
  /** Notices about the whole cart (the points cap). */
  readonly notices?: readonly DomainError[];
  readonly continueShoppingHref: string;
  /** Checkout clicked: the app runs `checkCheckout`, then opens sign-in or goes to step 2. */
  readonly onCheckout: () => void;
  /** A cart change or the checkout check is on its way. */
  readonly busy?: boolean;
}

/**
 * The cart's summary (spec section 2, "Cart screen"): subtotal, Free
 * Shipping, total with Incl. VAT, the cart's messages, Checkout and Continue
 * Shopping. Checkout stays clickable so that it can say what is missing.
 */
export function CartSummary(props: CartSummaryProps) {
  const intl = useIntl();
  const Anchor = useUiLink();
  const titleId = useId();
  const messagesId = useId();
  const errors = props.errors ?? [];
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      bg="card.bg"
      borderWidth="1px"
      borderColor="card.border"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
    >
      <chakra.h2 id={titleId} fontSize="lg" fontWeight="semibold">
        {intl.formatMessage({ id: 'cartPage.summary' })}
      </chakra.h2>
      <chakra.p fontSize="sm" color="fg.muted" mb="4">
        {intl.formatMessage({ id: 'cartPage.checkedCount' }, { count: props.checkedCount })}
      </chakra.p>
      <CheckoutTotals totals={props.totals} size="md" />
      <Stack gap="3" mt="5">
        <ErrorMessages id={messagesId} errors={errors} />
        <ErrorMessages errors={props.notices ?? []} tone="notice" />
        <Flex direction="column" gap="3">
          <Button
            colorPalette="accent"
            size="lg"
            width="full"
            loading={props.busy}
            loadingText={intl.formatMessage({ id: 'cartPage.checkout' })}
            aria-describedby={errors.length > 0 ? messagesId : undefined}
            onClick={props.onCheckout}
          >
            {intl.formatMessage({ id: 'cartPage.checkout' })}
          </Button>
          <Button asChild variant="outline" width="full">
            <Anchor href={props.continueShoppingHref}>
              {intl.formatMessage({ id: 'cartPage.continueShopping' })}
            </Anchor>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}

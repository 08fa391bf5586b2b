import { Box, Button, Flex, Stack, chakra } from '@chakra-ui/react';
import type { CartTotals, DomainError } from '@rewards/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { useUiLink } from '../../link/ui-link';
import { moneyPattern } from '../cart-line/money-pattern';
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
  const money = useMoneyFormat();
  const Anchor = useUiLink();
  const titleId = useId();
  const messagesId = useId();
  const errors = props.errors ?? [];
  const { subtotal, shippingFee, total } = props.totals;
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
      <chakra.dl display="grid" gridTemplateColumns="1fr auto" rowGap="2">
        <chakra.dt color="fg.muted">{intl.formatMessage({ id: 'cartPage.subtotal' })}</chakra.dt>
        <chakra.dd textAlign="end" ps="4">
          {money.thb(subtotal, moneyPattern(subtotal))}
        </chakra.dd>
        <chakra.dt color="fg.muted">{intl.formatMessage({ id: 'cartPage.shipping' })}</chakra.dt>
        <chakra.dd textAlign="end" ps="4" color={shippingFee.isZero() ? 'accent.fg' : undefined}>
          {shippingFee.isZero()
            ? intl.formatMessage({ id: 'cartPage.freeShipping' })
            : money.thb(shippingFee, moneyPattern(shippingFee))}
        </chakra.dd>
        <chakra.dt
          fontWeight="semibold"
          borderTopWidth="1px"
          borderColor="border"
          pt="3"
          mt="1"
          alignSelf="start"
        >
          {intl.formatMessage({ id: 'cartPage.total' })}
        </chakra.dt>
        <chakra.dd borderTopWidth="1px" borderColor="border" pt="3" mt="1" ps="4" textAlign="end">
          <chakra.span display="block" fontSize="xl" fontWeight="bold" color="price">
            {money.thb(total, moneyPattern(total))}
          </chakra.span>
          <chakra.span display="block" fontSize="sm" color="fg.muted">
            {intl.formatMessage({ id: 'cartPage.inclVat' })}
          </chakra.span>
        </chakra.dd>
      </chakra.dl>
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

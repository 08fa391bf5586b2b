import { Box, Grid, chakra } from '@chakra-ui/react';
import { isLineExpired, type CartLine, type CartTotals, type DomainError } from '@rewards/domain';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CartLineItem } from '../cart-line/cart-line-item';
import { placeCartMessages } from '../cart-line/place-cart-messages';
import { CartSummary } from '../cart-summary/cart-summary';
import { EmptyState } from '../empty-state/empty-state';

/** Where a line's links lead (the app builds them with its routes and `lang`). */
export interface CartLineLinks {
  readonly itemHref?: string;
  /** Given for engravable items only: the item's engraving view with `status=editing`. */
  readonly engravingHref?: string;
}

export interface CartViewProps {
  /** The cart's lines as `reviewCart` returns them (expired lines unchecked). */
  readonly lines: readonly CartLine[];
  /** `reviewCart`'s errors, and `checkCheckout`'s after a Checkout click. */
  readonly errors: readonly DomainError[];
  readonly notices: readonly DomainError[];
  /** `cartTotals` of the lines. */
  readonly totals: CartTotals;
  /** The moment the lines' end dates are compared with. */
  readonly now: Date;
  readonly continueShoppingHref: string;
  readonly linksOf: (line: CartLine) => CartLineLinks;
  readonly onCheckedChange: (uuid: string, checked: boolean) => void;
  readonly onQuantityChange: (uuid: string, quantity: number) => void;
  readonly onRemove: (uuid: string) => void;
  readonly onRemoveCarePlan: (uuid: string) => void;
  readonly onCheckout: () => void;
  /** A change or the checkout check is on its way. */
  readonly busy?: boolean;
}

/**
 * The cart screen's body (spec section 2): its title, the lines with their
 * messages, and the summary beside them on wide screens or under them on
 * phones; 'Cart is Empty' with Continue Shopping when there is no line.
 */
export function CartView(props: CartViewProps) {
  const intl = useIntl();
  const linesId = useId();
  const placed = useMemo(
    () => placeCartMessages(props.lines, props.errors, props.notices),
    [props.lines, props.errors, props.notices],
  );
  const title = (
    <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" mb={{ base: '4', md: '6' }}>
      {intl.formatMessage({ id: 'cartPage.title' })}
    </chakra.h1>
  );
  if (props.lines.length === 0) {
    return (
      <Box>
        {title}
        <EmptyState kind="cart" titleAs="h2" continueShoppingHref={props.continueShoppingHref} />
      </Box>
    );
  }
  const expired = (line: CartLine) => isLineExpired(line, props.now);
  const checkedCount = props.lines.filter((line) => line.checked && !expired(line)).length;
  return (
    <Box>
      {title}
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }}
        gap={{ base: '6', lg: '10' }}
        alignItems="start"
      >
        <Box as="section" aria-labelledby={linesId} borderTopWidth="1px" borderColor="border">
          <chakra.h2 id={linesId} srOnly>
            {intl.formatMessage({ id: 'cartPage.lines' })}
          </chakra.h2>
          {props.lines.map((line) => {
            const own = placed.byLine.get(line.uuid);
            const links = props.linksOf(line);
            return (
              <CartLineItem
                key={line.uuid}
                line={line}
                expired={expired(line)}
                errors={own?.errors}
                notices={own?.notices}
                itemHref={links.itemHref}
                engravingHref={links.engravingHref}
                busy={props.busy}
                onCheckedChange={(checked) => props.onCheckedChange(line.uuid, checked)}
                onQuantityChange={(quantity) => props.onQuantityChange(line.uuid, quantity)}
                onRemove={() => props.onRemove(line.uuid)}
                onRemoveCarePlan={() => props.onRemoveCarePlan(line.uuid)}
              />
            );
          })}
        </Box>
        <Box position={{ lg: 'sticky' }} top={{ lg: '24' }}>
          <CartSummary
            totals={props.totals}
            checkedCount={checkedCount}
            errors={placed.cart.errors}
            notices={placed.cart.notices}
            continueShoppingHref={props.continueShoppingHref}
            onCheckout={props.onCheckout}
            busy={props.busy}
          />
        </Box>
      </Grid>
    </Box>
  );
}

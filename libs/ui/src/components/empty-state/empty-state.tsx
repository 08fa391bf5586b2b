import { Box, Button, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CartIcon } from '../../icons/icons';
import { useUiLink } from '../../link/ui-link';

/** What is empty, and so which of the spec's messages shows. */
export type EmptyKind =
  'cart' | 'items' | 'catalogues' | 'records' | 'transactions' | 'refundPromoCodes';

const MESSAGE_ID = {
  cart: 'empty.cart',
  items: 'list.noItemFound',
  catalogues: 'list.noCatalogueFound',
  records: 'list.noRecordFound',
  transactions: 'list.noTransactionsFound',
  refundPromoCodes: 'list.noRefundPromoCodeFound',
} as const satisfies Record<EmptyKind, string>;

export interface EmptyStateProps {
  readonly kind: EmptyKind;
  /** Where 'Continue Shopping' leads; shown when given (always meant for the empty cart). */
  readonly continueShoppingHref?: string;
  /** The element of the message, for the page's heading outline. */
  readonly titleAs?: 'h1' | 'h2' | 'p';
}

/** An empty list or cart: the spec's message ('Cart is Empty', 'No item found'...) and a way on. */
export function EmptyState({ kind, continueShoppingHref, titleAs = 'p' }: EmptyStateProps) {
  const intl = useIntl();
  const Anchor = useUiLink();
  const Title = chakra[titleAs];
  return (
    <Box
      role={titleAs === 'p' ? 'status' : undefined}
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="4"
      py={{ base: '10', md: '16' }}
      px="4"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      borderRadius="l3"
    >
      {kind === 'cart' ? <CartIcon boxSize="10" color="fg.muted" /> : null}
      <Title fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold">
        {intl.formatMessage({ id: MESSAGE_ID[kind] })}
      </Title>
      {continueShoppingHref === undefined ? null : (
        <Button asChild colorPalette="accent">
          <Anchor href={continueShoppingHref}>
            {intl.formatMessage({ id: 'empty.continueShopping' })}
          </Anchor>
        </Button>
      )}
    </Box>
  );
}

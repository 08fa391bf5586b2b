import { chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/**
 * "Refund promo code (CODE)", the line of a refund promo code wherever an
 * order's totals show it. The code stays on one line: a long one would
 * otherwise break at its hyphen.
 */
export function RefundCodeLabel({ code }: { readonly code: string }) {
  const intl = useIntl();
  return (
    <>
      {intl.formatMessage(
        { id: 'orderTotals.refundCode' },
        { code: <chakra.span whiteSpace="nowrap">{code}</chakra.span> },
      )}
    </>
  );
}

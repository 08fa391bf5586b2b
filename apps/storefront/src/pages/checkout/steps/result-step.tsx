import { useUnit } from 'effector-react';
import { Button, Stack, chakra } from '@chakra-ui/react';
import { OrderResult, type OrderResultView } from '@rewards/ui';
import type { OrderResult as PlacedOrder } from '@rewards/api-client/contract';
import { addressValuesOf } from '../../../entities/checkout/address-values';
import { $outcome } from '../../../entities/checkout/model';
import { $locale } from '../../../entities/locale/model';
import { $isSignedIn } from '../../../entities/session/model';
import { useMessage, useText } from '../../../shared/i18n';
import { PageLoading } from '../../../shared/ui/page';
import { shopUrl } from '../../../shared/url/query';
import { $regions, $returnError, $step, doneClicked, paymentReturnRetried } from '../model';

/** The placed order as the result shows it (the contract's names, the addresses as form values). */
function orderView(order: PlacedOrder): OrderResultView {
  return {
    poNumber: order.poNumber,
    txnDate: order.txnDate,
    timeZone: order.timeZone,
    billing: addressValuesOf(order.billing),
    shipping: addressValuesOf(order.shipping),
    details: order.orderDetails.map((detail) => ({
      itemName: detail.itemName,
      thaiItemName: detail.thaiItemName,
      partNumber: detail.partNumber,
      orderNumber: detail.orderNumber,
      imgUrl: detail.imgUrl,
      quantity: detail.quantity,
      unitPrice: detail.unitPrice,
      persMesg1: detail.persMesg1,
      persMesg2: detail.persMesg2,
      appleCareName: detail.appleCareName,
      thaiAppleCareName: detail.thaiAppleCareName,
      appleCarePrice: detail.appleCarePrice,
    })),
    paymentType: order.paymentType,
    totalAmount: order.totalAmount,
    promotionDiscount: order.promotionDiscount,
    payAbleAmount: order.payAbleAmount,
    payablePoint: order.payablePoint,
    totalCash: order.totalCash,
    cardEntity: order.cardEntity,
    maskCard: order.maskCard,
    payRef: order.payRef,
    promoCode: order.promoCode,
    refundCoupon: order.refundCoupon,
    instalment: order.instalment,
  };
}

/** payment-process: the provider's return is being settled, or could not be sent (try again). */
function ConfirmingPayment() {
  const message = useMessage();
  const text = useText();
  const [error, retry] = useUnit([$returnError, paymentReturnRetried]);
  if (error === null) return <PageLoading label={message('checkout.process.confirming')} />;
  return (
    <Stack gap="4" alignItems="flex-start" py="8">
      <chakra.p role="alert" color="fg.error">
        {text(error)}
      </chakra.p>
      <Button colorPalette="accent" onClick={retry}>
        {message('checkout.process.retry')}
      </Button>
    </Stack>
  );
}

/** Step 5: "Purchase Completed" with the order, or "Your order was {title}" with the cart kept. */
export function ResultStepView() {
  const message = useMessage();
  const [step, outcome, regions, signedIn, lang, done] = useUnit([
    $step,
    $outcome,
    $regions,
    $isSignedIn,
    $locale,
    doneClicked,
  ]);
  if (step === 'payment-process') return <ConfirmingPayment />;
  // Done read the result: the page is on its way back or home.
  if (outcome === null) return <PageLoading label={message('storefront.loading')} />;
  const title =
    outcome.title ??
    message(
      outcome.status === 'cancel' ? 'checkout.result.cancelled' : 'checkout.result.unsuccessful',
    );
  return (
    <OrderResult
      status={outcome.status}
      {...(outcome.order === undefined ? {} : { order: orderView(outcome.order) })}
      title={title}
      poNumber={outcome.poNumber === '' ? undefined : outcome.poNumber}
      regions={regions}
      guest={!signedIn}
      cartHref={shopUrl('/cart/1', lang)}
      onDone={done}
    />
  );
}

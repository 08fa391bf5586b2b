import { useUnit } from 'effector-react';
import { chakra } from '@chakra-ui/react';
import { CartPrefillWarning, CartView } from '@rewards/ui';
import { $prefillErrors, prefillWarningClosed } from '../../features/cart-prefill/model';
import { $syncFailed } from '../../features/server-cart/model';
import { $cartRestored } from '../../entities/cart/model';
import { $locale } from '../../entities/locale/model';
import { useMessage } from '../../shared/i18n';
import { Page, PageLoading } from '../../shared/ui/page';
import { shopUrl } from '../../shared/url/query';
import {
  $checkoutErrors,
  $now,
  $review,
  $totals,
  carePlanRemoved,
  checkoutClicked,
  lineCheckedChanged,
  lineQuantityChanged,
  lineRemoved,
} from './model';

/**
 * `/cart/1`: the cart kept in this browser, with the cart's rules run on every
 * change. The cart lives in the browser's storage, so the server renders a
 * placeholder and the lines appear once the page has read them.
 */
export function CartPage() {
  const message = useMessage();
  const [syncFailed, prefillErrors, prefillClosed] = useUnit([
    $syncFailed,
    $prefillErrors,
    prefillWarningClosed,
  ]);
  const [restored, review, totals, errors, now, lang] = useUnit([
    $cartRestored,
    $review,
    $totals,
    $checkoutErrors,
    $now,
    $locale,
  ]);
  const [checked, quantity, remove, removeCarePlan, checkout] = useUnit([
    lineCheckedChanged,
    lineQuantityChanged,
    lineRemoved,
    carePlanRemoved,
    checkoutClicked,
  ]);
  return (
    <Page>
      {prefillErrors.length > 0 ? (
        <CartPrefillWarning errors={prefillErrors} onClose={prefillClosed} />
      ) : null}
      {syncFailed ? (
        <chakra.p role="alert" color="fg.error" mb="4">
          {message('storefront.account.cartNotSaved')}
        </chakra.p>
      ) : null}
      {restored ? (
        <CartView
          lines={review.lines}
          errors={[...review.errors, ...errors]}
          notices={review.notices}
          totals={totals}
          now={now}
          continueShoppingHref={shopUrl('/', lang)}
          linksOf={(line) => ({
            ...(line.itemDetailLink === undefined ? {} : { itemHref: line.itemDetailLink }),
            ...(line.engraving && line.engravingLink !== undefined
              ? { engravingHref: line.engravingLink }
              : {}),
          })}
          onCheckedChange={(uuid, value) => checked({ uuid, checked: value })}
          onQuantityChange={(uuid, value) => quantity({ uuid, quantity: value })}
          onRemove={remove}
          onRemoveCarePlan={removeCarePlan}
          onCheckout={checkout}
        />
      ) : (
        <PageLoading label={message('storefront.loading')} />
      )}
    </Page>
  );
}

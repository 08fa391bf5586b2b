import { useUnit } from 'effector-react';
import { Button, Stack, chakra } from '@chakra-ui/react';
import { CartPrefillWarning, CartView, UiLink } from '@rewards/ui';
import { $prefillErrors, prefillWarningClosed } from '../../features/cart-prefill/model';
import { $syncFailed } from '../../features/server-cart/model';
import { $cartRestored } from '../../entities/cart/model';
import { $locale } from '../../entities/locale/model';
import { useMessage } from '../../shared/i18n';
import { Page, PageLoading, PageTitle } from '../../shared/ui/page';
import { shopUrl } from '../../shared/url/query';
import { NotFoundPage } from '../not-found/view';
import {
  $checkoutErrors,
  $isCheckoutStep,
  $now,
  $review,
  $step,
  $totals,
  carePlanRemoved,
  checkoutClicked,
  lineCheckedChanged,
  lineQuantityChanged,
  lineRemoved,
} from './model';

/**
 * `/cart/2` and the later steps: a customer or a guest gets here from the
 * cart's Checkout; the steps themselves (billing and shipping, payment,
 * review) are not built yet, and the page says so instead of a dead end.
 */
function CheckoutComingSoon({ cartHref }: { readonly cartHref: string }) {
  const message = useMessage();
  return (
    <Page>
      <Stack gap="4" maxW="prose" py="8">
        <PageTitle>{message('storefront.checkout.title')}</PageTitle>
        <chakra.p>{message('storefront.checkout.comingSoon')}</chakra.p>
        <Button asChild alignSelf="start" colorPalette="accent">
          <UiLink href={cartHref}>{message('storefront.checkout.backToCart')}</UiLink>
        </Button>
      </Stack>
    </Page>
  );
}

/**
 * `/cart/1`: the cart kept in this browser, with the cart's rules run on every
 * change. The cart lives in the browser's storage, so the server renders a
 * placeholder and the lines appear once the page has read them.
 */
export function CartPage() {
  const message = useMessage();
  const [checkoutStep, syncFailed, prefillErrors, prefillClosed] = useUnit([
    $isCheckoutStep,
    $syncFailed,
    $prefillErrors,
    prefillWarningClosed,
  ]);
  const [restored, review, totals, errors, now, lang, step] = useUnit([
    $cartRestored,
    $review,
    $totals,
    $checkoutErrors,
    $now,
    $locale,
    $step,
  ]);
  const [checked, quantity, remove, removeCarePlan, checkout] = useUnit([
    lineCheckedChanged,
    lineQuantityChanged,
    lineRemoved,
    carePlanRemoved,
    checkoutClicked,
  ]);
  if (checkoutStep) return <CheckoutComingSoon cartHref={shopUrl('/cart/1', lang)} />;
  if (step !== '1') return <NotFoundPage />;
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

import { Box, Checkbox, Grid, Stack, chakra } from '@chakra-ui/react';
import type {
  AddressFormValues,
  CardBrand,
  CartLine,
  CartTotals,
  DomainError,
} from '@rewards/domain';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { patternFor } from '../../i18n/format-thb';
import { useErrorMessage } from '../../i18n/use-error-message';
import { useUiLink } from '../../link/ui-link';
import type { RegionOption } from '../address-form/address-types';
import { AddressView } from '../address-form/address-view';
import { CardBrandSelect } from '../card-brand-select/card-brand-select';
import { StepActions } from '../checkout-layout/step-actions';
import { CheckoutLines } from '../checkout-summary/checkout-lines';
import { CheckoutTotals, type RefundCouponView } from '../checkout-summary/checkout-totals';
import { payNowRefusal } from './pay-now-refusal';
import { PaymentDetails, type ReviewPayment } from './payment-details';

/** Where the review's policy links lead (the CMS pages of spec section 2). */
export interface ReviewLinks {
  readonly termsOfUse: string;
  readonly privacy: string;
  readonly salesRefund: string;
}

const DEFAULT_LINKS: ReviewLinks = {
  termsOfUse: '/cms/term-and-condition',
  privacy: '/cms/privacy',
  salesRefund: '/cms/sales-refund',
};

export interface ReviewStepProps {
  /** The lines bought. */
  readonly lines: readonly CartLine[];
  /** `cartTotals` of the lines with the promotion's discount. */
  readonly totals: Pick<CartTotals, 'subtotal' | 'discount' | 'shippingFee' | 'total'>;
  readonly promoCode?: string;
  /** The refund promo code spent and what it pays; the payment pays the rest. */
  readonly refundCoupon?: RefundCouponView;
  readonly billing: AddressFormValues;
  readonly shipping: AddressFormValues;
  readonly regions: readonly RegionOption[];
  /** Edit: the app goes back to step 2. */
  readonly onEditBilling: () => void;
  readonly onEditShipping: () => void;
  /** How the order is paid (the domain's `deriveCartPayment`, with the plan of an instalment). */
  readonly payment: ReviewPayment;
  readonly cardBrand: CardBrand | undefined;
  readonly onCardBrandChange: (cardBrand: CardBrand) => void;
  readonly cardBrands?: readonly CardBrand[];
  /** The "I agree" box. */
  readonly agreed: boolean;
  readonly onAgreedChange: (agreed: boolean) => void;
  /** The payment check or the way to the payment provider is on its way. */
  readonly processing: boolean;
  /** The payment-condition check's refusal: an alert at the top, scrolled to and focused. */
  readonly errorTitle?: DomainError | string;
  /** The policy pages; the shop's CMS paths by default. */
  readonly links?: ReviewLinks;
  /** Back to selection: the app goes back to step 3. */
  readonly onBack: () => void;
  readonly onPayNow: () => void;
}

function Section(props: { readonly title: string; readonly children: ReactNode }) {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId}>
      <chakra.h3 id={titleId} fontSize="lg" fontWeight="semibold" mb="3">
        {props.title}
      </chakra.h3>
      {props.children}
    </Box>
  );
}

/**
 * Step 4, Review & Payment (spec sections 2 and 4): the items (first 3, then
 * More details) and totals, both addresses with Edit, the payment, the card,
 * the policy links, I agree, Back to selection and Pay now. Pay now goes on
 * only after I agree, with a card whenever cash or points are charged, and
 * not while processing; until then it says why. A refusal of the payment
 * check shows as an alert at the top, which takes the focus.
 */
export function ReviewStep(props: ReviewStepProps) {
  const intl = useIntl();
  const message = useErrorMessage();
  const Anchor = useUiLink();
  const reducedMotion = useReducedMotion();
  const alertRef = useRef<HTMLDivElement>(null);
  const links = props.links ?? DEFAULT_LINKS;
  const pattern = patternFor(
    props.totals.subtotal,
    props.totals.discount,
    props.totals.total,
    ...(props.refundCoupon === undefined ? [] : [props.refundCoupon.applied, props.payment.cash]),
  );
  const refusal = payNowRefusal({
    agreed: props.agreed,
    cardBrand: props.cardBrand,
    payment: props.payment,
    processing: props.processing,
  });
  // The card is asked for as soon as it is missing, not only once I agree is ticked.
  const cardRefused =
    payNowRefusal({
      agreed: true,
      cardBrand: props.cardBrand,
      payment: props.payment,
      processing: false,
    }) === 'payment.cardBrandRequired';
  const cardHintId = useId();
  const error =
    props.errorTitle === undefined || props.errorTitle === ''
      ? undefined
      : typeof props.errorTitle === 'string'
        ? props.errorTitle
        : message(props.errorTitle);

  useEffect(() => {
    if (error === undefined) return;
    alertRef.current?.scrollIntoView({
      block: 'start',
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
    alertRef.current?.focus({ preventScroll: true });
  }, [error, reducedMotion]);

  const policyLink = (
    href: string,
    id: 'footer.termsOfUse' | 'footer.privacyPolicy' | 'header.page.salesRefund',
  ) => (
    <chakra.span
      key={id}
      asChild
      color="accent.fg"
      textDecoration="underline"
      focusVisibleRing="outside"
      focusRingColor="accent.focusRing"
    >
      <Anchor href={href} target="_blank" rel="noopener">
        {intl.formatMessage({ id })}
        <chakra.span srOnly> {intl.formatMessage({ id: 'banners.newTab' })}</chakra.span>
      </Anchor>
    </chakra.span>
  );

  return (
    <Box>
      <chakra.h2 fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" mb="4">
        {intl.formatMessage({ id: 'checkout.step.4' })}
      </chakra.h2>
      {error === undefined ? null : (
        <Box
          ref={alertRef}
          role="alert"
          tabIndex={-1}
          scrollMarginTop="24"
          borderWidth="1px"
          borderColor="border.error"
          bg="bg.error"
          color="fg.error"
          borderRadius="l2"
          px="4"
          py="3"
          mb="6"
          fontWeight="medium"
          outline="none"
          _focusVisible={{ outline: '2px solid', outlineColor: 'accent.focusRing' }}
        >
          {error}
        </Box>
      )}
      <Stack gap="8">
        <Section title={intl.formatMessage({ id: 'checkout.review.items' })}>
          <CheckoutLines lines={props.lines} pattern={pattern} density="full" />
          <Box
            borderTopWidth="1px"
            borderColor="border"
            mt="4"
            pt="4"
            maxW={{ md: '24rem' }}
            ms={{ md: 'auto' }}
          >
            <CheckoutTotals
              totals={props.totals}
              promoCode={props.promoCode}
              refundCoupon={props.refundCoupon}
              cash={props.refundCoupon === undefined ? undefined : props.payment.cash}
              pattern={pattern}
            />
          </Box>
        </Section>

        <Section title={intl.formatMessage({ id: 'checkout.review.addresses' })}>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
            <AddressView
              title={intl.formatMessage({ id: 'checkout.address.billing' })}
              titleAs="h4"
              values={props.billing}
              regions={props.regions}
              onEdit={props.onEditBilling}
              editLabel={intl.formatMessage({ id: 'checkout.review.editBilling' })}
            />
            <AddressView
              title={intl.formatMessage({ id: 'checkout.address.shipping' })}
              titleAs="h4"
              values={props.shipping}
              regions={props.regions}
              onEdit={props.onEditShipping}
              editLabel={intl.formatMessage({ id: 'checkout.review.editShipping' })}
            />
          </Grid>
        </Section>

        <Section title={intl.formatMessage({ id: 'checkout.review.payment' })}>
          <Stack gap="4">
            <PaymentDetails payment={props.payment} promoCode={props.promoCode} />
            <Box>
              <CardBrandSelect
                value={props.cardBrand}
                onChange={props.onCardBrandChange}
                brands={props.cardBrands}
                disabled={props.processing}
                describedBy={cardRefused ? cardHintId : undefined}
              />
              {cardRefused ? (
                <chakra.p id={cardHintId} fontSize="sm" color="fg.warning" mt="1">
                  {message({ code: 'payment.cardBrandRequired' })}
                </chakra.p>
              ) : null}
            </Box>
          </Stack>
        </Section>

        <Section title={intl.formatMessage({ id: 'checkout.review.termsTitle' })}>
          <Stack gap="3" fontSize="sm">
            <chakra.p>
              {intl.formatMessage(
                { id: 'checkout.review.termsIntro' },
                {
                  terms: policyLink(links.termsOfUse, 'footer.termsOfUse'),
                  privacy: policyLink(links.privacy, 'footer.privacyPolicy'),
                  salesRefund: policyLink(links.salesRefund, 'header.page.salesRefund'),
                },
              )}
            </chakra.p>
            <chakra.p color="fg.muted">
              {intl.formatMessage({ id: 'checkout.review.policy' })}
            </chakra.p>
            <Checkbox.Root
              checked={props.agreed}
              disabled={props.processing}
              onCheckedChange={(details) => props.onAgreedChange(details.checked === true)}
              colorPalette="accent"
            >
              <Checkbox.HiddenInput name="agreed" />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="semibold" fontSize="md">
                {intl.formatMessage({ id: 'checkout.review.agree' })}
              </Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </Section>
      </Stack>
      <StepActions
        backLabel={intl.formatMessage({ id: 'checkout.review.backToSelection' })}
        onBack={props.onBack}
        backDisabled={props.processing}
        primaryLabel={intl.formatMessage({ id: 'checkout.review.payNow' })}
        blocked={refusal !== undefined && !props.processing}
        reason={refusal === undefined ? undefined : intl.formatMessage({ id: refusal })}
        busy={props.processing}
        busyLabel={intl.formatMessage({ id: 'checkout.review.processing' })}
        onPrimary={() => {
          if (refusal === undefined) props.onPayNow();
        }}
      />
    </Box>
  );
}

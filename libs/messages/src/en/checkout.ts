/**
 * The checkout steps (billing and shipping, payment option, review, the result):
 * every id starts with `checkout.`, so the storefront can load them with the
 * checkout's pages instead of on every first page. The rules' own messages
 * ('This field is required', 'Invalid email address', 'Please choose your
 * card.'...) are the domain's codes in `domain.ts`; the spec's wording is kept
 * word for word where it gives one ('Please choose a item before do checkout',
 * 'Purchase Completed', 'Your order was {title}', 'More details').
 */
export const enCheckout = {
  // The stepper
  'checkout.stepper.label': 'Checkout steps',
  'checkout.stepper.progress': 'Step {step} of {total}',
  'checkout.stepper.done': '(done)',
  'checkout.step.1': 'Item(s) Checkout',
  'checkout.step.2': 'Billing/Shipping',
  'checkout.step.3': 'Payment Option',
  'checkout.step.4': 'Review & Payment',
  'checkout.step.5': 'Completion',

  // Moving between the steps
  'checkout.back': 'Back',
  'checkout.continue': 'Continue',
  'checkout.wait': 'Please wait…',

  // The address forms
  'checkout.address.billing': 'Billing address',
  'checkout.address.shipping': 'Shipping address',
  'checkout.address.fullName': 'Full name',
  'checkout.address.countryCode': 'Country code',
  'checkout.address.mobilePhone1': 'Mobile phone',
  'checkout.address.mobileHint': '9 or 10 digits, without the country code',
  'checkout.address.email': 'Email',
  'checkout.address.companyName': 'Company name',
  'checkout.address.address1': 'Address line 1',
  'checkout.address.address1Hint': 'House number, building, floor',
  'checkout.address.address2': 'Address line 2',
  'checkout.address.street': 'Street',
  'checkout.address.district': 'Sub-district',
  'checkout.address.city': 'District',
  'checkout.address.postalCode': 'Postal code',
  'checkout.address.region': 'Province',
  'checkout.address.regionPlaceholder': 'Choose a province',
  'checkout.address.optional': '{label} (optional)',
  'checkout.address.places': 'Area of this postal code',
  'checkout.address.placesPlaceholder': 'Choose your sub-district',
  'checkout.address.placesHint':
    'Postal code {postalCode} covers {count, plural, one {# area} other {# areas}}. Choose yours to fill in the sub-district, district and province.',
  'checkout.address.place': '{district}, {city}, {region}',
  'checkout.address.placeFilled': 'Filled in from postal code {postalCode}: {place}',
  'checkout.address.businessAddress': 'This is a business address',
  'checkout.address.businessTip': 'Delivery 8am to 6pm Mon-Fri except holidays',
  'checkout.address.businessTipLabel': 'About business addresses',

  // Step 2: billing and shipping
  'checkout.shipping.sameAsBilling': 'Same as billing',
  'checkout.shipping.copied': 'The billing address was copied into the shipping address.',
  'checkout.shipping.updateProfile': 'Update into my profile',
  'checkout.shipping.blockedBilling': 'Please complete the billing address first.',
  'checkout.shipping.blockedShipping': 'Please complete the shipping address first.',
  'checkout.shipping.blockedBoth': 'Please complete the billing and shipping addresses first.',

  // The order summary beside the steps
  'checkout.summary.title': 'Order summary',
  'checkout.summary.itemCount': '{count, plural, one {# item} other {# items}}',
  'checkout.summary.quantity': 'Qty {quantity}',
  'checkout.summary.carePlan': '+ {name}',
  'checkout.summary.moreDetails': 'More details',
  'checkout.summary.lessDetails': 'Show fewer items',
  'checkout.summary.discount': 'Discount',
  'checkout.summary.discountCode': 'Discount ({code})',
  'checkout.summary.points': 'Points to redeem',
  'checkout.summary.cash': 'To pay by card',

  // Step 3: the payment option
  'checkout.payment.cardPlaceholder': 'Choose your card',
  'checkout.payment.pointsTitle': 'Reward points',
  'checkout.payment.redeem': 'Redeem my {reward}',
  'checkout.payment.balance': 'Your balance: {points}',
  'checkout.payment.pointsNotForCard':
    'Reward points cannot be used with the {card}. Choose another card to redeem points.',
  'checkout.payment.pointsNeedCard': 'Choose your card to redeem points.',
  'checkout.payment.noPointsToRedeem': 'You have no points to redeem for this order.',
  'checkout.payment.pointsSlider': 'Points to redeem',
  'checkout.payment.pointsInput': 'Points',
  'checkout.payment.cashInput': 'Cash (THB)',
  'checkout.payment.splitValue': '{points} and {cash} by card',
  'checkout.payment.splitLimits': 'Up to {points}; at least {cash} by card.',
  'checkout.payment.instalments': 'How to pay',
  'checkout.payment.payInFull': 'Pay in full',
  'checkout.payment.payInFullAmount': '{amount} in one payment',
  'checkout.payment.redeemingNote': 'Paying with points and cash, as set above.',
  'checkout.payment.noTerms': 'No instalment plan is offered for this amount and card.',
  'checkout.payment.pointsClearTerm': 'Redeeming points clears the instalment plan.',

  // Step 3: a signed-in customer's refund promo codes
  'checkout.refundCode.title': 'Refund promo code',
  'checkout.refundCode.intro':
    'Pay all or part of this order with a code issued for your refund. A code is used once: any value beyond this order is not kept.',
  'checkout.refundCode.none': 'Don’t use a code',
  'checkout.refundCode.option': 'Worth {value}, valid until {date}',

  // Step 3: the promotion code
  'checkout.promo.title': 'Promotion code',
  'checkout.promo.enable': 'I have a promotion code',
  'checkout.promo.code': 'Promotion code',
  'checkout.promo.apply': 'Apply',
  'checkout.promo.checking': 'Checking…',
  'checkout.promo.remove': 'Remove',
  'checkout.promo.removeCode': 'Remove promotion code {code}',
  'checkout.promo.applied': 'Code {code} applied: {amount} off',
  'checkout.promo.blockedNoCode': 'Enter a promotion code first.',
  'checkout.promo.blockedApplied': 'Remove the applied code to use another one.',
  'checkout.promo.blockedPending': 'Confirm the promotion below first.',
  'checkout.promo.confirmTitle': 'Confirm your promotion',
  'checkout.promo.confirmIntro': 'Code {code} needs a confirmation before its discount is given.',
  'checkout.promo.email': 'Email for this promotion',
  'checkout.promo.emailHint': 'The e-mail address that makes you eligible ({condition}).',
  'checkout.promo.terms': 'I acknowledge the terms and conditions of this promotion.',
  'checkout.promo.confirm': 'Confirm',
  'checkout.promo.confirmBlocked': 'Please complete the confirmation above.',

  // Step 4: review and payment
  'checkout.review.items': 'Items',
  'checkout.review.addresses': 'Addresses',
  'checkout.review.edit': 'Edit',
  'checkout.review.editBilling': 'Edit the billing address',
  'checkout.review.editShipping': 'Edit the shipping address',
  'checkout.review.businessAddress': 'Business address',
  'checkout.review.payment': 'Payment details',
  'checkout.review.paymentType': 'Payment type',
  'checkout.review.cash': 'Paid by card',
  'checkout.review.points': 'Points redeemed',
  'checkout.review.plan': 'Instalment plan',
  'checkout.review.promoCode': 'Promotion code',
  'checkout.review.termsTitle': 'Terms',
  'checkout.review.termsIntro': 'Please read the {terms}, the {privacy} and the {salesRefund}.',
  'checkout.review.policy':
    'Orders cannot be cancelled or changed, and items cannot be returned for a change of mind. Delivery takes 4 - 7 business days.',
  'checkout.review.agree': 'I agree',
  'checkout.review.backToSelection': 'Back to selection',
  'checkout.review.payNow': 'Pay now',
  'checkout.review.processing': 'Processing…',
  'checkout.review.blockedAgree': 'Please tick I agree first.',
  'checkout.paymentType.CASH': 'Full payment by card',
  'checkout.paymentType.POINT': 'Reward points',
  'checkout.paymentType.POINT_CASH': 'Points plus cash',
  'checkout.paymentType.CASH_INSTALLMENT': 'Monthly instalments',

  // Step 5: the result
  'checkout.result.completed': 'Purchase Completed',
  'checkout.result.thanks': 'Thank you for your order. Delivery takes 4 - 7 business days.',
  'checkout.result.orderNumber': 'Order No.',
  'checkout.result.date': 'Order date',
  'checkout.result.items': 'Your items',
  'checkout.result.subOrder': 'Sub Order No. {number}',
  'checkout.result.payment': 'Payment',
  'checkout.result.card': 'Card',
  'checkout.result.maskedCard': 'Card number',
  'checkout.result.reference': 'Payment reference',
  'checkout.result.total': 'Order total',
  'checkout.result.discount': 'Discount',
  'checkout.result.paid': 'Paid amount',
  'checkout.result.points': 'Points redeemed',
  'checkout.result.plan': 'Instalment plan',
  'checkout.result.guestNote':
    'You checked out as a guest. To ask us about this order later (change of address, cancellation, return or shipping status), sign up with the same e-mail address.',
  'checkout.result.failed': 'Your order was {title}',
  'checkout.result.failedNext':
    'No payment was taken and the items are still in your cart. You can try again, or choose another card or payment option.',
  'checkout.result.failedOrder': 'Order No. {poNumber}',
  'checkout.result.backToCart': 'Back to cart',
  'checkout.result.done': 'Done',
} as const;

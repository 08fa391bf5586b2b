import type {
  DomainErrorCode,
  SHIPMENT_STATUS_TEXTS,
  SUB_ORDER_STATUS_TEXTS,
} from '@rewards/domain';

type StatusText = (typeof SHIPMENT_STATUS_TEXTS)[number] | (typeof SUB_ORDER_STATUS_TEXTS)[number];

/**
 * The text of every code the domain's rules return, and of its status codes.
 * Wording in quotes in the specification is kept word for word. Amounts arrive
 * already written as the language writes them (the UI formats money params).
 */
export const enDomain = {
  'field.required': 'This field is required',
  'field.tooLong': 'Maximum {max} characters',
  'field.invalidChoice': 'Please choose one of the options',
  'name.tooLong': 'Maximum 32 characters with no special characters',
  'name.specialCharacters': 'Maximum 32 characters with no special characters',
  'phone.invalid': 'Phone invalid',
  'countryCode.invalid': 'Country code invalid',
  'postalCode.invalidFormat': 'Maximum 5 characters with only digits.',
  'postalCode.invalidPrefix': 'Invalid postal code',
  'postalCode.repeatedDigits': 'Invalid postal code',
  'email.invalidFormat': 'Email format invalid',
  'email.confirmMismatch': 'Confirm email not match',
  'registration.termsNotAcknowledged':
    'Please acknowledge T&Cs before entering your email address.',
  'password.tooShort':
    'Password must have at least 8 characters, with a digit, a lower-case and an upper-case letter',
  'password.missingDigit':
    'Password must have at least 8 characters, with a digit, a lower-case and an upper-case letter',
  'password.missingLowercase':
    'Password must have at least 8 characters, with a digit, a lower-case and an upper-case letter',
  'password.missingUppercase':
    'Password must have at least 8 characters, with a digit, a lower-case and an upper-case letter',
  'password.confirmMismatch': 'Confirm password not match!',
  'birthday.invalidFormat': 'Please enter the date as DD-MM-YYYY',
  'birthday.invalidDate': 'This date does not exist',
  'birthday.yearOutOfRange': 'The year must be from {min} to {max}',
  'birthday.inFuture': 'The birthday cannot be in the future',
  'login.wrongCredentials': 'Wrong Email or Password',
  'forgotPassword.invalidEmail': 'Invalid email address',
  'cart.maxQuantityPerTransaction':
    'Maximum quantity accepted for this item per transaction is {n}',
  'cart.maxQuantityPerOrder': 'Exceeds the max quantity allowed per order: {n} item(s)',
  'cart.amountLimitExceeded':
    'Maximum amount allowed per transaction is THB {limit}. If you have multiple items in this transaction, please split them into multiple transactions. Thank you',
  'cart.pointsLimitExceeded':
    'Maximum points allowed to be redeemed per transaction is capped at {n}.',
  'cart.itemPointsAboveMaximum': 'Maximum points allowed per item is {max}.',
  'cart.itemUnavailable': 'Sorry, this item is no longer available for purchase.',
  'cart.priceChanged': 'Price has changed for this item.',
  'cart.noItemChosen': 'Please choose a item before do checkout',
  'cart.quantityInvalid': 'Quantity is invalid',
  'cart.urlInvalid': 'Url is invalid',
  'cart.itemCodeOrQuantityInvalid': 'Item code or quantity is invalid',
  'cart.carePlanNotOffered': 'This item has no care plan',
  'cart.tooManyLines': 'Your cart can hold at most {max} lines.',
  'list.noCatalogueFound': 'No catalogue found',
  'list.noItemFound': 'No item found',
  'list.noRecordFound': 'No record found',
  'list.noTransactionsFound': 'No Transactions Founds',
  'list.noRefundPromoCodeFound': 'No Refund Promotion Code Found',
  'engraving.tooLong':
    'The maximum no. of characters for each line is {en} characters (for English language) and {th} characters (for Thai language) including spacing',
  'engraving.bannedCharacters': 'These characters cannot be engraved: {characters}',
  'engraving.thaiNotAllowed': 'Thai characters cannot be engraved on this item',
  'engraving.tooManySpecialCharacters': 'Each line may contain at most {max} special characters',
  'engraving.secondLineNotAllowed': 'This item can be engraved on one line only',
  'engraving.notOffered': 'This item cannot be engraved',
  'engraving.confirmationRequired': 'Please confirm your engraving text before continuing',
  'engraving.quantityWillBeSetToOne':
    'An engraved item is sold one per line: the quantity will be set to 1',
  'instalments.termRequired': 'Please choose an instalment term.',
  'instalments.amountOutOfRange': 'Instalment plans are not offered for THB {amount}.',
  'instalments.termNotOffered':
    'The {term}-month instalment plan is not available for this purchase.',
  'instalments.termMismatch':
    'The chosen instalment plan does not match its term. Please choose it again.',
  'orders.orderNumberTooLong': 'Maximum 20 characters.',
  'orders.orderNumberInvalid': 'Invalid Order No.',
  'orders.orderNumberPrefixMismatch': 'Order No. must start with {prefix}.',
  'orders.subOrderNumberInvalid': 'Invalid Sub Order No.',
  'orders.subOrderNumberPrefixMismatch': 'Sub Order No. must start with {prefix}.',
  'orders.chatOrderNumberInvalid': 'Order No. must be {prefix} followed by 8 or 10 digits.',
  'orders.assignOrderNumberInvalid': 'Invalid Order No.',
  'orders.poDigitsInvalid': 'Maximum 10 characters with only digits.',
  'orders.poNumberInvalid': 'Maximum 40 characters with only letters, digits and spaces.',
  'orders.purchaseLimitReached':
    'You can buy at most {n} of this item. Your orders already hold {bought}, so {left} more can be ordered.',
  'payment.unknownType': 'Please choose a payment option.',
  'payment.cashInvalid': 'The cash amount is invalid.',
  'payment.cardBrandRequired': 'Please choose your card.',
  'payment.priceCodeUnavailable': 'Points cannot be redeemed with this card.',
  'payment.pointsAndInstalmentOff':
    'Nothing is left to pay: points and instalments are not available.',
  'payment.cashMismatch':
    'The amount to pay has changed to THB {expected}. Please review your payment.',
  'payment.cashNotAllowed': 'A full points payment takes no cash.',
  'payment.cashRequired': 'Please enter the cash part.',
  'payment.pointsNotAllowed': 'This payment option takes no points.',
  'payment.pointsRequired': 'Please enter the points to redeem.',
  'payment.pointsClosed': 'Point redemption is not available at the moment.',
  'payment.pointsMismatch':
    'The points needed have changed to {expected}. Please review your payment.',
  'payment.splitMismatch': 'Cash and points must add up to THB {expected}.',
  'payment.instalmentNotAllowed': 'This payment option has no instalment plan.',
  'points.notWhole': 'Points must be a whole number.',
  'points.negative': 'Points cannot be negative.',
  'points.itemMaximumExceeded': 'This item cannot be redeemed for more than {max} points.',
  'points.transactionCapExceeded':
    'Maximum points allowed to be redeemed per transaction is capped at {max}.',
  'points.cardBrandNotAllowed': 'Points cannot be combined with {cardBrand}.',
  'points.insufficientBalance': 'Your {reward} balance ({balance}) is not enough.',
  'points.valueBelowMinimum':
    'The points you redeem must be worth at least THB {min} ({minPoints} points or more).',
  'promotion.codeTooLong': 'Maximum 40 characters.',
  'promotion.codeInvalidCharacters': 'Only letters, digits and the symbols - _ are allowed.',
  'promotion.emailDomainNotAllowed': 'Invalid email address',
  'promotion.termsNotAcknowledged': 'Please acknowledge the T&Cs of this promotion.',
  'promotion.minPaidAmountNotMet': 'This promotion code needs a purchase of at least THB {min}.',
  'promotion.paymentMethodNotAllowed':
    'This promotion code cannot be used with this payment method.',
  'promotion.cardBrandNotAllowed': 'This promotion code cannot be used with this card.',
  'promotion.discountExceedsAmount': 'Promo Code discount exceeds purchase amount.',
  'promotion.pointsBalanceTooLow':
    'Your {reward} balance is not enough to apply this promotion code',
  'promotion.notFound': 'This promotion code does not exist.',
  'promotion.notStarted': 'This promotion code is not active yet.',
  'promotion.expired': 'This promotion code has expired.',
  'promotion.usedUp': 'This promotion code has been fully used.',
  'promotion.membersOnly': 'Please sign in to use this promotion code.',
  'promotion.codesClosed': 'Promotion codes cannot be used at the moment.',
  'checkout.itemNotFound': 'This item is no longer sold.',
  'checkout.unitsDisagree':
    'This order could not be read. Please go back to your cart and try again.',
  'checkout.engravedLineQuantity': 'An engraved item is sold one per line.',
  'checkout.soldOut': 'Sorry, this item is sold out.',
  'checkout.tooManyUnits': 'An order can hold at most {max} items.',
  'checkout.cardBrandNotOffered': 'This item cannot be paid with this card.',
  'checkout.totalChanged': 'Price has changed for this item.',
  'checkout.discountChanged': 'The promotion discount has changed to THB {expected}.',
  'checkout.openOrdersOverLimit':
    'You already have {open} of this item in orders awaiting payment: at most {n} per order.',
  'checkout.refundCouponUnavailable':
    'This refund promo code cannot be used: it is not yours, has expired or has been used.',
  'checkout.refundCouponMembersOnly': 'Please sign in to use a refund promo code.',
  'checkout.refundCouponUsed': 'This refund promo code has just been used by another order.',
  'support.subjectUnknown': 'Please choose a subject from the list.',
  'support.subTopicUnknown': 'Please choose a topic from the list.',
  'support.subjectRequiresLogin': 'Please sign in to send us a message about this subject.',
  'support.subjectTooLong': 'Maximum 50 characters.',
  'support.messageTooLong': 'Maximum 2000 characters.',
  'support.attachmentTypeNotAllowed': 'Only accept image and pdf file',
  'support.attachmentsTooMany': 'You can attach up to 10 files.',
  'support.attachmentsTooLarge':
    'Your files have exceeded the maximum total size. Please upload no more than 10MB in total.',
  'support.attachmentSizeInvalid': 'This file could not be read.',
  'support.attachmentContentNotAllowed': 'Only accept image and pdf file',
  'support.attachmentUnsafe':
    'This file cannot be accepted. Please send a plain PDF, JPG or PNG file.',
  'shipment.orderVoided': 'Order voided',
  'shipment.orderRefunded': 'Order refunded',
  'shipment.preparingForShipment': 'Preparing for shipment',
  'shipment.preparingForShipmentButDelayed': 'Preparing for shipment but delayed',
  'shipment.onItsWay': 'On its way',
  'shipment.onItsWayButDelayed': 'On its way but delayed',
  'shipment.delivered': 'Delivered',
  'subOrder.delivered': 'Delivered on {date}',
  'subOrder.cancelled': 'Cancelled on {date}',
  'subOrder.refunded': 'Refunded',
  'subOrder.current': '{status}',
} as const satisfies Record<DomainErrorCode | StatusText, string>;

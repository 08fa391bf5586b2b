/**
 * The customer's pages after the sale (`afterSale.*`): the profile, the
 * password, the purchase history, the refund promotion codes and the order
 * assignment. They load with those pages (the page registry's `afterSale`
 * messages), not with the first page. The empty lists' texts, the shipment
 * and sub-order states and the order-number rules are the domain's codes.
 */
export const enAfterSale = {
  'afterSale.loading': 'Loading…',
  'afterSale.save': 'Save',
  'afterSale.cancel': 'Cancel',

  // /userInfo
  'afterSale.profile.title': 'Edit profile',
  'afterSale.profile.firstName': 'First name',
  'afterSale.profile.lastName': 'Last name',
  'afterSale.profile.email': 'Email',
  'afterSale.profile.emailHint': 'The e-mail address of your account cannot be changed.',
  'afterSale.profile.countryCode': 'Country code',
  'afterSale.profile.mobileNumber': 'Mobile number',
  'afterSale.profile.birthday': 'Birthday',
  'afterSale.profile.birthdayHint': 'DD-MM-YYYY',
  'afterSale.profile.language': 'Language',
  'afterSale.profile.language.en': 'English',
  'afterSale.profile.language.th': 'ไทย (Thai)',
  'afterSale.profile.saved': 'Your information has been changed successfully.',
  'afterSale.profile.billing': 'Billing address',
  'afterSale.profile.shipping': 'Shipping address',
  'afterSale.profile.noChanges': 'Change something to save it.',

  // /change-password
  'afterSale.password.title': 'Change password',
  'afterSale.password.intro':
    'Enter your current password, then the new one twice. You stay signed in here; your other devices are signed out.',
  'afterSale.password.current': 'Current password',
  'afterSale.password.new': 'New password',
  'afterSale.password.confirm': 'Confirm new password',
  'afterSale.password.submit': 'Change password',
  'afterSale.password.doneTitle': 'Password changed',
  'afterSale.password.doneBody':
    'Your password has been changed. You are still signed in on this device; every other device has to sign in again.',

  // /transaction-history
  'afterSale.history.title': 'Purchase History',
  'afterSale.history.show': 'Show',
  'afterSale.history.last': 'Last {count} orders',
  'afterSale.history.all': 'All orders',
  'afterSale.history.sort': 'Sort by',
  'afterSale.history.sort.newest': 'Newest first',
  'afterSale.history.sort.oldest': 'Oldest first',
  'afterSale.history.order': 'Order No. {poNumber}',
  'afterSale.history.orderedOn': 'Ordered on {date}',
  'afterSale.history.total': 'Total',
  'afterSale.history.paidByCard': 'Paid by card',
  'afterSale.history.subOrder': 'Sub-order No. {number}',
  'afterSale.history.quantity': 'Quantity: {count}',
  'afterSale.history.status': 'Status',
  'afterSale.history.shipment': 'Shipment details',
  'afterSale.history.carrier': 'Carrier',
  'afterSale.history.tracking': 'Tracking number',
  'afterSale.history.expected': 'Expected delivery',
  'afterSale.history.orderConfirmation': 'Order confirmation',
  'afterSale.history.taxInvoice': 'Tax invoice',
  'afterSale.history.creditNote': 'Credit note',
  'afterSale.history.opensNewTab': '(opens in a new tab)',

  // /promo-codes
  'afterSale.promo.title': 'Refund Promo Codes',
  'afterSale.promo.intro':
    'Codes issued for your refunds. Choose one at checkout to pay with its value.',
  'afterSale.promo.sort': 'Sort by',
  'afterSale.promo.sort.startDate': 'Expiry date (nearest first)',
  'afterSale.promo.sort.value': 'Value (highest first)',
  'afterSale.promo.code': 'Code',
  'afterSale.promo.value': 'Value',
  'afterSale.promo.validity': 'Valid from {start} to {end}',

  // /assign-account
  'afterSale.assign.title': 'Assign Order No. to my account',
  'afterSale.assign.intro':
    'Ordered as a guest? Enter the order number with the shipping e-mail address and mobile number you gave, and the order joins your account.',
  'afterSale.assign.poNumber': 'Order No.',
  'afterSale.assign.email': 'Shipping e-mail address',
  'afterSale.assign.countryCode': 'Country code',
  'afterSale.assign.mobile': 'Shipping mobile number',
  'afterSale.assign.submit': 'Assign to my account',
  'afterSale.assign.doneTitle': 'Order assigned',
  'afterSale.assign.done': 'Order No. has been assigned to your account',
  'afterSale.assign.failedTitle': 'Order not assigned',
  'afterSale.assign.notFound': 'Order Number does not exist in your Account on the Site',
} as const;

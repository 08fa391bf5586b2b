/**
 * The text of the cart page's parts (libs/ui): the cart lines, their care
 * plan and engraving, and the summary. The rules' own messages ('Please choose
 * a item before do checkout', the limits, expiry) are the domain's codes in
 * `domain.ts`; the empty cart's are `empty.*` in `ui.ts`.
 */
export const enCart = {
  'cartPage.title': 'Item(s) Checkout',
  'cartPage.lines': 'Items in your cart',
  'cartPage.choose': 'Choose {name} for checkout',
  'cartPage.partNumber': 'Part No. {partNumber}',
  'cartPage.unitPrice': 'Unit price',
  'cartPage.lineTotal': 'Total',
  'cartPage.remove': 'Remove',
  'cartPage.removeItem': 'Remove {name} from the cart',
  'cartPage.unavailable': 'Unavailable',
  'cartPage.engraving': 'Engraving',
  'cartPage.engravedLine': 'Line {line}: {text}',
  'cartPage.carePlan': 'Care plan',
  'cartPage.carePlanEach': '{price} x {quantity}',
  'cartPage.removeCarePlan': 'Remove care plan',
  'cartPage.removeCarePlanOf': 'Remove the care plan of {name}',
  'cartPage.summary': 'Order summary',
  'cartPage.subtotal': 'Subtotal',
  'cartPage.shipping': 'Shipping',
  'cartPage.freeShipping': 'Free Shipping',
  'cartPage.total': 'Total',
  'cartPage.inclVat': 'Incl. VAT',
  'cartPage.checkedCount': '{count, plural, one {# item chosen} other {# items chosen}}',
  'cartPage.continueShopping': 'Continue Shopping',
  'cartPage.checkout': 'Checkout',
  'cartPage.prefillTitle': 'This cart link cannot be used',
  'cartPage.prefillBody': 'Your cart was left as it was. The link says:',
} as const;

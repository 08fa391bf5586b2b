/**
 * The checkout's model (spec sections 4, 5, 7 and 8; docs/checkout.md): its
 * events, effects and stores are in `units.ts`, the figures derived from them
 * (with the domain's rules) in `derived.ts`, and its rules one file per
 * concern, each `sample` with a line that says why:
 * - `start.ts`: the step of the path, the browser's start, reference data, the guards, Back;
 * - `addresses.ts`: the two address forms, Same as billing, the prefill, the postal-code lookup;
 * - `payment.ts`: the card brand, points or an instalment term, Continue;
 * - `promo.ts`: the promotion code, its confirmation step and its refusals;
 * - `pay-now.ts`: the payment condition, the order under its key, the provider, refusals;
 * - `server-quote.ts`: the server's quote shown in place of the preview until the order changes;
 * - `payment-process.ts`: the provider's return, the result, the cart after it, Done.
 * What persists (the inputs and the payment) is the `entities/checkout` model.
 */
export * from './units';
export * from './derived';
export { checkoutStarted } from './start';
export * from './promo';
export { refreshPricesFx } from './pay-now';
export { $cashShown, $refundCouponShown } from './server-quote';
import './addresses';
import './payment';
import './pay-now';
import './payment-process';
import './refund-coupon';

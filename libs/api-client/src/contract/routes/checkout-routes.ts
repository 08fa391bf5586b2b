import { Done } from '../account';
import {
  AddressBody,
  CheckPromoCodeBody,
  CustomerAddresses,
  OrderParams,
  OrderQuery,
  OrderResult,
  PaymentConditionBody,
  PaymentOutcome,
  PaymentQuote,
  PaymentReturnBody,
  PlaceOrderBody,
  PlacedOrder,
  PointsBalance,
  PostalCodeParams,
  PostalCodePlaces,
  PromoCheckResult,
} from '../checkout';
import { route } from './route';

/**
 * Checkout (spec sections 4, 5 and 7): promotion codes, the payment condition
 * (a signed quote), placing the order, the payment provider's return and the
 * order result; the profile's addresses and points that the steps use, and the
 * postal-code lookup of the address forms. `optional` auth: a customer's token,
 * or for a guest the `guest_uuid` in the body or query.
 */
export const checkoutRoutes = {
  checkPromoCode: route({
    method: 'POST',
    path: '/promoCode/checkPromoCode',
    body: CheckPromoCodeBody,
    response: PromoCheckResult,
    auth: 'optional',
  }),
  checkPaymentCondition: route({
    method: 'POST',
    path: '/shopping-cart/checkPaymentCondition',
    body: PaymentConditionBody,
    response: PaymentQuote,
    auth: 'optional',
  }),
  placeOrder: route({
    method: 'POST',
    path: '/transaction/payment',
    body: PlaceOrderBody,
    response: PlacedOrder,
    auth: 'optional',
  }),
  paymentReturn: route({
    method: 'POST',
    path: '/kscpaygate/paymentProcess',
    body: PaymentReturnBody,
    response: PaymentOutcome,
    auth: 'optional',
  }),
  order: route({
    method: 'GET',
    path: '/order/:poNumber',
    params: OrderParams,
    query: OrderQuery,
    response: OrderResult,
    auth: 'optional',
  }),
  pointsBalance: route({
    method: 'GET',
    path: '/customer/points',
    response: PointsBalance,
    auth: 'required',
  }),
  customerAddresses: route({
    method: 'GET',
    path: '/customer/addresses',
    response: CustomerAddresses,
    auth: 'required',
  }),
  putCustomerBilling: route({
    method: 'PUT',
    path: '/customer/customer-billing',
    body: AddressBody,
    response: Done,
    auth: 'required',
  }),
  putCustomerShipping: route({
    method: 'PUT',
    path: '/customer/customer-shipping',
    body: AddressBody,
    response: Done,
    auth: 'required',
  }),
  postalCode: route({
    method: 'GET',
    path: '/common/postal-code/:postalCode',
    params: PostalCodeParams,
    response: PostalCodePlaces,
  }),
} as const;

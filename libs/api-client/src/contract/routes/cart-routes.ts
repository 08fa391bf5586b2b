import { CartCheck, PutCartBody, ServerCart, ValidateItemQuery } from '../cart';
import { route } from './route';

/** The signed-in customer's cart on the server (spec section 3). */
export const cartRoutes = {
  cart: route({ method: 'GET', path: '/shopping-cart', response: ServerCart, auth: 'required' }),
  putCart: route({
    method: 'PUT',
    path: '/shopping-cart',
    body: PutCartBody,
    response: ServerCart,
    auth: 'required',
  }),
  checkShoppingCart: route({
    method: 'POST',
    path: '/shopping-cart/checkShoppingCart',
    response: CartCheck,
    auth: 'required',
  }),
  validateItem: route({
    method: 'GET',
    path: '/item/validate',
    query: ValidateItemQuery,
    response: CartCheck,
    auth: 'required',
  }),
} as const;

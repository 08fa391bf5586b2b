import { AuthenticateBody, Customer, Done, IdToken, RegisterBody } from '../account';
import { route } from './route';

/** Sign-up, sign-in, tokens and the signed-in customer (spec sections 3 and 4). */
export const accountRoutes = {
  register: route({ method: 'POST', path: '/register', body: RegisterBody, response: Customer }),
  authenticate: route({
    method: 'POST',
    path: '/authenticate',
    body: AuthenticateBody,
    response: IdToken,
  }),
  refreshToken: route({
    method: 'POST',
    path: '/token/refresh',
    response: IdToken,
    auth: 'required',
  }),
  customer: route({ method: 'GET', path: '/customer', response: Customer, auth: 'required' }),
  signOutEverywhere: route({
    method: 'POST',
    path: '/customer/sign-out-everywhere',
    response: Done,
    auth: 'required',
  }),
} as const;

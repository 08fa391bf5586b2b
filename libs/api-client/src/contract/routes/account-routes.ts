import {
  AuthenticateBody,
  Done,
  IdToken,
  RegisterBody,
  ResetPasswordFinishBody,
  ResetPasswordInitParams,
} from '../account';
import { CustomerProfile } from '../profile';
import { route } from './route';

/** Sign-up, sign-in, tokens and the signed-in customer (spec sections 3 and 4). */
export const accountRoutes = {
  /** Creates the account; the same answer whether or not the e-mail already has one (its owner gets a mail). */
  register: route({ method: 'POST', path: '/register', body: RegisterBody, response: Done }),
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
  /** The whole profile with the addresses kept in it (also the 30 s keep-alive). */
  customer: route({
    method: 'GET',
    path: '/customer',
    response: CustomerProfile,
    auth: 'required',
  }),
  signOutEverywhere: route({
    method: 'POST',
    path: '/customer/sign-out-everywhere',
    response: Done,
    auth: 'required',
  }),
  /** Sends a password-recovery link when the e-mail is a customer's; the same answer either way. */
  resetPasswordInit: route({
    method: 'GET',
    path: '/customer/reset-password/init/:email',
    params: ResetPasswordInitParams,
    response: Done,
  }),
  resetPasswordFinish: route({
    method: 'POST',
    path: '/customer/reset-password/finish',
    body: ResetPasswordFinishBody,
    response: Done,
  }),
} as const;

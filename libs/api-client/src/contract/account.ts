import * as t from 'io-ts';
import { Integer, TEXT_BOUNDS, boundedString, strictStruct } from './codecs';

const NameText = boundedString('Name', 0, TEXT_BOUNDS.name);
const EmailText = boundedString('Email', 0, TEXT_BOUNDS.email);
const PasswordText = boundedString('Password', 0, TEXT_BOUNDS.password);

/** The sign-up form as sent (spec section 3, "Registration"). */
export const RegisterBody = strictStruct(
  'RegisterBody',
  {
    firstName: NameText,
    lastName: NameText,
    email: EmailText,
    confirmEmail: EmailText,
    password: PasswordText,
    confirmPassword: PasswordText,
    mobileNumber: NameText,
    termsAcknowledged: t.boolean,
  },
  {},
);
export type RegisterBody = t.TypeOf<typeof RegisterBody>;

/** The sign-in form (spec section 4): `username` is the e-mail. */
export const AuthenticateBody = strictStruct(
  'AuthenticateBody',
  { username: EmailText, password: PasswordText },
  { rememberMe: t.boolean },
);
export type AuthenticateBody = t.TypeOf<typeof AuthenticateBody>;

/** A signed token to send as `Authorization: Bearer <id_token>`. */
export const IdToken = t.type({ id_token: t.string }, 'IdToken');
export type IdToken = t.TypeOf<typeof IdToken>;

/** The signed-in customer. */
export const Customer = t.type(
  {
    id: Integer,
    email: t.string,
    firstName: t.string,
    lastName: t.string,
    mobileNumber: t.string,
  },
  'Customer',
);
export type Customer = t.TypeOf<typeof Customer>;

/** An answer that only says the call succeeded. */
export const Done = t.type({ ok: t.literal(true) }, 'Done');
export type Done = t.TypeOf<typeof Done>;

/** `customer/reset-password/init/{email}`: the e-mail to send a recovery link to. */
export const ResetPasswordInitParams = t.type(
  { email: boundedString('email', 1, TEXT_BOUNDS.email) },
  'ResetPasswordInitParams',
);
export type ResetPasswordInitParams = t.TypeOf<typeof ResetPasswordInitParams>;

/** `customer/reset-password/finish`: the new password, twice, and the key from the e-mail's link. */
export const ResetPasswordFinishBody = strictStruct(
  'ResetPasswordFinishBody',
  { newPassword: PasswordText, confirmPassword: PasswordText, key: boundedString('key', 1, 200) },
  {},
);
export type ResetPasswordFinishBody = t.TypeOf<typeof ResetPasswordFinishBody>;

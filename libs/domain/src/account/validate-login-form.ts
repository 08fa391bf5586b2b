import { domainError, type FieldErrors } from '../shared/domain-error';
import type { FormValues } from './form-values';
import { fieldText } from './field-text';
import { validateEmail } from './validate-email';

/** The fields of the sign-in form: the username is the e-mail. */
export const LOGIN_FIELDS = ['username', 'password'] as const;
/** One of {@link LOGIN_FIELDS}. */
export type LoginField = (typeof LOGIN_FIELDS)[number];
/** The sign-in form as entered. */
export type LoginFormValues = FormValues<LoginField>;

/**
 * Checks the sign-in form: the username must be an e-mail; the password is only
 * required, since the strength rules apply when a password is chosen, and an
 * older password must still be able to sign in.
 */
export function validateLoginForm(values: LoginFormValues): FieldErrors<LoginField> {
  return {
    username: validateEmail(values.username),
    password: fieldText(values.password) === '' ? [domainError('field.required')] : [],
  };
}

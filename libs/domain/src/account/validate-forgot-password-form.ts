import type { FieldErrors } from '../shared/domain-error';
import type { FormValues } from './form-values';
import { validateEmail } from './validate-email';

/** The one field of the forgot-password form. */
export const FORGOT_PASSWORD_FIELDS = ['email'] as const;
/** One of {@link FORGOT_PASSWORD_FIELDS}. */
export type ForgotPasswordField = (typeof FORGOT_PASSWORD_FIELDS)[number];
/** The forgot-password form as entered. */
export type ForgotPasswordFormValues = FormValues<ForgotPasswordField>;

/**
 * Checks the forgot-password form with the shop's e-mail check; Continue stays
 * disabled while it fails. 'Invalid email address' is the server's answer when
 * it cannot serve the request (code 'forgotPassword.invalidEmail'), not a
 * format check.
 */
export function validateForgotPasswordForm(
  values: ForgotPasswordFormValues,
): FieldErrors<ForgotPasswordField> {
  return { email: validateEmail(values.email) };
}

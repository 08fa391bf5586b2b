import { domainError, type FieldErrors } from '../shared/domain-error';
import type { FormValues } from './form-values';
import { validateEmail } from './validate-email';
import { validateEmailConfirmation } from './validate-email-confirmation';
import { validateName } from './validate-name';
import { validatePassword } from './validate-password';
import { validatePasswordConfirmation } from './validate-password-confirmation';
import { validatePhone } from './validate-phone';

/** The text fields of the sign-up form (spec section 3, "Registration"). */
export const REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'confirmEmail',
  'password',
  'confirmPassword',
  'mobileNumber',
] as const;
/** A field of the sign-up form, including the terms checkbox. */
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number] | 'termsAcknowledged';
/** The sign-up form as entered; `termsAcknowledged` is the T&C checkbox. */
export type RegistrationFormValues = FormValues<(typeof REGISTRATION_FIELDS)[number]> & {
  readonly termsAcknowledged?: boolean | null;
};

/**
 * Checks the sign-up form, returning every field's errors. The terms must be
 * acknowledged before the e-mail is entered ('Please acknowledge T&Cs before
 * entering your email address.'): that error sits on `termsAcknowledged`, and
 * the form shows it at the e-mail input, which stays locked until the box is
 * ticked. Only a literal `true` counts as acknowledged.
 */
export function validateRegistrationForm(
  values: RegistrationFormValues,
): FieldErrors<RegistrationField> {
  return {
    firstName: validateName(values.firstName),
    lastName: validateName(values.lastName),
    email: validateEmail(values.email),
    confirmEmail: validateEmailConfirmation(values.email, values.confirmEmail),
    password: validatePassword(values.password),
    confirmPassword: validatePasswordConfirmation(values.password, values.confirmPassword),
    mobileNumber: validatePhone(values.mobileNumber),
    termsAcknowledged:
      values.termsAcknowledged === true ? [] : [domainError('registration.termsNotAcknowledged')],
  };
}

import { domainError, type FieldErrors } from '../shared/domain-error';
import type { FormValues } from './form-values';
import { fieldText } from './field-text';
import { validatePassword } from './validate-password';
import { validatePasswordConfirmation } from './validate-password-confirmation';

/** The fields of the change-password form, named as the call sends them. */
export const CHANGE_PASSWORD_FIELDS = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
] as const;
/** One of {@link CHANGE_PASSWORD_FIELDS}. */
export type ChangePasswordField = (typeof CHANGE_PASSWORD_FIELDS)[number];
/** The change-password form as entered. */
export type ChangePasswordFormValues = FormValues<ChangePasswordField>;

/**
 * Checks the change-password form: the current password is required (the
 * server checks it), the new one must meet the password rules and the
 * confirmation must match it ('Confirm password not match!').
 */
export function validateChangePasswordForm(
  values: ChangePasswordFormValues,
): FieldErrors<ChangePasswordField> {
  return {
    currentPassword:
      fieldText(values.currentPassword) === '' ? [domainError('field.required')] : [],
    newPassword: validatePassword(values.newPassword),
    confirmPassword: validatePasswordConfirmation(values.newPassword, values.confirmPassword),
  };
}

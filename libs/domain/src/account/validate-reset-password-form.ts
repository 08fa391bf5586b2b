import type { FieldErrors } from '../shared/domain-error';
import type { FormValues } from './form-values';
import { validatePassword } from './validate-password';
import { validatePasswordConfirmation } from './validate-password-confirmation';

/** The fields of the create-a-new-password form (the reset key comes from the link, not the form). */
export const RESET_PASSWORD_FIELDS = ['newPassword', 'confirmPassword'] as const;
/** One of {@link RESET_PASSWORD_FIELDS}. */
export type ResetPasswordField = (typeof RESET_PASSWORD_FIELDS)[number];
/** The reset-password form as entered. */
export type ResetPasswordFormValues = FormValues<ResetPasswordField>;

/** Checks the reset-password form: a new password meeting the rules, and a matching confirmation. */
export function validateResetPasswordForm(
  values: ResetPasswordFormValues,
): FieldErrors<ResetPasswordField> {
  return {
    newPassword: validatePassword(values.newPassword),
    confirmPassword: validatePasswordConfirmation(values.newPassword, values.confirmPassword),
  };
}

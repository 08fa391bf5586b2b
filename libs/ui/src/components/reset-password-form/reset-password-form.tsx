import { Button, Stack, chakra } from '@chakra-ui/react';
import {
  validateResetPasswordForm,
  type DomainError,
  type ResetPasswordField,
} from '@rewards/domain';
import { useIntl } from 'react-intl';
import { FormField, SubmitButton } from '../form-field/form-field';
import { ServerError } from '../form-field/server-error';
import { useValidatedForm } from '../form-field/use-validated-form';

export interface ResetPasswordValues {
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export interface ResetPasswordFormProps {
  /** Both fields pass the domain's rules: the app sends them with the link's key. */
  readonly onSubmit: (values: ResetPasswordValues) => void;
  readonly submitting?: boolean;
  /** The server's refusal (an expired or used link), as a domain code or its title. */
  readonly error?: DomainError | string;
  /** The password was changed: the form gives way to a notice and a sign-in button. */
  readonly done?: boolean;
  readonly onSignIn: () => void;
}

const INITIAL: ResetPasswordValues = { newPassword: '', confirmPassword: '' };

/**
 * Create a new password (spec section 2, `/reset-password`): the new password
 * and its confirmation under the domain's `validateResetPasswordForm`, Save
 * refused while invalid or sending; once changed, a notice and Sign In.
 */
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const intl = useIntl();
  const form = useValidatedForm<ResetPasswordValues, ResetPasswordField>(
    INITIAL,
    validateResetPasswordForm,
  );
  if (props.done === true) {
    return (
      <Stack gap="4" role="status" alignItems="start">
        <chakra.p>{intl.formatMessage({ id: 'auth.reset.done' })}</chakra.p>
        <Button colorPalette="accent" onClick={props.onSignIn}>
          {intl.formatMessage({ id: 'auth.signIn.submit' })}
        </Button>
      </Stack>
    );
  }
  return (
    <chakra.form noValidate onSubmit={form.submitWith(props.onSubmit, props.submitting)}>
      <Stack gap="4">
        <chakra.p color="fg.muted">{intl.formatMessage({ id: 'auth.reset.intro' })}</chakra.p>
        <ServerError error={props.error} />
        <FormField
          label={intl.formatMessage({ id: 'auth.reset.newPassword' })}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={form.values.newPassword}
          errors={form.errorsOf('newPassword')}
          onChange={(value) => form.change('newPassword', value)}
          onBlur={() => form.touch('newPassword')}
          hint={intl.formatMessage({ id: 'auth.signUp.passwordHint' })}
          autoFocus
        />
        <FormField
          label={intl.formatMessage({ id: 'auth.reset.confirmPassword' })}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={form.values.confirmPassword}
          errors={form.errorsOf('confirmPassword')}
          onChange={(value) => form.change('confirmPassword', value)}
          onBlur={() => form.touch('confirmPassword')}
        />
        <SubmitButton blocked={!form.valid} submitting={props.submitting}>
          {intl.formatMessage({ id: 'auth.reset.submit' })}
        </SubmitButton>
      </Stack>
    </chakra.form>
  );
}

import { Box, Button, Stack, chakra } from '@chakra-ui/react';
import { validateLoginForm, type DomainError, type LoginField } from '@rewards/domain';
import { useIntl } from 'react-intl';
import { ServerError } from '../form-field/server-error';
import { FormField, SubmitButton } from '../form-field/form-field';
import { useValidatedForm } from '../form-field/use-validated-form';

/** What the sign-in form hands over: the e-mail (`username`) and the password, as typed. */
export interface SignInValues {
  readonly username: string;
  readonly password: string;
}

export interface SignInFormProps {
  /** A valid form was submitted (button or Enter). */
  readonly onSubmit: (values: SignInValues) => void;
  /** The request is on its way: the button is disabled. */
  readonly submitting?: boolean;
  /**
   * The server's refusal: `{ code: 'login.wrongCredentials' }` ('Wrong Email or Password'), or
   * the server's own title in the user's language when it keeps it (E555).
   */
  readonly error?: DomainError | string;
  /** Opens the forgot-password view; no link without it. */
  readonly onForgotPassword?: () => void;
  /** Takes the focus when the dialog opens. */
  readonly autoFocus?: boolean;
}

const INITIAL = { username: '', password: '' };

/**
 * The sign-in form: e-mail and password, checked by the domain's
 * `validateLoginForm` on change and on blur, the messages under the fields,
 * Sign In refused while invalid or submitting, Enter in a field submits.
 */
export function SignInForm({
  onSubmit,
  submitting = false,
  error,
  onForgotPassword,
  autoFocus,
}: SignInFormProps) {
  const intl = useIntl();
  const form = useValidatedForm<SignInValues, LoginField>(INITIAL, validateLoginForm);
  return (
    <chakra.form noValidate onSubmit={form.submitWith(onSubmit, submitting)}>
      <Stack gap="4">
        <ServerError error={error} />
        <FormField
          label={intl.formatMessage({ id: 'auth.signIn.email' })}
          name="username"
          type="email"
          inputMode="email"
          autoComplete="username"
          value={form.values.username}
          errors={form.errorsOf('username')}
          onChange={(value) => form.change('username', value)}
          onBlur={() => form.touch('username')}
          autoFocus={autoFocus}
        />
        <FormField
          label={intl.formatMessage({ id: 'auth.signIn.password' })}
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          errors={form.errorsOf('password')}
          onChange={(value) => form.change('password', value)}
          onBlur={() => form.touch('password')}
        />
        {onForgotPassword === undefined ? null : (
          <Box>
            <Button
              variant="plain"
              px="0"
              height="auto"
              minH="8"
              color="accent.fg"
              textDecoration="underline"
              onClick={onForgotPassword}
            >
              {intl.formatMessage({ id: 'auth.signIn.forgotPassword' })}
            </Button>
          </Box>
        )}
        <SubmitButton blocked={!form.valid} submitting={submitting}>
          {intl.formatMessage({ id: 'auth.signIn.submit' })}
        </SubmitButton>
      </Stack>
    </chakra.form>
  );
}

import { Box, Button, Stack, chakra } from '@chakra-ui/react';
import {
  validateForgotPasswordForm,
  type DomainError,
  type ForgotPasswordField,
} from '@rewards/domain';
import { useIntl } from 'react-intl';
import { CheckIcon } from '../../icons/icons';
import { FormField, SubmitButton } from '../form-field/form-field';
import { ServerError } from '../form-field/server-error';
import { useValidatedForm } from '../form-field/use-validated-form';

export interface ForgotPasswordFormProps {
  /** A valid e-mail was submitted: the app asks the server to send the reset link. */
  readonly onSubmit: (email: string) => void;
  readonly submitting?: boolean;
  /** The server's refusal: `{ code: 'forgotPassword.invalidEmail' }` ('Invalid email address'), or its title. */
  readonly error?: DomainError | string;
  /** Set once the link was sent: the form gives way to the 'Password Recovery' view. */
  readonly sentTo?: string;
  /** OK on the 'Password Recovery' view (closes the dialog). */
  readonly onDone: () => void;
  /** Back to the sign-in form; no button without it. */
  readonly onBack?: () => void;
  /** The element of the view's title, for the dialog's heading outline. */
  readonly titleAs?: 'h2' | 'h3';
  /** The title's id, for the dialog's `aria-labelledby`. */
  readonly titleId?: string;
}

const INITIAL = { email: '' };

/**
 * Forgot password (spec section 4): the e-mail, checked by the domain's
 * `validateForgotPasswordForm`, Continue refused while invalid or submitting;
 * once sent, the 'Password Recovery' view whose OK closes.
 */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const intl = useIntl();
  const form = useValidatedForm<{ email: string }, ForgotPasswordField>(
    INITIAL,
    validateForgotPasswordForm,
  );
  const Title = chakra[props.titleAs ?? 'h2'];

  if (props.sentTo !== undefined) {
    return (
      <Stack gap="4" role="status">
        <Box display="flex" alignItems="center" gap="3">
          <Box
            as="span"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="10"
            borderRadius="full"
            bg="accent.subtle"
            color="accent.fg"
            flexShrink="0"
          >
            <CheckIcon boxSize="5" />
          </Box>
          <Title id={props.titleId} fontSize="xl" fontWeight="semibold">
            {intl.formatMessage({ id: 'auth.forgot.doneTitle' })}
          </Title>
        </Box>
        <chakra.p>
          {intl.formatMessage({ id: 'auth.forgot.doneBody' }, { email: props.sentTo })}
        </chakra.p>
        <Button
          colorPalette="accent"
          data-autofocus
          width={{ base: 'full', md: 'auto' }}
          alignSelf="flex-end"
          minW="24"
          onClick={props.onDone}
        >
          {intl.formatMessage({ id: 'modal.ok' })}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <Title id={props.titleId} fontSize="xl" fontWeight="semibold">
        {intl.formatMessage({ id: 'auth.forgot.title' })}
      </Title>
      <chakra.p color="fg.muted">{intl.formatMessage({ id: 'auth.forgot.intro' })}</chakra.p>
      <chakra.form
        noValidate
        onSubmit={form.submitWith((values) => props.onSubmit(values.email), props.submitting)}
      >
        <Stack gap="4">
          <ServerError error={props.error} />
          <FormField
            label={intl.formatMessage({ id: 'auth.forgot.email' })}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={form.values.email}
            errors={form.errorsOf('email')}
            onChange={(value) => form.change('email', value)}
            onBlur={() => form.touch('email')}
            autoFocus
          />
          <SubmitButton blocked={!form.valid} submitting={props.submitting}>
            {intl.formatMessage({ id: 'auth.forgot.submit' })}
          </SubmitButton>
          {props.onBack === undefined ? null : (
            <Button variant="ghost" onClick={props.onBack}>
              {intl.formatMessage({ id: 'auth.forgot.back' })}
            </Button>
          )}
        </Stack>
      </chakra.form>
    </Stack>
  );
}

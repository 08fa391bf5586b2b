import { Checkbox, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import {
  validateRegistrationForm,
  type DomainError,
  type RegistrationField,
} from '@rewards/domain';
import { useIntl } from 'react-intl';
import { useUiLink } from '../../link/ui-link';
import { FormField, SubmitButton } from '../form-field/form-field';
import { ServerError } from '../form-field/server-error';
import { useValidatedForm } from '../form-field/use-validated-form';

/** What the sign-up form hands over (spec section 3, "Registration"), as typed. */
export interface SignUpValues {
  readonly termsAcknowledged: boolean;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly confirmEmail: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly mobileNumber: string;
}

export interface SignUpFormProps {
  /** A valid form was submitted (button or Enter). */
  readonly onSubmit: (values: SignUpValues) => void;
  readonly submitting?: boolean;
  /** The server's refusal: a domain code, or the server's title in the user's language. */
  readonly error?: DomainError | string;
  /** The terms and conditions page, opened in a new tab from the checkbox's text. */
  readonly termsHref: string;
  readonly autoFocus?: boolean;
}

const INITIAL: SignUpValues = {
  termsAcknowledged: false,
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
  mobileNumber: '',
};

type TextField = Exclude<keyof SignUpValues, 'termsAcknowledged'>;

const FIELDS: readonly {
  readonly field: TextField;
  readonly type: 'text' | 'email' | 'password' | 'tel';
  readonly autoComplete: string;
  readonly hint?: 'auth.signUp.passwordHint' | 'auth.signUp.mobileHint';
}[] = [
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'confirmEmail', type: 'email', autoComplete: 'email' },
  {
    field: 'password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'auth.signUp.passwordHint',
  },
  { field: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
  {
    field: 'mobileNumber',
    type: 'tel',
    autoComplete: 'tel-national',
    hint: 'auth.signUp.mobileHint',
  },
];

/**
 * The sign-up form, checked by the domain's `validateRegistrationForm` on
 * change and on blur. The terms come first: until they are acknowledged the
 * e-mail boxes stay read-only, and reaching them shows 'Please acknowledge
 * T&Cs before entering your email address.' under the e-mail. Sign Up is
 * refused while anything is invalid or the request is on its way.
 */
export function SignUpForm({
  onSubmit,
  submitting = false,
  error,
  termsHref,
  autoFocus,
}: SignUpFormProps) {
  const intl = useIntl();
  const Anchor = useUiLink();
  const form = useValidatedForm<SignUpValues, RegistrationField>(INITIAL, validateRegistrationForm);
  const termsErrors = form.errorsOf('termsAcknowledged');
  const locked = !form.values.termsAcknowledged;

  const textField = (entry: (typeof FIELDS)[number]) => {
    const isEmail = entry.field === 'email' || entry.field === 'confirmEmail';
    return (
      <FormField
        key={entry.field}
        label={intl.formatMessage({ id: `auth.signUp.${entry.field}` })}
        name={entry.field}
        type={entry.type}
        inputMode={entry.type === 'tel' ? 'tel' : entry.type === 'email' ? 'email' : undefined}
        autoComplete={entry.autoComplete}
        value={form.values[entry.field]}
        hint={entry.hint === undefined ? undefined : intl.formatMessage({ id: entry.hint })}
        errors={
          entry.field === 'email'
            ? [...termsErrors, ...form.errorsOf('email')]
            : form.errorsOf(entry.field)
        }
        readOnly={isEmail && locked}
        onFocus={isEmail && locked ? () => form.touch('termsAcknowledged') : undefined}
        onChange={(value) => {
          if (isEmail && locked) return;
          form.change(entry.field, value);
        }}
        onBlur={() => form.touch(entry.field)}
      />
    );
  };

  return (
    <chakra.form noValidate onSubmit={form.submitWith(onSubmit, submitting)}>
      <Stack gap="4">
        <ServerError error={error} />
        <Checkbox.Root
          checked={form.values.termsAcknowledged}
          onCheckedChange={(details) => form.change('termsAcknowledged', details.checked === true)}
          colorPalette="accent"
          alignItems="flex-start"
          invalid={termsErrors.length > 0}
        >
          <Checkbox.HiddenInput
            name="termsAcknowledged"
            data-autofocus={autoFocus === true ? '' : undefined}
          />
          <Checkbox.Control mt="1" />
          <Checkbox.Label fontWeight="normal">
            {intl.formatMessage(
              { id: 'auth.signUp.terms' },
              {
                terms: (
                  <chakra.span
                    asChild
                    color="accent.fg"
                    textDecoration="underline"
                    focusVisibleRing="outside"
                    focusRingColor="accent.focusRing"
                  >
                    <Anchor href={termsHref} target="_blank" rel="noopener">
                      {intl.formatMessage({ id: 'auth.signUp.termsLink' })}
                    </Anchor>
                  </chakra.span>
                ),
              },
            )}
          </Checkbox.Label>
        </Checkbox.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {(['firstName', 'lastName'] as const).map((field) => (
            <FormField
              key={field}
              label={intl.formatMessage({ id: `auth.signUp.${field}` })}
              name={field}
              autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
              value={form.values[field]}
              errors={form.errorsOf(field)}
              onChange={(value) => form.change(field, value)}
              onBlur={() => form.touch(field)}
            />
          ))}
        </SimpleGrid>
        {FIELDS.map(textField)}
        <SubmitButton blocked={!form.valid} submitting={submitting}>
          {intl.formatMessage({ id: 'auth.signUp.submit' })}
        </SubmitButton>
      </Stack>
    </chakra.form>
  );
}

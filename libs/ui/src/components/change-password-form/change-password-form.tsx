import { Stack, chakra } from '@chakra-ui/react';
import {
  validateChangePasswordForm,
  type ChangePasswordField,
  type DomainError,
} from '@rewards/domain';
import { useIntl } from 'react-intl';
import { FormField, SubmitButton } from '../form-field/form-field';
import { ServerError } from '../form-field/server-error';
import { useValidatedForm } from '../form-field/use-validated-form';
import { InfoModal } from '../info-modal/info-modal';

export interface ChangePasswordValues {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export interface ChangePasswordFormProps {
  /** The three fields pass the domain's rules: the app sends them. */
  readonly onSubmit: (values: ChangePasswordValues) => void;
  readonly submitting?: boolean;
  /** The server's refusal (a wrong current password), as its title or a domain code. */
  readonly error?: DomainError | string;
  /** The password was changed: the success dialog shows. */
  readonly done?: boolean;
  /** The success dialog was closed. */
  readonly onDoneClose: () => void;
}

const INITIAL: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * `/change-password` (spec sections 2, 5 and 8): the current password, the new
 * one and its confirmation under the domain's `validateChangePasswordForm`;
 * Change password refused while invalid or sending; the server's refusal above
 * the form, and a success dialog once changed.
 */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  // Once changed, the form starts empty again: the old current password is no longer it.
  return <Form key={props.done === true ? 'changed' : 'editing'} {...props} />;
}

function Form(props: ChangePasswordFormProps) {
  const intl = useIntl();
  const form = useValidatedForm<ChangePasswordValues, ChangePasswordField>(
    INITIAL,
    validateChangePasswordForm,
  );
  const field = (
    name: ChangePasswordField,
    label: 'afterSale.password.current' | 'afterSale.password.new' | 'afterSale.password.confirm',
  ) => (
    <FormField
      label={intl.formatMessage({ id: label })}
      name={name}
      type="password"
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      value={form.values[name]}
      errors={form.errorsOf(name)}
      onChange={(value) => form.change(name, value)}
      onBlur={() => form.touch(name)}
      {...(name === 'newPassword'
        ? { hint: intl.formatMessage({ id: 'auth.signUp.passwordHint' }) }
        : {})}
    />
  );
  return (
    <>
      <chakra.form noValidate onSubmit={form.submitWith(props.onSubmit, props.submitting)}>
        <Stack gap="4">
          <chakra.p color="fg.muted">
            {intl.formatMessage({ id: 'afterSale.password.intro' })}
          </chakra.p>
          <ServerError error={props.error} />
          {field('currentPassword', 'afterSale.password.current')}
          {field('newPassword', 'afterSale.password.new')}
          {field('confirmPassword', 'afterSale.password.confirm')}
          <SubmitButton blocked={!form.valid} submitting={props.submitting}>
            {intl.formatMessage({ id: 'afterSale.password.submit' })}
          </SubmitButton>
        </Stack>
      </chakra.form>
      <InfoModal
        open={props.done === true}
        onClose={props.onDoneClose}
        title={intl.formatMessage({ id: 'afterSale.password.doneTitle' })}
      >
        <chakra.p>{intl.formatMessage({ id: 'afterSale.password.doneBody' })}</chakra.p>
      </InfoModal>
    </>
  );
}

import { Box, Button, Field, Flex, Grid, Input, Stack, chakra } from '@chakra-ui/react';
import {
  countryCodeOrDefault,
  isFormChanged,
  localizedName,
  validateProfileForm,
  type CalendarDate,
  type Language,
  type ProfileField,
} from '@rewards/domain';
import { useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import { SelectField } from '../address-form/select-field';
import type { CountryCodeOption } from '../address-form/address-types';
import { FormField, SubmitButton } from '../form-field/form-field';
import { ServerError } from '../form-field/server-error';
import { useValidatedForm } from '../form-field/use-validated-form';

/** The profile as the form edits it (spec section 3, "Customer"); the birthday DD-MM-YYYY. */
export interface ProfileValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly countryCode: string;
  readonly mobileNumber: string;
  readonly birthday: string;
  readonly languageId: Language;
}

export interface ProfileFormProps {
  /** Read-only: the account's e-mail. */
  readonly email: string;
  /** The profile as saved: Cancel comes back to it, and Save needs a change from it. */
  readonly initial: ProfileValues;
  readonly countryCodes: readonly CountryCodeOption[];
  /** Today in Bangkok, for the birthday's years (1900 to this one). */
  readonly today: CalendarDate;
  readonly onSubmit: (values: ProfileValues) => void;
  readonly submitting?: boolean;
  /** The server's refusal, in its words. */
  readonly error?: string;
  /** The last save went through: 'Your information has been changed successfully.' */
  readonly saved?: boolean;
}

type Fields = ProfileField | 'languageId';

function Form(props: ProfileFormProps & { readonly onCancel: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const emailHintId = useId();
  const { today } = props;
  const validate = useCallback(
    (values: ProfileValues) => validateProfileForm(values, today),
    [today],
  );
  const form = useValidatedForm<ProfileValues, Fields>(props.initial, validate);
  const changed = isFormChanged(props.initial, form.values);
  const text = (field: 'firstName' | 'lastName' | 'mobileNumber' | 'birthday') => {
    const spec = {
      firstName: { label: 'afterSale.profile.firstName', autoComplete: 'given-name' },
      lastName: { label: 'afterSale.profile.lastName', autoComplete: 'family-name' },
      mobileNumber: { label: 'afterSale.profile.mobileNumber', autoComplete: 'tel-national' },
      birthday: { label: 'afterSale.profile.birthday', autoComplete: 'bday' },
    } as const;
    return (
      <FormField
        label={intl.formatMessage({ id: spec[field].label })}
        name={field}
        value={form.values[field]}
        autoComplete={spec[field].autoComplete}
        errors={form.errorsOf(field)}
        onChange={(value) => form.change(field, value)}
        onBlur={() => form.touch(field)}
        {...(field === 'mobileNumber'
          ? { type: 'tel' as const, inputMode: 'tel' as const, maxLength: 10 }
          : {})}
        {...(field === 'birthday'
          ? {
              inputMode: 'numeric' as const,
              maxLength: 10,
              required: false,
              hint: intl.formatMessage({ id: 'afterSale.profile.birthdayHint' }),
            }
          : {})}
      />
    );
  };
  return (
    <chakra.form
      noValidate
      onSubmit={form.submitWith(props.onSubmit, props.submitting === true || !changed)}
    >
      <Stack gap="4">
        <ServerError error={props.error} />
        {props.saved === true && !changed ? (
          <chakra.p
            role="status"
            px="4"
            py="3"
            borderRadius="l2"
            bg="bg.success"
            color="fg"
            borderStartWidth="4px"
            borderColor="border.success"
            fontWeight="medium"
          >
            {intl.formatMessage({ id: 'afterSale.profile.saved' })}
          </chakra.p>
        ) : null}
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          {text('firstName')}
          {text('lastName')}
        </Grid>
        <Field.Root readOnly>
          <Field.Label fontWeight="medium">
            {intl.formatMessage({ id: 'afterSale.profile.email' })}
          </Field.Label>
          {/* Read-only, and looks it: filled, without the outline of the fields one types in. */}
          <Input
            name="email"
            type="email"
            value={props.email}
            readOnly
            variant="subtle"
            cursor="default"
            aria-describedby={emailHintId}
          />
          <chakra.p id={emailHintId} fontSize="sm" color="fg.muted">
            {intl.formatMessage({ id: 'afterSale.profile.emailHint' })}
          </chakra.p>
        </Field.Root>
        <Grid templateColumns={{ base: '1fr', sm: '12rem 1fr' }} gap="4">
          <SelectField
            label={intl.formatMessage({ id: 'afterSale.profile.countryCode' })}
            name="countryCode"
            autoComplete="tel-country-code"
            value={countryCodeOrDefault(form.values.countryCode)}
            options={(props.countryCodes.length === 0
              ? [{ code: countryCodeOrDefault(form.values.countryCode), name: '', thaiName: '' }]
              : props.countryCodes
            ).map((entry) => ({
              value: entry.code,
              label: `${entry.code} ${localizedName(entry, locale)}`.trim(),
            }))}
            errors={form.errorsOf('countryCode')}
            onChange={(value) => form.change('countryCode', value)}
            onBlur={() => form.touch('countryCode')}
          />
          {text('mobileNumber')}
        </Grid>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          {text('birthday')}
          <SelectField
            label={intl.formatMessage({ id: 'afterSale.profile.language' })}
            name="languageId"
            value={form.values.languageId}
            options={(['en', 'th'] as const).map((lang) => ({
              value: lang,
              label: intl.formatMessage({ id: `afterSale.profile.language.${lang}` }),
            }))}
            errors={[]}
            onChange={(value) => form.change('languageId', value === 'th' ? 'th' : 'en')}
            onBlur={() => form.touch('languageId')}
          />
        </Grid>
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Box flex={{ sm: '0 0 auto' }}>
            <SubmitButton
              blocked={!form.valid || !changed}
              submitting={props.submitting}
              width="auto"
              {...(changed
                ? {}
                : { reason: intl.formatMessage({ id: 'afterSale.profile.noChanges' }) })}
            >
              {intl.formatMessage({ id: 'afterSale.save' })}
            </SubmitButton>
          </Box>
          <Button variant="outline" disabled={!changed} onClick={props.onCancel}>
            {intl.formatMessage({ id: 'afterSale.cancel' })}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

/**
 * The profile of `/userInfo` (spec sections 3, 4 and 5): names, the e-mail
 * read-only, the mobile number with its calling code (+66 by default), the
 * birthday DD-MM-YYYY and the language, under the domain's
 * `validateProfileForm`. Save only once something changed (`isFormChanged`);
 * Cancel comes back to the saved profile.
 */
export function ProfileForm(props: ProfileFormProps) {
  // Cancel, or a newly saved profile, starts the form again from `initial`.
  const [generation, setGeneration] = useState(0);
  const key = `${generation}:${JSON.stringify(props.initial)}`;
  return <Form key={key} {...props} onCancel={() => setGeneration((was) => was + 1)} />;
}

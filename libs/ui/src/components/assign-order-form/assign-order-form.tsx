import { Box, Grid, Stack, chakra } from '@chakra-ui/react';
import {
  countryCodeOrDefault,
  localizedName,
  validateAssignOrderNumber,
  validateCountryCode,
  validateEmail,
  validatePhone,
  type DomainError,
  type FieldErrors,
} from '@rewards/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import { SelectField } from '../address-form/select-field';
import type { CountryCodeOption } from '../address-form/address-types';
import { FormField, SubmitButton } from '../form-field/form-field';
import { useValidatedForm } from '../form-field/use-validated-form';
import { InfoModal } from '../info-modal/info-modal';

/** The assign-order form, named as the call sends it (spec section 3, "Assign-order form"). */
export interface AssignOrderValues {
  readonly poNumber: string;
  readonly shippingEmailAddress: string;
  readonly countryCode: string;
  readonly shippingMobileNumber: string;
}

type AssignField = keyof AssignOrderValues;

/**
 * The dialog after an answer (spec section 8): the order was assigned, no
 * such order (an empty answer), or the server's own title of another refusal.
 */
export type AssignOrderDialog =
  | { readonly kind: 'assigned' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'refused'; readonly title: string };

export interface AssignOrderFormProps {
  /** START_PO: the first letters of every order number. */
  readonly startPo: string;
  readonly countryCodes: readonly CountryCodeOption[];
  readonly onSubmit: (values: AssignOrderValues) => void;
  readonly submitting?: boolean;
  readonly dialog: AssignOrderDialog | null;
  readonly onDialogClose: () => void;
}

const INITIAL: AssignOrderValues = {
  poNumber: '',
  shippingEmailAddress: '',
  countryCode: '+66',
  shippingMobileNumber: '',
};

/**
 * `/assign-account` (spec sections 2, 3, 5 and 8): a guest order joins the
 * account when its number (START_PO and the partner code, then 8 digits) and
 * the shipping e-mail and mobile number are given; each answer in a dialog.
 */
export function AssignOrderForm(props: AssignOrderFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { startPo } = props;
  const validate = useCallback(
    (values: AssignOrderValues): FieldErrors<AssignField> => {
      const po = validateAssignOrderNumber(values.poNumber, startPo);
      return {
        poNumber: po.ok ? [] : (po.errors as readonly DomainError[]),
        shippingEmailAddress: validateEmail(values.shippingEmailAddress),
        countryCode: validateCountryCode(values.countryCode),
        shippingMobileNumber: validatePhone(values.shippingMobileNumber),
      };
    },
    [startPo],
  );
  const form = useValidatedForm<AssignOrderValues, AssignField>(INITIAL, validate);
  const dialog = props.dialog;
  return (
    <>
      <chakra.form noValidate onSubmit={form.submitWith(props.onSubmit, props.submitting)}>
        <Stack gap="4">
          <chakra.p color="fg.muted">
            {intl.formatMessage({ id: 'afterSale.assign.intro' })}
          </chakra.p>
          <FormField
            label={intl.formatMessage({ id: 'afterSale.assign.poNumber' })}
            name="poNumber"
            value={form.values.poNumber}
            errors={form.errorsOf('poNumber')}
            maxLength={40}
            autoComplete="off"
            onChange={(value) => form.change('poNumber', value)}
            onBlur={() => form.touch('poNumber')}
          />
          <FormField
            label={intl.formatMessage({ id: 'afterSale.assign.email' })}
            name="shippingEmailAddress"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={form.values.shippingEmailAddress}
            errors={form.errorsOf('shippingEmailAddress')}
            onChange={(value) => form.change('shippingEmailAddress', value)}
            onBlur={() => form.touch('shippingEmailAddress')}
          />
          <Grid templateColumns={{ base: '1fr', sm: '12rem 1fr' }} gap="4">
            <SelectField
              label={intl.formatMessage({ id: 'afterSale.assign.countryCode' })}
              name="countryCode"
              autoComplete="tel-country-code"
              value={countryCodeOrDefault(form.values.countryCode)}
              options={(props.countryCodes.length === 0
                ? [{ code: '+66', name: 'Thailand', thaiName: 'ไทย' }]
                : props.countryCodes
              ).map((entry) => ({
                value: entry.code,
                label: `${entry.code} ${localizedName(entry, locale)}`,
              }))}
              errors={form.errorsOf('countryCode')}
              onChange={(value) => form.change('countryCode', value)}
              onBlur={() => form.touch('countryCode')}
            />
            <FormField
              label={intl.formatMessage({ id: 'afterSale.assign.mobile' })}
              name="shippingMobileNumber"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={10}
              value={form.values.shippingMobileNumber}
              errors={form.errorsOf('shippingMobileNumber')}
              onChange={(value) => form.change('shippingMobileNumber', value)}
              onBlur={() => form.touch('shippingMobileNumber')}
            />
          </Grid>
          <Box>
            <SubmitButton blocked={!form.valid} submitting={props.submitting} width="auto">
              {intl.formatMessage({ id: 'afterSale.assign.submit' })}
            </SubmitButton>
          </Box>
        </Stack>
      </chakra.form>
      <InfoModal
        open={dialog !== null}
        onClose={props.onDialogClose}
        title={intl.formatMessage({
          id:
            dialog?.kind === 'assigned'
              ? 'afterSale.assign.doneTitle'
              : 'afterSale.assign.failedTitle',
        })}
      >
        <chakra.p>
          {dialog === null
            ? null
            : dialog.kind === 'refused'
              ? dialog.title
              : intl.formatMessage({
                  id:
                    dialog.kind === 'assigned'
                      ? 'afterSale.assign.done'
                      : 'afterSale.assign.notFound',
                })}
        </chakra.p>
      </InfoModal>
    </>
  );
}

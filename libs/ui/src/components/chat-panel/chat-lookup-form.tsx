import { Box, Stack, chakra } from '@chakra-ui/react';
import {
  validateChatOrderNumber,
  validateCountryCode,
  validateEmail,
  validatePhone,
  type DomainError,
  type FieldErrors,
} from '@rewards/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FormField, SubmitButton } from '../form-field/form-field';
import { useValidatedForm } from '../form-field/use-validated-form';

/** The four lookups of the chat, chosen by the question id's prefix. */
export type ChatLookupKind = 'orderConfirmation' | 'shipmentStatus' | 'creditNote' | 'taxInvoice';

/** What a lookup asks: the order's number and its shipping address's e-mail and mobile number. */
export interface ChatLookupValues {
  readonly orderNumber: string;
  readonly email: string;
  readonly countryCode: string;
  readonly phoneNumber: string;
}

type LookupField = keyof ChatLookupValues;

/** One sub-order's shipment as the chat shows it. */
export interface ChatShipmentView {
  readonly orderNumber: string;
  readonly itemName: string;
  readonly status: string;
  readonly carrier?: string;
  readonly carrierUrl?: string;
  readonly trackingNumber?: string;
  readonly deliveryDate?: string;
  readonly expectedDeliveryDate?: string;
}

/**
 * A lookup's outcome: a document's link, the shipments, the server's refusal
 * ('PO No. is incorrect' by default) or a failure ('Error occurred, please
 * try again later').
 */
export type ChatLookupResultView =
  | { readonly kind: 'document'; readonly message: string; readonly url: string }
  | { readonly kind: 'shipments'; readonly shipments: readonly ChatShipmentView[] }
  | { readonly kind: 'refused'; readonly title: string }
  | { readonly kind: 'failed' };

export interface ChatLookupFormProps {
  readonly lookup: ChatLookupKind;
  /** `ShopConfig.startPo`, the order numbers' prefix. */
  readonly startPo: string;
  readonly onSubmit: (values: ChatLookupValues) => void;
  readonly pending: boolean;
  readonly result?: ChatLookupResultView;
}

const EMPTY: ChatLookupValues = { orderNumber: '', email: '', countryCode: '+66', phoneNumber: '' };

/** The outcome, scrolled into view when it arrives (on a phone it lies under the form). */
function ShownResult({ result }: { readonly result: ChatLookupResultView }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [result]);
  return (
    <Box ref={box}>
      <Result result={result} />
    </Box>
  );
}

function Result({ result }: { readonly result: ChatLookupResultView }) {
  const intl = useIntl();
  if (result.kind === 'refused' || result.kind === 'failed') {
    return (
      <Box role="alert" color="fg.error" fontSize="sm">
        {result.kind === 'failed'
          ? intl.formatMessage({ id: 'help.chat.failed' })
          : result.title || intl.formatMessage({ id: 'help.chat.poIncorrect' })}
      </Box>
    );
  }
  if (result.kind === 'document') {
    return (
      <Stack role="status" gap="2" fontSize="sm">
        <chakra.p>{result.message}</chakra.p>
        <chakra.a
          href={result.url}
          target="_blank"
          rel="noopener noreferrer"
          color="accent.fg"
          fontWeight="semibold"
          textDecoration="underline"
        >
          {intl.formatMessage({ id: 'help.chat.download' })}
        </chakra.a>
      </Stack>
    );
  }
  const row = (
    label:
      | 'help.chat.carrier'
      | 'help.chat.tracking'
      | 'help.chat.deliveryDate'
      | 'help.chat.expectedDate',
    value: string | undefined,
  ) =>
    value === undefined || value === '' ? null : (
      <>
        <chakra.dt color="fg.muted">{intl.formatMessage({ id: label })}</chakra.dt>
        <chakra.dd>{value}</chakra.dd>
      </>
    );
  return (
    <Box role="status">
      <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="3">
        {result.shipments.map((shipment) => (
          <chakra.li
            key={shipment.orderNumber}
            borderWidth="1px"
            borderColor="border"
            borderRadius="l2"
            p="3"
            fontSize="sm"
          >
            <chakra.p fontWeight="semibold">{shipment.itemName}</chakra.p>
            <chakra.p color="fg.muted">{shipment.orderNumber}</chakra.p>
            <chakra.dl
              display="grid"
              gridTemplateColumns="auto 1fr"
              columnGap="3"
              rowGap="1"
              mt="2"
            >
              <chakra.dt color="fg.muted">
                {intl.formatMessage({ id: 'help.chat.status' })}
              </chakra.dt>
              <chakra.dd>{shipment.status}</chakra.dd>
              {row('help.chat.carrier', shipment.carrier)}
              {row('help.chat.tracking', shipment.trackingNumber)}
              {row('help.chat.deliveryDate', shipment.deliveryDate)}
              {row('help.chat.expectedDate', shipment.expectedDeliveryDate)}
            </chakra.dl>
            {shipment.carrierUrl === undefined || shipment.carrierUrl === '' ? null : (
              <chakra.a
                href={shipment.carrierUrl}
                target="_blank"
                rel="noopener noreferrer"
                color="accent.fg"
                textDecoration="underline"
                display="inline-block"
                mt="2"
              >
                {intl.formatMessage({ id: 'help.chat.track' })}
              </chakra.a>
            )}
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}

/**
 * A chat lookup (spec sections 4 and 5): the order number under the domain's
 * `validateChatOrderNumber`, the shipping e-mail (`validateEmail`) and the
 * mobile number with its country code (`validateCountryCode`,
 * `validatePhone`); Continue refuses until every field is valid and while the
 * lookup is on its way; the outcome shows under the form.
 */
export function ChatLookupForm(props: ChatLookupFormProps) {
  const intl = useIntl();
  const { startPo } = props;
  const validate = useCallback(
    (values: ChatLookupValues): FieldErrors<LookupField> => {
      const errors: Partial<Record<LookupField, readonly DomainError[]>> = {};
      const order = validateChatOrderNumber(values.orderNumber, startPo);
      if (!order.ok) errors.orderNumber = order.errors;
      const email = validateEmail(values.email);
      if (email.length > 0) errors.email = email;
      const code = validateCountryCode(values.countryCode);
      if (code.length > 0) errors.countryCode = code;
      const phone = validatePhone(values.phoneNumber);
      if (phone.length > 0) errors.phoneNumber = phone;
      return errors;
    },
    [startPo],
  );
  const form = useValidatedForm<ChatLookupValues, LookupField>(EMPTY, validate);
  const field = (
    name: LookupField,
    label:
      'help.chat.orderNumber' | 'help.chat.email' | 'help.chat.countryCode' | 'help.chat.phone',
    extra: Partial<Parameters<typeof FormField>[0]> = {},
  ) => (
    <FormField
      label={intl.formatMessage({ id: label })}
      name={name}
      value={form.values[name]}
      errors={form.errorsOf(name)}
      onChange={(value) => form.change(name, value)}
      onBlur={() => form.touch(name)}
      {...extra}
    />
  );
  return (
    <Stack gap="3">
      <chakra.form noValidate onSubmit={form.submitWith(props.onSubmit, props.pending)}>
        <Stack gap="3">
          {field('orderNumber', 'help.chat.orderNumber', { maxLength: 40, autoComplete: 'off' })}
          {field('email', 'help.chat.email', {
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
          })}
          <Box display="grid" gridTemplateColumns="6.5rem 1fr" gap="2" alignItems="start">
            {field('countryCode', 'help.chat.countryCode', {
              type: 'tel',
              inputMode: 'tel',
              autoComplete: 'tel-country-code',
              maxLength: 5,
            })}
            {field('phoneNumber', 'help.chat.phone', {
              type: 'tel',
              inputMode: 'numeric',
              autoComplete: 'tel-national',
              maxLength: 10,
            })}
          </Box>
          <SubmitButton
            blocked={!form.valid}
            submitting={props.pending}
            size="md"
            submittingText={intl.formatMessage({ id: 'help.loading' })}
          >
            {intl.formatMessage({ id: 'help.chat.continue' })}
          </SubmitButton>
        </Stack>
      </chakra.form>
      {props.result === undefined ? null : <ShownResult result={props.result} />}
    </Stack>
  );
}

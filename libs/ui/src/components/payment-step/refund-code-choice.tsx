import { Stack, chakra } from '@chakra-ui/react';
import type { DecimalInput, DomainError } from '@rewards/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useErrorMessage } from '../../i18n/use-error-message';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { ChoiceCard } from './choice-card';

/** A refund promo code the customer may spend, as the choice shows it. */
export interface RefundCodeOption {
  readonly code: string;
  readonly value: DecimalInput;
  /** ISO date-time, as the server sends it. */
  readonly expiredDate: string;
}

export interface RefundCodeChoiceProps {
  /** The customer's unused, unexpired codes. */
  readonly codes: readonly RefundCodeOption[];
  /** The code chosen, or `null` for "Don't use". */
  readonly chosen: string | null;
  readonly onChoose: (code: string | null) => void;
  /** Why the server refused the code last sent. */
  readonly error?: DomainError | string | undefined;
  readonly disabled?: boolean;
}

/** Dates in the shop's time zone, the same for every reader. */
const DATE = { dateStyle: 'medium', timeZone: 'Asia/Bangkok' } as const;

/**
 * A signed-in customer's refund promo codes on the payment step (spec sections 3
 * and 7, `refundCoupon`): "Don't use", then each code with its value and expiry.
 * Choosing one only raises the event; the app sends it with the order, and the
 * server decides what it pays. The server's refusal of a code shows below.
 */
export function RefundCodeChoice(props: RefundCodeChoiceProps) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const message = useErrorMessage();
  const name = useId();
  const errorId = useId();
  const error =
    props.error === undefined
      ? undefined
      : typeof props.error === 'string'
        ? props.error
        : message(props.error);
  return (
    <chakra.fieldset
      minW="0"
      aria-describedby={error === undefined ? undefined : errorId}
      data-testid="refund-code-choice"
    >
      <chakra.legend fontSize="lg" fontWeight="semibold" mb="1">
        {intl.formatMessage({ id: 'checkout.refundCode.title' })}
      </chakra.legend>
      <chakra.p fontSize="sm" color="fg.muted" mb="3">
        {intl.formatMessage({ id: 'checkout.refundCode.intro' })}
      </chakra.p>
      {error === undefined ? null : (
        <chakra.p id={errorId} role="alert" color="fg.error" fontSize="sm" mb="3">
          {error}
        </chakra.p>
      )}
      <Stack gap="2">
        <ChoiceCard
          name={name}
          value=""
          checked={props.chosen === null}
          disabled={props.disabled}
          onChoose={() => props.onChoose(null)}
        >
          <chakra.span fontWeight="semibold">
            {intl.formatMessage({ id: 'checkout.refundCode.none' })}
          </chakra.span>
        </ChoiceCard>
        {props.codes.map((option) => (
          <ChoiceCard
            key={option.code}
            name={name}
            value={option.code}
            checked={props.chosen === option.code}
            disabled={props.disabled}
            onChoose={() => props.onChoose(option.code)}
          >
            <chakra.span
              display="block"
              fontFamily="mono"
              fontWeight="semibold"
              overflowWrap="anywhere"
            >
              {option.code}
            </chakra.span>
            <chakra.span display="block" fontSize="sm" color="fg.muted">
              {intl.formatMessage(
                { id: 'checkout.refundCode.option' },
                {
                  value: money.thb(option.value),
                  date: intl.formatDate(new Date(option.expiredDate), DATE),
                },
              )}
            </chakra.span>
          </ChoiceCard>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}

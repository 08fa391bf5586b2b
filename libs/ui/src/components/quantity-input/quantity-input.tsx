import { Box, Field, Group, IconButton, Input } from '@chakra-ui/react';
import {
  MAX_QUANTITY_INPUT,
  MIN_QUANTITY,
  QUANTITY_INPUT_MAX_LENGTH,
  domainError,
  parseQuantityInput,
  quantityOverLimit,
  sanitizeQuantityInput,
  type DomainError,
  type QuantityLimited,
} from '@rewards/domain';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { MinusIcon, PlusIcon } from '../../icons/icons';
import { ErrorMessages } from '../error-messages/error-messages';

export interface QuantityInputProps {
  /** The quantity in force. */
  readonly value: number;
  /** A new quantity: typed (applied when the box loses focus or on Enter) or by - and +. */
  readonly onChange: (quantity: number) => void;
  /** The most + goes to (the item's maxQuantity when it is limited); 999 otherwise. */
  readonly max?: number;
  /** The domain's messages for this quantity (e.g. the max-quantity message). */
  readonly errors?: readonly DomainError[];
  readonly disabled?: boolean;
  /**
   * The item's limit (`limit` Y and `maxQuantity`): while the box holds more, typed or
   * not yet applied, the max-quantity message shows under it (once, even when `errors`
   * carries it too).
   */
  readonly limit?: QuantityLimited;
  /**
   * Told the limit whenever the box goes over it, and `undefined` when it comes back,
   * so that the page keeps add to cart disabled meanwhile.
   */
  readonly onOverLimitChange?: (maxQuantity: number | undefined) => void;
}

/**
 * The quantity box (spec section 5): digits only, at most 3 of them, applied
 * on blur (empty gives 1, 0 gives 1), with - and + that stop at 1 and at the
 * maximum. The rules are the domain's (`sanitizeQuantityInput`,
 * `parseQuantityInput`, `quantityOverLimit`); other messages come in as `errors`.
 */
export function QuantityInput({
  value,
  onChange,
  max,
  errors = [],
  disabled,
  limit,
  onOverLimitChange,
}: QuantityInputProps) {
  const intl = useIntl();
  const errorId = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const upper = Math.min(max ?? MAX_QUANTITY_INPUT, MAX_QUANTITY_INPUT);
  // The box as typed, not as applied on blur: the message comes with the keystroke.
  const over = limit === undefined ? undefined : quantityOverLimit(limit, text);
  useEffect(() => {
    onOverLimitChange?.(over);
  }, [over, onOverLimitChange]);
  const shownErrors =
    over === undefined
      ? errors
      : [domainError('cart.maxQuantityPerTransaction', { n: over }), ...errors];
  const invalid = shownErrors.length > 0;

  const apply = () => {
    const quantity = parseQuantityInput(text);
    setText(String(quantity));
    if (quantity !== value) onChange(quantity);
  };

  return (
    <Field.Root invalid={invalid} disabled={disabled} width="auto">
      <Field.Label fontWeight="semibold">
        {intl.formatMessage({ id: 'quantity.label' })}
      </Field.Label>
      <Group attached>
        <IconButton
          variant="outline"
          aria-label={intl.formatMessage({ id: 'quantity.decrease' })}
          disabled={disabled === true || value <= MIN_QUANTITY}
          onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}
        >
          <MinusIcon />
        </IconButton>
        <Input
          width="16"
          textAlign="center"
          inputMode="numeric"
          autoComplete="off"
          maxLength={QUANTITY_INPUT_MAX_LENGTH}
          value={text}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setText(sanitizeQuantityInput(event.target.value))}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply();
          }}
        />
        <IconButton
          variant="outline"
          aria-label={intl.formatMessage({ id: 'quantity.increase' })}
          disabled={disabled === true || value >= upper}
          onClick={() => onChange(Math.min(upper, value + 1))}
        >
          <PlusIcon />
        </IconButton>
      </Group>
      <Box mt="1">
        <ErrorMessages id={errorId} errors={shownErrors} />
      </Box>
    </Field.Root>
  );
}

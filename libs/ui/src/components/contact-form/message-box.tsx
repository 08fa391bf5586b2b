import { Checkbox, Stack, chakra } from '@chakra-ui/react';
import { remainingMessageCharacters, type DomainError } from '@rewards/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ErrorMessages } from '../error-messages/error-messages';

/** The message with its live counter of the characters left (2000 at most). */
export function MessageBox(props: {
  readonly value: string;
  readonly errors: readonly DomainError[];
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}) {
  const intl = useIntl();
  const counterId = useId();
  const errorId = useId();
  const boxId = useId();
  const remaining = remainingMessageCharacters(props.value);
  const invalid = props.errors.length > 0;
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={boxId} fontWeight="medium" fontSize="sm">
        {intl.formatMessage({ id: 'help.message' })}
        <chakra.span aria-hidden="true" color="fg.error" ms="1">
          *
        </chakra.span>
      </chakra.label>
      {/* Styled as the shop's inputs: its theme carries no textarea recipe. */}
      <chakra.textarea
        id={boxId}
        name="feedback"
        rows={6}
        required
        value={props.value}
        disabled={props.disabled}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={`${counterId} ${errorId}`}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        width="full"
        minH="10rem"
        maxH="24rem"
        px="3"
        py="2"
        lineHeight="1.6"
        resize="vertical"
        bg="input.bg"
        color="fg"
        borderWidth="1px"
        borderColor={invalid ? 'border.error' : 'border'}
        borderRadius="l2"
        outline="none"
        _focusVisible={{
          borderColor: 'accent.focusRing',
          boxShadow: '0 0 0 1px var(--chakra-colors-accent-focus-ring)',
        }}
        _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
      />
      <chakra.p
        id={counterId}
        alignSelf="flex-end"
        fontSize="sm"
        color={remaining < 0 ? 'fg.error' : 'fg.muted'}
        aria-live="polite"
        aria-atomic="true"
      >
        {remaining < 0
          ? intl.formatMessage({ id: 'help.overBy' }, { count: -remaining })
          : intl.formatMessage({ id: 'help.remaining' }, { count: remaining })}
      </chakra.p>
      <ErrorMessages id={errorId} errors={props.errors} />
    </Stack>
  );
}

/** An "I don't have" box of the order fields. */
export function NoNumberBox(props: {
  readonly label: string;
  readonly name: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root
      checked={props.checked}
      onCheckedChange={(details) => props.onChange(details.checked === true)}
      colorPalette="accent"
      size="sm"
    >
      <Checkbox.HiddenInput name={props.name} />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{props.label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

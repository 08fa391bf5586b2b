import { Box, Button, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SubmitButton } from '../form-field/form-field';

export interface StepActionsProps {
  /** The back button's text ('Back', 'Back to selection'). */
  readonly backLabel: string;
  readonly onBack: () => void;
  /** The primary button's text ('Continue', 'Pay now'). */
  readonly primaryLabel: ReactNode;
  /** The step cannot go on yet: the primary button refuses and says `reason` on hover or focus. */
  readonly blocked: boolean;
  readonly reason?: string;
  /** `submit` inside the step's form; `button` calls `onPrimary`. */
  readonly primaryType?: 'submit' | 'button';
  /** Called on every click of the primary button, refused or not. */
  readonly onPrimary?: () => void;
  /** A request is on its way: the primary button shows it and refuses. */
  readonly busy?: boolean;
  readonly busyLabel?: string;
  /** Back waits too (e.g. while paying). */
  readonly backDisabled?: boolean;
}

/**
 * The buttons under a checkout step: Back, and the primary button, which
 * stays focusable while it refuses so that it can say why (DESIGN: "the
 * primary button stays disabled until the form is valid and says why on
 * hover or focus"). Phones stack them, the primary one first.
 */
export function StepActions(props: StepActionsProps) {
  return (
    <Flex
      direction={{ base: 'column-reverse', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'flex-start' }}
      gap="3"
      mt="6"
    >
      <Button
        variant="outline"
        size="lg"
        minW="32"
        disabled={props.backDisabled}
        onClick={props.onBack}
      >
        {props.backLabel}
      </Button>
      <Box minW={{ sm: '48' }} maxW={{ sm: '20rem' }}>
        <SubmitButton
          size="lg"
          blocked={props.blocked}
          reason={props.reason}
          submitting={props.busy}
          submittingText={props.busyLabel}
          type={props.primaryType ?? 'button'}
          onClick={props.onPrimary}
        >
          {props.primaryLabel}
        </SubmitButton>
      </Box>
    </Flex>
  );
}

import { Box, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CheckIcon } from '../../icons';

/** The checkout's steps (spec section 2): 1 Item(s) Checkout ... 5 Completion. */
export const CHECKOUT_STEPS = [1, 2, 3, 4, 5] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface CheckoutStepperProps {
  /** The step shown now. */
  readonly current: CheckoutStep;
}

/** Visually hidden on phones (read by screen readers), shown from tablets up. */
const NAME_ON_WIDE_SCREENS = {
  position: { base: 'absolute', md: 'static' },
  width: { base: '1px', md: 'auto' },
  height: { base: '1px', md: 'auto' },
  overflow: { base: 'hidden', md: 'visible' },
  clipPath: { base: 'inset(50%)', md: 'none' },
  whiteSpace: { base: 'nowrap', md: 'normal' },
} as const;

/**
 * The five steps of checkout with the current one named and marked
 * (`aria-current="step"`), the done ones ticked. On phones the row of numbers
 * stays and the current step's name shows under it with "Step n of 5"; from
 * tablets up every step is named.
 */
export function CheckoutStepper({ current }: CheckoutStepperProps) {
  const intl = useIntl();
  const name = (step: CheckoutStep) => intl.formatMessage({ id: `checkout.step.${step}` });
  return (
    <chakra.nav aria-label={intl.formatMessage({ id: 'checkout.stepper.label' })}>
      <chakra.ol display="flex" listStyleType="none" m="0" p="0">
        {CHECKOUT_STEPS.map((step) => {
          const done = step < current;
          const isCurrent = step === current;
          return (
            <chakra.li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              flex="1"
              minW="0"
              position="relative"
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap="2"
              textAlign="center"
              // The line to the next step: in the accent colour once this step is done.
              _after={
                step === CHECKOUT_STEPS.length
                  ? undefined
                  : {
                      content: '""',
                      position: 'absolute',
                      top: '4',
                      insetInlineStart: 'calc(50% + 1.25rem)',
                      insetInlineEnd: 'calc(-50% + 1.25rem)',
                      height: '2px',
                      bg: done ? 'accent.solid' : 'border.emphasized',
                    }
              }
            >
              <Box
                aria-hidden
                display="flex"
                alignItems="center"
                justifyContent="center"
                boxSize="8"
                flexShrink="0"
                borderRadius="full"
                borderWidth="2px"
                fontSize="sm"
                fontWeight="semibold"
                borderColor={done || isCurrent ? 'accent.solid' : 'border.emphasized'}
                bg={done ? 'accent.solid' : isCurrent ? 'accent.subtle' : 'bg'}
                color={done ? 'accent.contrast' : isCurrent ? 'accent.fg' : 'fg.muted'}
              >
                {done ? <CheckIcon boxSize="4" /> : step}
              </Box>
              <chakra.span
                {...NAME_ON_WIDE_SCREENS}
                fontSize="sm"
                lineHeight="1.4"
                px="1"
                fontWeight={isCurrent ? 'semibold' : 'normal'}
                color={isCurrent ? 'fg' : 'fg.muted'}
              >
                {name(step)}
                {done ? (
                  <chakra.span srOnly>
                    {' '}
                    {intl.formatMessage({ id: 'checkout.stepper.done' })}
                  </chakra.span>
                ) : null}
              </chakra.span>
            </chakra.li>
          );
        })}
      </chakra.ol>
      <chakra.p display={{ base: 'block', md: 'none' }} mt="3" textAlign="center" lineHeight="1.4">
        <chakra.span display="block" fontSize="sm" color="fg.muted">
          {intl.formatMessage(
            { id: 'checkout.stepper.progress' },
            { step: current, total: CHECKOUT_STEPS.length },
          )}
        </chakra.span>
        <chakra.span display="block" fontWeight="semibold">
          {name(current)}
        </chakra.span>
      </chakra.p>
    </chakra.nav>
  );
}

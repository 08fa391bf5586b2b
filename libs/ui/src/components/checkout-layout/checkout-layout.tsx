import { Box, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CheckoutStepper, type CheckoutStep } from '../checkout-stepper/checkout-stepper';

export interface CheckoutLayoutProps {
  /** The step shown, for the stepper. */
  readonly step: CheckoutStep;
  /** The page's title (the app's `h1`), above the stepper. */
  readonly heading?: ReactNode;
  /** The order summary (`CheckoutSummary`); none on the result step. */
  readonly summary?: ReactNode;
  /** The step's body (`ShippingStep`, `PaymentStep`, `ReviewStep`, `OrderResult`). */
  readonly children: ReactNode;
}

/**
 * A checkout page: the stepper, then the step's body with the order summary
 * beside it on wide screens (sticky while the form scrolls) and under it on
 * phones.
 */
export function CheckoutLayout({ step, heading, summary, children }: CheckoutLayoutProps) {
  return (
    <Box>
      {heading}
      <Box mb={{ base: '6', md: '8' }} mt={heading === undefined ? undefined : '4'}>
        <CheckoutStepper current={step} />
      </Box>
      {summary === undefined ? (
        <Box maxW="4xl" mx="auto">
          {children}
        </Box>
      ) : (
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
          gap={{ base: '6', lg: '10' }}
          alignItems="start"
        >
          <Box minW="0">{children}</Box>
          <Box as="aside" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
            {summary}
          </Box>
        </Grid>
      )}
    </Box>
  );
}

import { Button, Stack, chakra } from '@chakra-ui/react';
import type { DomainError } from '@rewards/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ServerError } from '../form-field/server-error';

export interface GuestCheckoutProps {
  /** 'Continue as guest': the app fetches a guest uuid and goes on to checkout. */
  readonly onContinue: () => void;
  /** The guest uuid is on its way. */
  readonly submitting?: boolean;
  /** The server's refusal, as a domain code or its title in the user's language. */
  readonly error?: DomainError | string;
  /** The element of the heading, for the dialog's outline. */
  readonly headingAs?: 'h2' | 'h3';
}

/**
 * Checkout without an account: what a guest gives up (support needs an
 * account with the same e-mail later, spec section 1) and 'Continue as guest'.
 */
export function GuestCheckout({
  onContinue,
  submitting = false,
  error,
  headingAs = 'h3',
}: GuestCheckoutProps) {
  const intl = useIntl();
  const Heading = chakra[headingAs];
  const headingId = useId();
  return (
    <Stack gap="4" as="section" aria-labelledby={headingId}>
      <Heading id={headingId} fontSize="lg" fontWeight="semibold">
        {intl.formatMessage({ id: 'auth.guest.title' })}
      </Heading>
      <chakra.p color="fg.muted">{intl.formatMessage({ id: 'auth.guest.intro' })}</chakra.p>
      <ServerError error={error} />
      <Button
        variant="outline"
        colorPalette="accent"
        width="full"
        loading={submitting}
        loadingText={intl.formatMessage({ id: 'auth.submitting' })}
        onClick={onContinue}
      >
        {intl.formatMessage({ id: 'auth.guest.submit' })}
      </Button>
    </Stack>
  );
}

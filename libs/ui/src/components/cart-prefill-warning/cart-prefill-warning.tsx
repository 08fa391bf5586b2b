import { chakra } from '@chakra-ui/react';
import type { DomainError } from '@rewards/domain';
import { useIntl } from 'react-intl';
import { ErrorMessages } from '../error-messages/error-messages';
import { InfoModal } from '../info-modal/info-modal';

export interface CartPrefillWarningProps {
  /** The errors of the domain's `checkCartPrefill` ('Url is invalid', 'Quantity is invalid', ...); open when any. */
  readonly errors: readonly DomainError[];
  readonly onClose: () => void;
}

/**
 * The warning modal of an invalid cart-prefill link (`/cart/1?codes=..&quantities=..`), on the
 * info modal: what was wrong, each message once, in the user's language.
 */
export function CartPrefillWarning({ errors, onClose }: CartPrefillWarningProps) {
  const intl = useIntl();
  return (
    <InfoModal
      open={errors.length > 0}
      onClose={onClose}
      title={intl.formatMessage({ id: 'cartPage.prefillTitle' })}
    >
      <chakra.p mb="2">{intl.formatMessage({ id: 'cartPage.prefillBody' })}</chakra.p>
      <ErrorMessages errors={errors} />
    </InfoModal>
  );
}

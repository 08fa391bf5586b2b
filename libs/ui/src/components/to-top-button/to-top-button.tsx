import { IconButton } from '@chakra-ui/react';
import { TO_TOP_AFTER_PX } from '@rewards/domain';
import { useIntl } from 'react-intl';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { useTyping } from '../../hooks/use-typing';
import { ArrowUpIcon } from '../../icons/icons';

export interface ToTopButtonProps {
  /** Pixels scrolled before it shows; 20 (TO_TOP_AFTER_PX) by default. */
  readonly offset?: number;
  /**
   * Room kept free at the bottom of the screen (a bar fixed there, such as the phone's
   * add-to-cart bar, `ADD_TO_CART_BAR_HEIGHT`): the button sits above it.
   */
  readonly bottomSpace?: string;
}

/**
 * A round button in the bottom corner, shown once the page is scrolled past 20 px, back to
 * the top; above any bar fixed at the bottom, and hidden while a field is being typed in.
 */
export function ToTopButton({ offset = TO_TOP_AFTER_PX, bottomSpace = '0px' }: ToTopButtonProps) {
  const intl = useIntl();
  const shown = useScrolledPast(offset);
  const typing = useTyping();
  const reducedMotion = useReducedMotion();
  // While a field is being typed in, the button would sit over it (and the phone's keyboard).
  if (!shown || typing) return null;
  return (
    <IconButton
      position="fixed"
      bottom={{
        base: `calc(${bottomSpace} + 1rem + env(safe-area-inset-bottom, 0px))`,
        md: `calc(${bottomSpace} + 2rem)`,
      }}
      insetEnd={{ base: '4', md: '8' }}
      zIndex="sticky"
      size={{ base: 'md', md: 'lg' }}
      borderRadius="full"
      colorPalette="accent"
      boxShadow="lg"
      aria-label={intl.formatMessage({ id: 'toTop.label' })}
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
    >
      <ArrowUpIcon />
    </IconButton>
  );
}

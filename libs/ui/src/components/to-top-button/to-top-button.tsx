import { IconButton } from '@chakra-ui/react';
import { TO_TOP_AFTER_PX } from '@rewards/domain';
import { useIntl } from 'react-intl';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { ArrowUpIcon } from '../../icons/icons';

export interface ToTopButtonProps {
  /** Pixels scrolled before it shows; 20 (TO_TOP_AFTER_PX) by default. */
  readonly offset?: number;
}

/** A round button in the bottom corner, shown once the page is scrolled past 20 px, back to the top. */
export function ToTopButton({ offset = TO_TOP_AFTER_PX }: ToTopButtonProps) {
  const intl = useIntl();
  const shown = useScrolledPast(offset);
  const reducedMotion = useReducedMotion();
  if (!shown) return null;
  return (
    <IconButton
      position="fixed"
      bottom={{ base: '4', md: '8' }}
      insetEnd={{ base: '4', md: '8' }}
      zIndex="sticky"
      size="lg"
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

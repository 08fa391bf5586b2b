import { Box } from '@chakra-ui/react';
import { STICKY_BAR_AFTER_PX } from '@rewards/domain';
import type { ReactNode } from 'react';
import { useElementOnScreen } from '../../hooks/use-element-on-screen';
import { useScrolledPast } from '../../hooks/use-scrolled-past';

export interface StickyBarProps {
  readonly children: ReactNode;
  /** Pixels scrolled before it shows; 150 (STICKY_BAR_AFTER_PX) by default. */
  readonly offset?: number;
  /**
   * The id of what the bar stands in for (the header's search box): the bar stays
   * hidden while that is still on screen, so a phone never shows both at once.
   */
  readonly replaces?: string;
}

/**
 * A bar fixed to the top of the window once the page is scrolled past 150 px
 * (the header's essentials, or an item's name, price and Add to cart), and
 * only once what it `replaces` has left the screen.
 */
export function StickyBar({ children, offset = STICKY_BAR_AFTER_PX, replaces }: StickyBarProps) {
  const scrolled = useScrolledPast(offset);
  const originalOnScreen = useElementOnScreen(replaces);
  if (!scrolled || originalOnScreen) return null;
  return (
    <Box
      data-testid="sticky-bar"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="chrome.bg"
      color="fg"
      borderBottomWidth="1px"
      borderColor="border"
      boxShadow="sm"
      animationName="slide-from-top, fade-in"
      animationDuration="moderate"
      _motionReduce={{ animation: 'none' }}
    >
      <Box maxW="page" mx="auto" px={{ base: '3', md: '6' }} py="2">
        {children}
      </Box>
    </Box>
  );
}

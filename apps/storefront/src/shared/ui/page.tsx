import type { ReactNode } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { DEFAULT_BACKGROUND, type PageBackground } from '../theme/background';

export interface PageProps {
  /** The catalogue's background; a black one turns the page dark. */
  readonly background?: PageBackground;
  readonly children: ReactNode;
}

/**
 * A page's surface below the header: the catalogue's background colour from
 * edge to edge (with the dark theme's class when it is black) and the content
 * at the shop's width.
 */
export function Page({ background = DEFAULT_BACKGROUND, children }: PageProps) {
  return (
    <Box
      className={background.dark ? 'dark' : undefined}
      bg={background.color ?? 'bg'}
      flex="1"
      data-theme-surface={background.dark ? 'dark' : 'light'}
    >
      <Box maxW="page" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }} color="fg">
        {children}
      </Box>
    </Box>
  );
}

/** A page is loading: a quiet placeholder that keeps the layout's height. */
export function PageLoading({ label }: { readonly label: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      minH="60vh"
      display="grid"
      placeItems="center"
      color="fg.muted"
    >
      {label}
    </Box>
  );
}

/** A page's one main heading, sized as every page of the shop has it. */
export function PageTitle({ children }: { readonly children: ReactNode }) {
  return (
    <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1.3">
      {children}
    </chakra.h1>
  );
}

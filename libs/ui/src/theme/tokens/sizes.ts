import { defineTokens } from '@chakra-ui/react';

/** Widths of the shop's layout. */
export const sizes = defineTokens.sizes({
  /** The widest a page's content grows (header, grids, footer). */
  page: { value: '75rem' },
  /** Reading width of a text page (not-found, maintenance). */
  prose: { value: '40rem' },
});

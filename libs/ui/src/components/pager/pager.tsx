import { Box, Button, chakra } from '@chakra-ui/react';
import { pagerItems } from '@rewards/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { useUiLink } from '../../link/ui-link';

export interface PagerProps {
  /** The current page, from 1. */
  readonly page: number;
  readonly totalPages: number;
  /** The address of a page: the pager renders links (preferred: pages can be bookmarked). */
  readonly hrefForPage?: (page: number) => string;
  /** Without addresses, the pager renders buttons that call this. */
  readonly onPageChange?: (page: number) => void;
}

/**
 * Page numbers with previous and next (margin 1, range 2: the domain's
 * `pagerItems`), the current page marked `aria-current="page"`. Nothing for a
 * single page.
 */
export function Pager({ page, totalPages, hrefForPage, onPageChange }: PagerProps) {
  const intl = useIntl();
  const Anchor = useUiLink();
  if (totalPages <= 1) return null;
  const items = pagerItems(page, totalPages);
  const current = Math.min(Math.max(page, 1), totalPages);
  const previousLabel = intl.formatMessage({ id: 'pager.previousPage' });
  const nextLabel = intl.formatMessage({ id: 'pager.nextPage' });
  const previous = (
    <>
      <ChevronLeftIcon />
      <Box as="span" display={{ base: 'none', md: 'inline' }}>
        {intl.formatMessage({ id: 'pager.previous' })}
      </Box>
    </>
  );
  const next = (
    <>
      <Box as="span" display={{ base: 'none', md: 'inline' }}>
        {intl.formatMessage({ id: 'pager.next' })}
      </Box>
      <ChevronRightIcon />
    </>
  );

  const control = (target: number, label: string, content: ReactNode, isCurrent = false) => {
    if (hrefForPage !== undefined) {
      return (
        <Anchor
          href={hrefForPage(target)}
          aria-label={label}
          aria-current={isCurrent ? 'page' : undefined}
        >
          {content}
        </Anchor>
      );
    }
    return (
      <button
        type="button"
        aria-label={label}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={isCurrent ? undefined : () => onPageChange?.(target)}
      >
        {content}
      </button>
    );
  };

  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'pager.label' })}>
      <chakra.ul
        display="flex"
        flexWrap="wrap"
        justifyContent="center"
        alignItems="center"
        gap="1"
        listStyleType="none"
      >
        <li>
          {current > 1 ? (
            <Button asChild variant="ghost" size="sm">
              {control(current - 1, previousLabel, previous)}
            </Button>
          ) : (
            <Button variant="ghost" size="sm" disabled aria-label={previousLabel}>
              {previous}
            </Button>
          )}
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <chakra.li key={`gap-${item.firstHidden}`} aria-hidden="true" px="1" color="fg.muted">
              …
            </chakra.li>
          ) : (
            <li key={item.page}>
              <Button
                asChild
                size="sm"
                minW="9"
                variant={item.current ? 'solid' : 'ghost'}
                colorPalette={item.current ? 'accent' : 'gray'}
              >
                {control(
                  item.page,
                  intl.formatMessage({ id: 'pager.page' }, { page: item.page }),
                  item.page,
                  item.current,
                )}
              </Button>
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Button asChild variant="ghost" size="sm">
              {control(current + 1, nextLabel, next)}
            </Button>
          ) : (
            <Button variant="ghost" size="sm" disabled aria-label={nextLabel}>
              {next}
            </Button>
          )}
        </li>
      </chakra.ul>
    </Box>
  );
}

import { Box, chakra } from '@chakra-ui/react';
import { categoryBarRows, localizedName, type BarCategory } from '@rewards/domain';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import { useUiLink } from '../../link/ui-link';

/** A category of the bar and of the mobile menu: what the domain sorts by, and where it leads. */
export interface CategoryLink extends BarCategory {
  readonly href: string;
}

/** The entry of the bar the page belongs to: Home, or a category by its id. */
export type ActiveCategory = 'home' | string | number | undefined;

export interface CategoryBarProps {
  readonly categories: readonly CategoryLink[];
  readonly homeHref: string;
  readonly active?: ActiveCategory;
}

/** One entry of the bar or the mobile menu, as the domain orders them: Home, then the categories. */
export interface CategoryEntry {
  readonly key: string;
  readonly href: string;
  readonly label: string;
  readonly current: boolean;
}

/** The bar's rows of entries (6 to a row), Home first, in the current language's order. */
export function useCategoryRows(
  categories: readonly CategoryLink[],
  homeHref: string,
  active: ActiveCategory,
): readonly (readonly CategoryEntry[])[] {
  const locale = useLocale();
  const intl = useIntl();
  return categoryBarRows(categories, locale).map((row) =>
    row.map((entry) =>
      entry.kind === 'home'
        ? {
            key: 'home',
            href: homeHref,
            label: intl.formatMessage({ id: 'categoryBar.home' }),
            current: active === 'home',
          }
        : {
            key: String(entry.category.categoryId),
            href: entry.category.href,
            label: localizedName(entry.category, locale),
            current: active !== undefined && String(active) === String(entry.category.categoryId),
          },
    ),
  );
}

/**
 * The category bar under the header on tablets and wider: Home first, then the
 * categories, 6 to a row (QUANTITY_OF_CATEGORY), the page's own one marked. On
 * phones the mobile menu lists the same entries instead.
 */
export function CategoryBar({ categories, homeHref, active }: CategoryBarProps) {
  const intl = useIntl();
  const rows = useCategoryRows(categories, homeHref, active);
  const Anchor = useUiLink();
  return (
    <Box
      as="nav"
      aria-label={intl.formatMessage({ id: 'categoryBar.label' })}
      display={{ base: 'none', md: 'block' }}
      bg="chrome.subtle"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Box maxW="page" mx="auto" px="6">
        {rows.map((row) => (
          <chakra.ul
            key={row[0]?.key}
            display="grid"
            gridTemplateColumns="repeat(6, minmax(0, 1fr))"
            listStyleType="none"
          >
            {row.map((entry) => (
              <li key={entry.key}>
                <chakra.span
                  asChild
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  textAlign="center"
                  minH="12"
                  px="2"
                  py="2"
                  fontSize="sm"
                  fontWeight={entry.current ? 'semibold' : 'normal'}
                  color={entry.current ? 'accent.fg' : 'fg'}
                  borderBottomWidth="2px"
                  borderColor={entry.current ? 'accent.solid' : 'transparent'}
                  _hover={{ color: 'accent.fg', borderColor: 'border.emphasized' }}
                  focusVisibleRing="inside"
                  focusRingColor="accent.focusRing"
                >
                  <Anchor href={entry.href} aria-current={entry.current ? 'page' : undefined}>
                    {entry.label}
                  </Anchor>
                </chakra.span>
              </li>
            ))}
          </chakra.ul>
        ))}
      </Box>
    </Box>
  );
}

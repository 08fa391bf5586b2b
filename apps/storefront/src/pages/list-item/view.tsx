import { Box, Flex, Stack, chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { CatalogueSlider, ItemGrid, Pager, UiLink } from '@rewards/ui';
import { useMessage, useText } from '../../shared/i18n';
import { Page } from '../../shared/ui/page';
import { updateQuery } from '../../shared/url/query';
import {
  $allAccessoriesHref,
  $background,
  $cards,
  $loading,
  $pages,
  $query,
  $result,
  $sideMenu,
  $sliderCatalogues,
  $heading,
} from './model';
import { $location } from '../../shared/router/model';

/** `/listItem`: the item grid with the sub-category side menu, All Categories and paging. */
export function ListItemPage() {
  const message = useMessage();
  const location = useUnit($location);
  const text = useText();
  const [query, cards, pages, result, loading, menu, catalogues, heading, background, allHref] =
    useUnit([
      $query,
      $cards,
      $pages,
      $result,
      $loading,
      $sideMenu,
      $sliderCatalogues,
      $heading,
      $background,
      $allAccessoriesHref,
    ]);
  return (
    <Page background={background}>
      <Stack gap="6">
        <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1.3">
          {heading === null ? message('storefront.loading') : text(heading)}
        </chakra.h1>
        {catalogues.length > 0 ? (
          <CatalogueSlider
            catalogues={catalogues}
            useListing={allHref !== null}
            {...(allHref === null ? {} : { allAccessoriesHref: allHref })}
            active={query.catalogue ?? (allHref === null ? undefined : 'all')}
          />
        ) : null}
        <Flex gap="8" direction={{ base: 'column', md: 'row' }} align="start">
          {menu.length > 0 ? (
            <Box
              as="nav"
              aria-label={message('storefront.list.subCategories')}
              width={{ base: '100%', md: '56' }}
              flexShrink="0"
            >
              <chakra.ul
                listStyleType="none"
                display="flex"
                flexDirection={{ base: 'row', md: 'column' }}
                flexWrap="wrap"
                gap="1"
              >
                {menu.map((entry) => (
                  <li key={entry.key}>
                    <UiLink
                      href={entry.href}
                      aria-current={entry.current ? 'page' : undefined}
                      display="block"
                      px="3"
                      py="2"
                      borderRadius="l2"
                      fontWeight={entry.current ? 'semibold' : 'normal'}
                      bg={entry.current ? 'accent.subtle' : undefined}
                      color={entry.current ? 'accent.fg' : 'fg'}
                    >
                      {entry.label ?? message('storefront.list.allCategories')}
                    </UiLink>
                  </li>
                ))}
              </chakra.ul>
            </Box>
          ) : null}
          <Stack flex="1" gap="6" width="100%">
            {result !== null ? (
              <chakra.p color="fg.muted" fontSize="sm" role="status">
                {message('storefront.list.resultCount', { count: result.pagination.totalRecords })}
              </chakra.p>
            ) : null}
            <ItemGrid items={cards} nameAs="h2" loading={loading && result === null} priority />
            <Pager
              page={query.page}
              totalPages={pages}
              hrefForPage={(page) =>
                `${location.pathname}${updateQuery(location.search, { page })}`
              }
            />
          </Stack>
        </Flex>
      </Stack>
    </Page>
  );
}

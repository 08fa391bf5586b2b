import { Box, Flex, NativeSelect, Stack, chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { ITEM_SORT_ORDERS, parseItemSortOrder } from '@rewards/domain';
import { EmptyState, ItemGrid, Pager } from '@rewards/ui';
import { SearchBox } from '../../features/search-items/ui';
import { useMessage } from '../../shared/i18n';
import { Page } from '../../shared/ui/page';
import { updateQuery } from '../../shared/url/query';
import { $cards, $loading, $pages, $result, $search, sortOrderChanged } from './model';
import { $location } from '../../shared/router/model';

/** `/search`: results for q, sorted by name or price, 12 per page. */
export function SearchPage() {
  const message = useMessage();
  const location = useUnit($location);
  const [sortChanged, search, cards, pages, result, loading] = useUnit([
    sortOrderChanged,
    $search,
    $cards,
    $pages,
    $result,
    $loading,
  ]);
  return (
    <Page>
      <Stack gap="6">
        <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1.3">
          {search.q === ''
            ? message('storefront.search.title')
            : message('storefront.search.resultsFor', { q: search.q })}
        </chakra.h1>
        <Flex
          gap="4"
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'end' }}
        >
          <Box flex="1" maxW={{ md: 'md' }}>
            <SearchBox
              key={search.q}
              initial={search.q}
              size="md"
              name={message('storefront.search.title')}
            />
          </Box>
          <Box ms={{ md: 'auto' }}>
            <chakra.label
              htmlFor="sort-order"
              display="block"
              fontSize="sm"
              fontWeight="semibold"
              mb="1"
            >
              {message('storefront.search.sort')}
            </chakra.label>
            <NativeSelect.Root width={{ base: '100%', md: '56' }}>
              <NativeSelect.Field
                id="sort-order"
                value={search.sortOrder}
                onChange={(event) => sortChanged(parseItemSortOrder(event.target.value))}
              >
                {ITEM_SORT_ORDERS.map((order) => (
                  <option key={order} value={order}>
                    {message(`storefront.search.sort.${order}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
        </Flex>
        {result !== null ? (
          <chakra.p color="fg.muted" fontSize="sm" role="status">
            {message('storefront.list.resultCount', { count: result.pagination.totalRecords })}
          </chakra.p>
        ) : null}
        {search.q === '' ? (
          <EmptyState kind="items" />
        ) : (
          <ItemGrid items={cards} nameAs="h2" loading={loading && result === null} priority />
        )}
        <Pager
          page={search.page}
          totalPages={pages}
          hrefForPage={(page) => `${location.pathname}${updateQuery(location.search, { page })}`}
        />
      </Stack>
    </Page>
  );
}

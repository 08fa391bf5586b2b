import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '@rewards/api-client/contract';
import { $locale } from '../../entities/locale/model';
import { contractOrderBy } from '../../entities/item/order-by';
import { readClockFx } from '../../shared/clock';
import { writeSliceFx, type SliceWrite } from '../../shared/persistence/storage';
import { locationChanged, navigateFx, type NavigateTo } from '../../shared/router/model';
import { recordNavigation } from '../../shared/router/recorded-navigation';
import { parseQuery } from '../../shared/url/query';
import { aCategory, anItem } from '../../testing/fixtures';
import {
  $background,
  $cards,
  $heading,
  $pages,
  $sideMenu,
  $title,
  categorySlice,
  fetchCategoryFx,
  fetchItemsFx,
  listItemOpened,
  parseListItemQuery,
  type ListItemQuery,
} from './model';

function setUp(total = 30) {
  const asked: ListItemQuery[] = [];
  const categoriesAsked: number[] = [];
  const navigations: NavigateTo[] = [];
  const writes: SliceWrite[] = [];
  const scope = fork({
    values: [[$locale, 'en']],
    handlers: [
      [
        fetchItemsFx,
        async (query: ListItemQuery): Promise<SearchResponse> => {
          asked.push(query);
          return {
            items: [anItem()],
            pagination: {
              totalRecords: total,
              numOfPages: Math.ceil(total / 12),
              pageNumber: query.page,
              pageSize: 12,
            },
          };
        },
      ],
      [fetchCategoryFx, async (id: number) => (categoriesAsked.push(id), aCategory())],
      [readClockFx, () => new Date('2026-11-21T00:00:00Z')],
      [navigateFx, recordNavigation(navigations)],
      [writeSliceFx, (write: SliceWrite) => void writes.push(write)],
    ],
  });
  const open = async (search: string) => {
    await allSettled(locationChanged, { scope, params: { pathname: '/listItem', search } });
    await allSettled(listItemOpened, { scope, params: parseQuery(search) });
  };
  return { scope, asked, categoriesAsked, navigations, writes, open };
}

describe('item list and pager', () => {
  it('reads category, subCategory, catalogue and page; malformed values fall back', () => {
    expect(
      parseListItemQuery({ category: '1', subCategory: '101', catalogue: '11', page: '2' }),
    ).toEqual({
      category: 1,
      subCategory: 101,
      catalogue: 11,
      page: 2,
    });
    expect(parseListItemQuery({ category: 'x', page: '0' })).toEqual({
      category: undefined,
      subCategory: undefined,
      catalogue: undefined,
      page: 1,
    });
  });

  it('maps the sort choices to the contract through the domain', () => {
    expect(contractOrderBy('a2z')).toBe('name');
    expect(contractOrderBy('low2high')).toBe('priceAsc');
    expect(contractOrderBy('high2low')).toBe('priceDesc');
  });

  it('asks for the page, 12 per page, and the category once; pages from the answer', async () => {
    const { scope, asked, categoriesAsked, open } = setUp(30);
    await open('?category=1&catalogue=11&page=2&lang=en');
    await open('?category=1&catalogue=11&page=3&lang=en');
    expect(asked.map((query) => query.page)).toEqual([2, 3]);
    expect(categoriesAsked).toEqual([1]);
    expect(scope.getState($pages)).toBe(3);
    expect(scope.getState($title)).toBe('iPhone 17 Pro');
    expect(scope.getState($cards)[0]?.href).toBe(
      '/itemDetail?itemCode=IP17P-256-BLK&category=1&catalogue=11&lang=en',
    );
  });

  it('without a category the heading says every product is listed; with one, its name', async () => {
    const { scope, open } = setUp();
    await open('?lang=en');
    expect(scope.getState($heading)).toEqual({ id: 'storefront.list.allProducts' });
    await open('?category=1&catalogue=11&lang=en');
    expect(scope.getState($heading)).toEqual({ text: 'iPhone 17 Pro' });
  });

  it('a page past the last one is replaced by the last one', async () => {
    const { navigations, open } = setUp(13);
    await open('?category=1&page=7&lang=en');
    expect(navigations).toEqual([
      { pathname: '/listItem', search: '?category=1&page=2&lang=en', replace: true },
    ]);
  });

  it('the side menu starts with All Categories and marks the current sub-category', async () => {
    const { scope, open } = setUp();
    await open('?category=1&subCategory=101&lang=en');
    expect(scope.getState($sideMenu)).toEqual([
      { key: 'all', label: null, href: '/listItem?category=1&lang=en', current: false },
      {
        key: '101',
        label: 'Pro models',
        href: '/listItem?category=1&subCategory=101&lang=en',
        current: true,
      },
    ]);
    expect(scope.getState($title)).toBe('Pro models');
  });

  it("the catalogue's black background turns the page dark", async () => {
    const { scope, open } = setUp();
    await open('?category=1&catalogue=11&lang=en');
    expect(scope.getState($background)).toEqual({ color: '#000000', dark: true });
    await open('?category=1&catalogue=12&lang=en');
    expect(scope.getState($background)).toEqual({ color: undefined, dark: false });
  });

  it('the place browsed is kept for the next visit', async () => {
    const { writes, open } = setUp();
    await open('?category=1&catalogue=11&page=2&lang=en');
    expect(writes).toEqual([
      {
        slice: categorySlice,
        data: { category: 1, subCategory: undefined, catalogue: 11, page: 1 },
      },
    ]);
  });
});

import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '@rewards/api-client/contract';
import { $locale } from '../../entities/locale/model';
import { readClockFx } from '../../shared/clock';
import { locationChanged, navigateFx, type NavigateTo } from '../../shared/router/model';
import { recordNavigation } from '../../shared/router/recorded-navigation';
import { parseQuery } from '../../shared/url/query';
import { anItem } from '../../testing/fixtures';
import {
  $cards,
  $result,
  $search,
  parseSearchQuery,
  searchItemsFx,
  searchOpened,
  sortOrderChanged,
  type SearchQuery,
} from './model';

const page = (totalRecords: number, pageNumber: number): SearchResponse => ({
  items: [anItem(), anItem({ code: 'OLD', endDate: '2020-01-01' })],
  pagination: { totalRecords, numOfPages: Math.ceil(totalRecords / 12), pageNumber, pageSize: 12 },
});

function setUp(answer: (search: SearchQuery) => SearchResponse = () => page(2, 1)) {
  const asked: SearchQuery[] = [];
  const navigations: NavigateTo[] = [];
  const scope = fork({
    values: [[$locale, 'th']],
    handlers: [
      [searchItemsFx, async (search: SearchQuery) => (asked.push(search), answer(search))],
      [readClockFx, () => new Date('2026-11-21T00:00:00Z')],
      [navigateFx, recordNavigation(navigations)],
    ],
  });
  const open = async (search: string) => {
    await allSettled(locationChanged, { scope, params: { pathname: '/search', search } });
    await allSettled(searchOpened, { scope, params: parseQuery(search) });
  };
  return { scope, asked, navigations, open };
}

describe('search parameters', () => {
  it('q is cleaned by the domain and cut at 100; sort_order defaults to a2z; page to 1', () => {
    expect(parseSearchQuery({ q: ' <b>iPad</b> Air! ' })).toEqual({
      q: 'biPadb Air',
      sortOrder: 'a2z',
      page: 1,
    });
    expect(parseSearchQuery({ q: 'x'.repeat(150), sort_order: 'HIGH2LOW', page: '3' })).toEqual({
      q: 'x'.repeat(100),
      sortOrder: 'high2low',
      page: 3,
    });
    expect(parseSearchQuery({ q: 'ไอแพด', sort_order: 'cheapest', page: '-2' })).toEqual({
      q: 'ไอแพด',
      sortOrder: 'a2z',
      page: 1,
    });
  });

  it('asks the server with the contract orderBy of the sort choice, 12 per page', async () => {
    const { scope, asked, open } = setUp();
    await open('?q=ipad&sort_order=low2high&page=2&lang=th');
    expect(asked).toEqual([{ q: 'ipad', sortOrder: 'low2high', page: 2 }]);
    expect(scope.getState($search)).toEqual({ q: 'ipad', sortOrder: 'low2high', page: 2 });
    const cards = scope.getState($cards);
    expect(cards.map((card) => [card.code, card.available])).toEqual([
      ['IP17P-256-BLK', true],
      ['OLD', false],
    ]);
    expect(cards[0]?.href).toBe(
      '/itemDetail?itemCode=IP17P-256-BLK&category=1&catalogue=11&lang=th',
    );
  });

  it('an empty search asks nothing and shows the empty state', async () => {
    const { scope, asked, open } = setUp();
    await open('?q=%3C%3E&lang=th');
    expect(asked).toEqual([]);
    expect(scope.getState($result)).toBeNull();
  });

  it('a page past the last one is replaced by the last one', async () => {
    const { navigations, open } = setUp((search) => page(14, search.page));
    await open('?q=ipad&page=9&lang=th');
    expect(navigations).toEqual([
      { pathname: '/search', search: '?q=ipad&page=2&lang=th', replace: true },
    ]);
  });

  it('another sort order goes back to page 1', async () => {
    const { scope, navigations, open } = setUp((search) => page(30, search.page));
    await open('?q=ipad&page=2&lang=th');
    await allSettled(sortOrderChanged, { scope, params: 'high2low' });
    expect(navigations).toEqual([
      { pathname: '/search', search: '?q=ipad&lang=th&sort_order=high2low' },
    ]);
  });
});

import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { RefundPromoCodes, type RefundCodeSearchBody } from '@rewards/api-client/contract';
import { $cartRestored } from '../../entities/cart/model';
import { $locale } from '../../entities/locale/model';
import { $idToken, $sessionRestored } from '../../entities/session/model';
import { $location, navigateFx, type NavigateTo } from '../../shared/router/model';
import { recordNavigation } from '../../shared/router/recorded-navigation';
import { wire } from '../../testing/checkout';
import { parseQuery } from '../../shared/url/query';
import {
  $codes,
  $pages,
  $query,
  $ready,
  orderChosen,
  promoCodesHref,
  promoCodesOpened,
  searchRefundCodesFx,
} from './model';

const ANSWER: RefundPromoCodes = wire(RefundPromoCodes, {
  promoCodes: [
    {
      promoCode: 'RF8K2Q7PZ1',
      displayValue: '1500.00',
      startDate: '2026-10-02T03:00:00.000Z',
      expiredDate: '2026-12-31T16:59:59.000Z',
      description: 'Refund of an order',
      thaiDescription: 'คืนเงินคำสั่งซื้อ',
    },
  ],
  pagination: { totalRecords: 6, numOfPages: 2, pageNumber: 1, pageSize: 5 },
  sort: { property: 'expiredDate', direction: 'ASC' },
});

function setUp(answer: () => Promise<RefundPromoCodes>, token: string | null = 'token') {
  const navigations: NavigateTo[] = [];
  const asked: RefundCodeSearchBody[] = [];
  const scope = fork({
    values: [
      [$cartRestored, true],
      [$sessionRestored, true],
      [$idToken, token],
      [$locale, 'th'],
      [$location, { pathname: '/promo-codes', search: '?lang=th' }],
    ],
    handlers: [
      [navigateFx, recordNavigation(navigations)],
      [searchRefundCodesFx, (body: RefundCodeSearchBody) => (asked.push(body), answer())],
    ],
  });
  const open = (search: string) =>
    allSettled(promoCodesOpened, { scope, params: parseQuery(search) });
  return { scope, navigations, asked, open };
}

describe('/promo-codes', () => {
  it('asks for the page by expiry, nearest first, by default; by value, highest first, when asked', async () => {
    const { scope, asked, open } = setUp(() => Promise.resolve(ANSWER));
    await open('?lang=th');
    await open('?orders=value&page=2&lang=th');
    expect(asked).toEqual([
      { pageNumber: 1, orders: [{ property: 'expiredDate', direction: 'ASC' }] },
      { pageNumber: 2, orders: [{ property: 'value', direction: 'DESC' }] },
    ]);
    expect(scope.getState($pages)).toBe(2);
    expect(scope.getState($codes)[0]?.description).toBe('คืนเงินคำสั่งซื้อ');
  });

  it('served by the server, the page starts once the browser has read the cart and the session', async () => {
    const server = fork({ values: [[$locale, 'th']] });
    await allSettled(promoCodesOpened, {
      scope: server,
      params: parseQuery('?orders=value&lang=th'),
    });
    const asked: RefundCodeSearchBody[] = [];
    // The browser forks from what the server's page carried: the address's query (a serialized store).
    const browser = fork({
      values: [
        [$query, server.getState($query)],
        [$location, { pathname: '/promo-codes', search: '?orders=value&lang=th' }],
      ],
      handlers: [
        [
          searchRefundCodesFx,
          (body: RefundCodeSearchBody) => (asked.push(body), Promise.resolve(ANSWER)),
        ],
      ],
    });
    await allSettled($idToken, { scope: browser, params: 'token' });
    await allSettled($cartRestored, { scope: browser, params: true });
    await allSettled($sessionRestored, { scope: browser, params: true });
    expect(asked).toEqual([{ pageNumber: 1, orders: [{ property: 'value', direction: 'DESC' }] }]);
    expect(browser.getState($ready)).toBe(true);
  });

  it('a visitor without a token goes to sign in and nothing is asked', async () => {
    const { scope, asked, navigations, open } = setUp(() => Promise.resolve(ANSWER), null);
    await open('?lang=th');
    expect(asked).toEqual([]);
    expect(scope.getState($ready)).toBe(false);
    expect(navigations).toEqual([{ pathname: '/', search: '?lang=th', replace: true }]);
  });

  it('a list that cannot be read is empty', async () => {
    const { scope, open } = setUp(() => Promise.reject(new Error('down')));
    await open('?lang=th');
    expect(scope.getState($codes)).toEqual([]);
    expect(scope.getState($pages)).toBe(0);
  });

  it('another order starts at page 1; page links keep the order', async () => {
    const { scope, navigations } = setUp(() => Promise.resolve(ANSWER));
    await allSettled(orderChosen, { scope, params: 'value' });
    expect(navigations).toEqual([{ pathname: '/promo-codes', search: '?orders=value&lang=th' }]);
    expect(promoCodesHref({ page: 1, order: 'value' }, 'en', 3)).toBe(
      '/promo-codes?orders=value&page=3&lang=en',
    );
  });
});

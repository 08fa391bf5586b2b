import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageAt } from './page-match';
import { PAGE_IDS, isPageId, pageFolder, pageMessageNames, pageSource } from './page-registry';

const appRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('the page registry', () => {
  it("each page's module is a file the client build's manifest names by its source", () => {
    for (const id of PAGE_IDS) {
      expect(pageSource(id)).toBe(`src/pages/${pageFolder(id)}/index.ts`);
      expect(existsSync(`${appRoot}${pageSource(id)}`), id).toBe(true);
    }
  });

  it("a page's folder is its id in kebab case", () => {
    expect(pageFolder('home')).toBe('home');
    expect(pageFolder('listCatalogue')).toBe('list-catalogue');
    expect(pageFolder('howItWork')).toBe('how-it-work');
  });

  it('the message modules split off the first page are named once each, however many pages share one', () => {
    const names = pageMessageNames();
    expect(names).toEqual(expect.arrayContaining(['checkout', 'afterSale']));
    expect(new Set(names).size).toBe(names.length);
  });

  it('route ids are page ids; the layout is not', () => {
    expect(isPageId('checkout')).toBe(true);
    expect(isPageId('layout')).toBe(false);
    expect(isPageId('toString')).toBe(false);
    expect(isPageId(undefined)).toBe(false);
  });
});

describe('pageAt: a path to its page, ranked as the router ranks routes', () => {
  it.each([
    ['/', 'home'],
    ['/maintenance', 'maintenance'],
    ['/listCatalogue/12', 'listCatalogue'],
    ['/listItem', 'listItem'],
    ['/itemDetail', 'itemDetail'],
    ['/cms/about', 'cms'],
    ['/how-it-work', 'howItWork'],
    ['/contactus', 'contact'],
    ['/cart/1', 'cart'],
    ['/cart/2', 'checkout'],
    ['/cart/payment-process', 'checkout'],
    ['/cart/7', 'checkout'],
    ['/Cart/1', 'notFound'],
    ['/userInfo', 'userInfo'],
    ['/change-password', 'changePassword'],
    ['/transaction-history', 'transactionHistory'],
    ['/promo-codes', 'promoCodes'],
    ['/assign-account', 'assignAccount'],
    ['/userinfo/x', 'notFound'],
    ['/listCatalogue', 'notFound'],
  ] as const)('%s is %s', (path, id) => {
    expect(pageAt(path).id).toBe(id);
  });

  it('with the path parameters', () => {
    expect(pageAt('/listCatalogue/12').params).toEqual({ categoryId: '12' });
    expect(pageAt('/cart/3').params).toEqual({ step: '3' });
  });
});

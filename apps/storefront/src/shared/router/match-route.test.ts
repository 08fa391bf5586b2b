import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';

const routes = [
  ['home', '/'],
  ['catalogue', '/listCatalogue/:categoryId'],
  ['cms', '/cms/:slug'],
  ['search', '/search'],
] as const;

describe('matchRoute', () => {
  it('matches fixed paths and names the parameters', () => {
    expect(matchRoute(routes, '/')).toEqual({ key: 'home', params: {} });
    expect(matchRoute(routes, '/search/')).toEqual({ key: 'search', params: {} });
    expect(matchRoute(routes, '/listCatalogue/12')).toEqual({
      key: 'catalogue',
      params: { categoryId: '12' },
    });
    expect(matchRoute(routes, '/cms/sales%2Drefund')).toEqual({
      key: 'cms',
      params: { slug: 'sales-refund' },
    });
  });

  it('anything else matches nothing (the not-found page)', () => {
    expect(matchRoute(routes, '/nowhere')).toBeUndefined();
    expect(matchRoute(routes, '/cms')).toBeUndefined();
    expect(matchRoute(routes, '/cms/a/b')).toBeUndefined();
    expect(matchRoute(routes, '/Search')).toBeUndefined();
    expect(matchRoute(routes, '/cms/%E0%A4%A')).toBeUndefined();
  });
});

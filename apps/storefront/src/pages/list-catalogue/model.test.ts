import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $locale } from '../../entities/locale/model';
import { $apiFailure } from '../../shared/api/errors';
import { aCategory } from '../../testing/fixtures';
import {
  $allItemsHref,
  $background,
  $tiles,
  $slides,
  $state,
  catalogueTiles,
  fetchCategoryFx,
  listCatalogueOpened,
} from './model';

const catalogue = (catalogueId: number, displayOrder: number, displaySubOrder = 0) => ({
  catalogueId,
  categoryId: 1,
  name: `C${catalogueId}`,
  thaiName: `ค${catalogueId}`,
  displayOrder,
  displaySubOrder,
  highlight: 'N',
  useListing: 'N',
  hasItemNew: 'N',
  imageUrl: `/c/${catalogueId}.svg`,
});

describe('catalogue page', () => {
  it('tiles follow the domain order (displayOrder above 10 read as main and sub order, then displaySubOrder), with their new tags', () => {
    const category = aCategory({
      catalogues: [
        catalogue(5, 22),
        catalogue(4, 21),
        catalogue(3, 3),
        catalogue(2, 1, 2),
        { ...catalogue(1, 1, 1), hasItemNew: 'Y' },
      ],
    });
    expect(catalogueTiles(category, 'en').map((tile) => [tile.name, tile.isNew])).toEqual([
      ['C1', true],
      ['C2', false],
      ['C4', false],
      ['C5', false],
      ['C3', false],
    ]);
  });

  it('shows the category, its carousel in the language, and the background of its lead catalogue', async () => {
    const scope = fork({
      values: [[$locale, 'th']],
      handlers: [[fetchCategoryFx, async () => aCategory({ useListing: 'Y' })]],
    });
    await allSettled(listCatalogueOpened, { scope, params: '1' });
    expect(scope.getState($tiles).map((tile) => [tile.href, tile.isNew])).toEqual([
      ['/listItem?category=1&catalogue=12&lang=th', false],
      ['/listItem?category=1&catalogue=11&lang=th', true],
    ]);
    expect(scope.getState($slides)).toHaveLength(1);
    expect(scope.getState($background)).toEqual({ color: undefined, dark: false });
    expect(scope.getState($allItemsHref)).toBe('/listItem?category=1&lang=th');
  });

  it('an unknown or malformed category is the not-found page, without an error modal', async () => {
    const scope = fork({
      handlers: [
        [
          fetchCategoryFx,
          async () => Promise.reject({ kind: 'notFound', status: 404, body: undefined }),
        ],
      ],
    });
    await allSettled(listCatalogueOpened, { scope, params: '99' });
    expect(scope.getState($state)).toEqual({ status: 'notFound' });
    await allSettled(listCatalogueOpened, { scope, params: 'abc' });
    expect(scope.getState($state)).toEqual({ status: 'notFound' });
    expect(scope.getState($apiFailure)).toBeNull();
  });
});

import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $location } from '../shared/router/model';
import { $activeCategory } from './layout-model';

function activeAt(pathname: string, search = ''): string | number | null {
  const scope = fork({ values: [[$location, { pathname, search }]] });
  return scope.getState($activeCategory);
}

describe("the category bar's current tab", () => {
  it('home on the home page', () => {
    expect(activeAt('/')).toBe('home');
  });

  it("a catalogue's category from its path, in any case and with more after it", () => {
    expect(activeAt('/listCatalogue/12')).toBe('12');
    expect(activeAt('/listcatalogue/7', '?category=3')).toBe('7');
    expect(activeAt('/listCatalogue/12/more')).toBe('12');
    expect(activeAt('/listCatalogue/34x')).toBe('34');
  });

  it('else the category of the query, when it is a number', () => {
    expect(activeAt('/listItem', '?category=5')).toBe('5');
    expect(activeAt('/listCatalogue/x', '?category=5')).toBe('5');
    expect(activeAt('/itemDetail', '?category=iphone')).toBeNull();
    expect(activeAt('/cart/1')).toBeNull();
  });
});

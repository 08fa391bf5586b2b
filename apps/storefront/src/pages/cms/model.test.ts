import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $apiFailure } from '../../shared/api/errors';
import { $cms, cmsPageOpened, fetchCmsPageFx } from './model';

const page = (slug: string) => ({
  slug,
  lang: 'en' as const,
  title: `Title ${slug}`,
  content: '<p>x</p>',
});

describe('cms page', () => {
  it('shows the page of the slug', async () => {
    const scope = fork({ handlers: [[fetchCmsPageFx, async (slug: string) => page(slug)]] });
    await allSettled(cmsPageOpened, { scope, params: 'privacy' });
    expect(scope.getState($cms)).toEqual({ status: 'ready', page: page('privacy') });
  });

  it('an unknown slug is the not-found page, without an error modal', async () => {
    const scope = fork({
      handlers: [
        [
          fetchCmsPageFx,
          async () => Promise.reject({ kind: 'notFound', status: 404, body: undefined }),
        ],
      ],
    });
    await allSettled(cmsPageOpened, { scope, params: 'nothing-here' });
    expect(scope.getState($cms)).toEqual({ status: 'notFound' });
    expect(scope.getState($apiFailure)).toBeNull();
  });

  it('a slug that cannot exist is not even asked for', async () => {
    const asked: string[] = [];
    const scope = fork({
      handlers: [[fetchCmsPageFx, async (slug: string) => (asked.push(slug), page(slug))]],
    });
    await allSettled(cmsPageOpened, { scope, params: '../../etc' });
    expect(asked).toEqual([]);
    expect(scope.getState($cms)).toEqual({ status: 'notFound' });
  });

  it('a late answer for the previous slug is not shown', async () => {
    let releaseFirst: () => void = () => undefined;
    const scope = fork({
      handlers: [
        [
          fetchCmsPageFx,
          (slug: string) =>
            slug === 'about'
              ? new Promise((resolve) => {
                  releaseFirst = () => resolve(page(slug));
                })
              : Promise.resolve(page(slug)),
        ],
      ],
    });
    const first = allSettled(cmsPageOpened, { scope, params: 'about' });
    const second = allSettled(cmsPageOpened, { scope, params: 'privacy' });
    releaseFirst();
    await Promise.all([first, second]);
    expect(scope.getState($cms)).toEqual({ status: 'ready', page: page('privacy') });
  });

  it('a server failure opens the error modal', async () => {
    const scope = fork({
      handlers: [[fetchCmsPageFx, async () => Promise.reject({ kind: 'unreachable', status: 0 })]],
    });
    await allSettled(cmsPageOpened, { scope, params: 'about' });
    expect(scope.getState($cms)).toEqual({ status: 'failed' });
    expect(scope.getState($apiFailure)).toEqual({ failure: { kind: 'unreachable', status: 0 } });
  });
});

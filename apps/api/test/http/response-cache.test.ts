import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { matchesEtag } from '../../src/http/register-route';
import { ResponseCache } from '../../src/http/response-cache';

const Codec = t.type({ n: t.number });

describe('ResponseCache', () => {
  it('encodes a load once and answers every later read from memory with the same tag', async () => {
    const cache = new ResponseCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([cache.get('k', Codec, load), cache.get('k', Codec, load)]);
    const c = await cache.get('k', Codec, load);
    expect(loads).toBe(1);
    expect(a.json).toBe('{"n":1}');
    expect(b).toBe(a);
    expect(c.etag).toBe(a.etag);
    expect(a.etag).toMatch(/^"[\w-]{22}"$/);
  });

  it('forgets a failed load, so the next read tries again', async () => {
    const cache = new ResponseCache();
    await expect(cache.get('k', Codec, () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect((await cache.get('k', Codec, async () => ({ n: 2 }))).json).toBe('{"n":2}');
  });

  it('clear() forgets everything; a load started before still resolves for its caller', async () => {
    const cache = new ResponseCache();
    let release: (value: { n: number }) => void = () => undefined;
    const pending = cache.get('k', Codec, () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    expect(cache.size).toBe(0);
    release({ n: 1 });
    expect((await pending).json).toBe('{"n":1}');
    expect((await cache.get('k', Codec, async () => ({ n: 2 }))).json).toBe('{"n":2}');
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = new ResponseCache(2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, Codec, async () => ({ n: 1 }));
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get('a', Codec, async () => ((reloaded = true), { n: 1 }));
    expect(reloaded).toBe(true);
  });
});

describe('matchesEtag', () => {
  it('matches the tag, a weak tag, a list or *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

import fc from 'fast-check';
import * as t from 'io-ts';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { heldBytes } from '../../src/http/own-memory';
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
    expect(a.body.toString()).toBe('{"n":1}');
    expect(b).toBe(a);
    expect(c.etag).toBe(a.etag);
    expect(a.etag).toMatch(/^"[\w-]{22}"$/);
  });

  it('forgets a failed load, so the next read tries again', async () => {
    const cache = new ResponseCache();
    await expect(cache.get('k', Codec, () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect((await cache.get('k', Codec, async () => ({ n: 2 }))).body.toString()).toBe('{"n":2}');
  });

  it('clear() forgets everything; a load started before still resolves for its caller', async () => {
    const cache = new ResponseCache();
    let release: (value: { n: number }) => void = () => undefined;
    const pending = cache.get('k', Codec, () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    expect(cache.size).toBe(0);
    release({ n: 1 });
    expect((await pending).body.toString()).toBe('{"n":1}');
    expect((await cache.get('k', Codec, async () => ({ n: 2 }))).body.toString()).toBe('{"n":2}');
  });

  it('drops the least recently used answers beyond its size in bytes', async () => {
    const Text = t.type({ text: t.string });
    const cache = new ResponseCache(25_000);
    const big = async () => ({ text: 'x'.repeat(10_000) });
    for (const key of ['a', 'b', 'c']) await cache.get(key, Text, big);
    await cache.get('a', Text, big);
    await cache.get('d', Text, big);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(25_000);
    let reloaded = '';
    for (const key of ['a', 'b', 'c', 'd']) {
      await cache.get(key, Text, async () => ((reloaded += key), { text: '' }));
    }
    expect(reloaded).toContain('b');
    expect(reloaded).toContain('c');
  });

  it('property: whatever is asked for, the kept answers stay within the byte bound', async () => {
    const Text = t.type({ text: t.string });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.string({ maxLength: 4 }), fc.nat({ max: 5000 })), { maxLength: 60 }),
        async (reads) => {
          const cache = new ResponseCache(20_000);
          for (const [key, length] of reads) {
            await cache.get(key, Text, async () => ({ text: 'y'.repeat(length) }));
            expect(cache.bytes).toBeLessThanOrEqual(20_000);
          }
        },
      ),
    );
  });

  it('property: the memory the kept bodies keep alive stays within the byte bound', async () => {
    // Small bodies and zlib's results come out of Node's shared pool; kept as slices, each
    // would keep a whole pool (64 KB on Node 24) while counting a few hundred bytes.
    const Text = t.type({ text: t.string });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat({ max: 40 }), fc.nat({ max: 6000 })), { maxLength: 60 }),
        async (reads) => {
          const maxBytes = 30_000;
          const cache = new ResponseCache(maxBytes);
          for (const [key, length] of reads) {
            const answer = await cache.get(String(key), Text, async () => ({
              text: `${key}`.repeat(length),
            }));
            for (const body of [answer.body, answer.br]) {
              if (body !== undefined) expect(heldBytes(body)).toBe(body.length);
            }
          }
          expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
        },
      ),
    );
  });

  it('keeps an answer of 1 KB or more compressed with brotli, counted in its bytes', async () => {
    const Text = t.type({ text: t.string });
    const cache = new ResponseCache();
    const text = 'ไอโฟน iPhone '.repeat(200);
    const answer = await cache.get('big', Text, async () => ({ text }));
    const json = JSON.stringify({ text });
    expect(answer.body.toString()).toBe(json);
    expect(answer.br).toBeDefined();
    expect(brotliDecompressSync(answer.br ?? Buffer.alloc(0)).toString()).toBe(json);
    expect(cache.bytes).toBeGreaterThanOrEqual(answer.body.length + (answer.br?.length ?? 0));
    expect(Object.keys(answer)).toEqual(['body', 'etag', 'br']);
    const small = await cache.get('small', Codec, async () => ({ n: 1 }));
    expect(small.br).toBeUndefined();
  });

  it('a load that began before clear() is not kept', async () => {
    const cache = new ResponseCache();
    let release: (value: { n: number }) => void = () => undefined;
    const pending = cache.get('k', Codec, () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    release({ n: 1 });
    await pending;
    expect(cache.size).toBe(0);
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

import { createHash } from 'node:crypto';
import type * as t from 'io-ts';
import { LRUCache } from 'lru-cache';
import { compressForKeeping } from './content-encoding';
import { heldBytes, ownMemory } from './own-memory';
import { EncodedJson } from './register-route';

/** Below this a body goes out as it is (the compression plugin's threshold too). */
const COMPRESS_FROM_BYTES = 1024;

/** What an answer costs in memory, roughly: the memory of its bodies, its tag and its key. */
function bytesOf(key: string, answer: EncodedJson): number {
  const bodies = heldBytes(answer.body) + heldBytes(answer.br);
  return bodies + 2 * (key.length + answer.etag.length) + 64;
}

/**
 * A value's JSON as bytes with its tag, and compressed once with brotli when
 * it is large enough (`compressForKeeping`); each body in memory of its own
 * (`ownMemory`), since it may be kept.
 */
async function encode(json: string): Promise<EncodedJson> {
  const body = ownMemory(Buffer.from(json));
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  if (body.length < COMPRESS_FROM_BYTES) return new EncodedJson(body, etag);
  return new EncodedJson(body, etag, await compressForKeeping(body));
}

interface Entry {
  readonly answer: Promise<EncodedJson>;
  readonly bytes: number;
}

/**
 * Encoded answers of hot catalogue reads, kept until the catalogue changes, so
 * that a category list or an item page costs about what a bare route costs:
 * one map lookup and a buffer written as it is (compressed
 * once with brotli for the clients that take it, which are nearly all). Bounded by bytes, not by count (a search
 * answer of 100 items weighs a thousand times a logo's): the least recently
 * used answers go first beyond `maxBytes`. Loads of the same key share one
 * promise; a failed load is forgotten; a load that began before `clear()` is
 * not kept.
 */
export class ResponseCache {
  readonly #done: LRUCache<string, Entry>;
  readonly #loading = new Map<string, Promise<EncodedJson>>();
  #generation = 0;
  #hits = 0;
  #misses = 0;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.#done = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry) => entry.bytes,
    });
  }

  get<R>(
    key: string,
    codec: t.Type<R, unknown, unknown>,
    load: () => Promise<R>,
  ): Promise<EncodedJson> {
    const done = this.#done.get(key);
    if (done !== undefined) {
      this.#hits += 1;
      return done.answer;
    }
    const loading = this.#loading.get(key);
    if (loading !== undefined) {
      this.#hits += 1;
      return loading;
    }
    this.#misses += 1;

    const generation = this.#generation;
    const answer = load().then((value) => encode(JSON.stringify(codec.encode(value))));
    this.#loading.set(key, answer);
    answer.then(
      (encoded) => {
        if (this.#loading.get(key) === answer) this.#loading.delete(key);
        // An answer loaded before the catalogue changed is stale: it goes to its caller only.
        if (generation === this.#generation) {
          this.#done.set(key, { answer, bytes: bytesOf(key, encoded) });
        }
      },
      () => {
        if (this.#loading.get(key) === answer) this.#loading.delete(key);
      },
    );
    return answer;
  }

  /** Forgets everything: the catalogue changed. */
  clear(): void {
    this.#generation += 1;
    this.#done.clear();
    this.#loading.clear();
  }

  /** How many answers are kept or loading. */
  get size(): number {
    return this.#done.size + this.#loading.size;
  }

  /** Reads answered from the cache (kept or already loading) and reads that loaded, since start. */
  get stats(): { readonly hits: number; readonly misses: number } {
    return { hits: this.#hits, misses: this.#misses };
  }

  /** Roughly how many bytes the kept answers take. */
  get bytes(): number {
    return this.#done.calculatedSize;
  }
}

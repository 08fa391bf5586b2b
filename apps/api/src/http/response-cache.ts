import { createHash } from 'node:crypto';
import type * as t from 'io-ts';
import { LRUCache } from 'lru-cache';
import { EncodedJson } from './register-route';

/** What an answer costs in memory, roughly: its text (two bytes a character) and its key. */
function bytesOf(key: string, answer: EncodedJson): number {
  return 2 * (key.length + answer.json.length + answer.etag.length) + 64;
}

interface Entry {
  readonly answer: Promise<EncodedJson>;
  readonly bytes: number;
}

/**
 * Encoded answers of hot catalogue reads, kept until the catalogue changes, so
 * that a category list or an item page costs about what a bare route costs:
 * one map lookup and a string write. Bounded by bytes, not by count (a search
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
    const answer = load().then((value) => {
      const json = JSON.stringify(codec.encode(value));
      const etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
      return new EncodedJson(json, etag);
    });
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

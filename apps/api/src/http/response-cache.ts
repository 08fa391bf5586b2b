import { createHash } from 'node:crypto';
import type * as t from 'io-ts';
import { EncodedJson } from './register-route';

/**
 * Encoded answers of hot catalogue reads, kept until the catalogue changes, so
 * that a category list or an item page costs about what a bare route costs:
 * one map lookup and a string write. Loads of the same key share one promise;
 * a failed load is forgotten. The oldest entries go first beyond `maxEntries`.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Promise<EncodedJson>>();

  constructor(private readonly maxEntries = 5000) {}

  get<R>(
    key: string,
    codec: t.Type<R, unknown, unknown>,
    load: () => Promise<R>,
  ): Promise<EncodedJson> {
    const cached = this.#entries.get(key);
    if (cached !== undefined) return cached;
    const entry = load().then((value) => {
      const json = JSON.stringify(codec.encode(value));
      const etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
      return new EncodedJson(json, etag);
    });
    // A failed load is forgotten, unless a newer load of the key already replaced it.
    entry.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    this.#entries.set(key, entry);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return entry;
  }

  /** Forgets everything: the catalogue changed. */
  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

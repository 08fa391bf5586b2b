import fc from 'fast-check';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { heldBytes, ownMemory } from '../../src/http/own-memory';

const gzipAsync = promisify(gzip);

describe('ownMemory', () => {
  it('copies a slice of a shared pool into memory of its own size', async () => {
    // Both come out of Node's shared pool (64 KB on Node 24): the kept slice would keep all of it.
    for (const pooled of [
      Buffer.from('{"items":[]}'),
      await gzipAsync(Buffer.from('x'.repeat(3000))),
    ]) {
      expect(heldBytes(pooled)).toBeGreaterThan(pooled.length);
      const own = ownMemory(pooled);
      expect(own.equals(pooled)).toBe(true);
      expect(heldBytes(own)).toBe(own.length);
      expect(own.byteOffset).toBe(0);
    }
  });

  it('answers a buffer that is all of its memory as it is', () => {
    const whole = Buffer.alloc(100_000, 1);
    expect(ownMemory(whole)).toBe(whole);
    expect(heldBytes(undefined)).toBe(0);
  });

  it('property: whatever slice it gets, the result holds exactly its bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.nat({ max: 500 }), (bytes, cut) => {
        const slice = Buffer.from(bytes).subarray(Math.min(cut, bytes.length));
        const own = ownMemory(slice);
        expect(own.equals(slice)).toBe(true);
        expect(heldBytes(own)).toBe(slice.length);
      }),
    );
  });
});

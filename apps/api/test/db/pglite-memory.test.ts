import { describe, expect, it, onTestFinished } from 'vitest';
import { openPgliteDatabase } from '../../src/db/pglite-database';

const MB = 2 ** 20;

describe('the embedded database starts small', () => {
  it('has a buffer pool of 16 MB, and its WebAssembly memory stays at its initial 128 MB once open', async () => {
    const db = await openPgliteDatabase();
    onTestFinished(() => db.close());
    const [row] = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(row?.shared_buffers).toBe('16MB');
    // PostgreSQL's own 128 MB pool took it to 189 MB before a single query.
    expect((db.memoryBytes?.() ?? 0) / MB).toBeLessThanOrEqual(128);
  });
});

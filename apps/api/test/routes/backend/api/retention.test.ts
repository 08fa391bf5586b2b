import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/test-app';

describe('what visitors leave behind is bounded', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('guest ids past their retention are pruned when new ones are issued', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    await app.db.query(
      `INSERT INTO guest (guest_uuid, created_at) VALUES
         ($1, now() - interval '31 days'), ($2, now() - interval '29 days')`,
      [old, recent],
    );
    expect(await app.guestRepository.exists(old)).toBe(false);
    const response = await app.inject({ url: '/backend/api/common/guest-uuid' });
    const issued = (response.json() as { guestUuid: string }).guestUuid;
    const left = await app.db.query<{ guest_uuid: string }>(
      'SELECT guest_uuid FROM guest WHERE guest_uuid = ANY($1::uuid[])',
      [[old, recent, issued]],
    );
    expect(left.map((row) => row.guest_uuid).sort()).toEqual([recent, issued].sort());
    expect(await app.guestRepository.exists(issued)).toBe(true);
  });
});

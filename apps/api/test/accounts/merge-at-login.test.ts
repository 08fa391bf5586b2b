import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { routes, type ServerCart } from '@rewards/api-client/contract';
import { mergeCarts, type CartLine } from '@rewards/domain';
import { buildTestApp } from '../helpers/test-app';
import { decoded } from '../helpers/inject';
import { domainLine, itemsByCode } from '../../src/cart/cart-lines';
import { bearer, signUpAndIn, someItemCodes } from './helpers';

let app: FastifyInstance;
let codes: string[];

beforeAll(async () => {
  app = await buildTestApp({ PASSWORD_HASH_COST: 'test' });
  codes = await someItemCodes(app);
});
afterAll(async () => {
  await app.close();
});

interface Choice {
  readonly uuid: string;
  readonly code: string;
  readonly quantity: number;
  readonly persMesg1: string;
}

const choicesArb = (prefix: string) =>
  fc
    .array(
      fc.record({
        code: fc.constantFrom(...codes),
        quantity: fc.integer({ min: 1, max: 5 }),
        persMesg1: fc.constantFrom('', 'A', 'B'),
      }),
      { maxLength: 6 },
    )
    .map((lines) => lines.map((line, index) => ({ ...line, uuid: `${prefix}-${index}` })));

const wire = (line: Pick<CartLine, 'uuid' | 'code' | 'quantity' | 'persMesg1' | 'persMesg2'>) => ({
  uuid: line.uuid,
  code: line.code,
  quantity: line.quantity,
  hasAppleCare: 'N',
  checked: 'Y',
  persMesg1: line.persMesg1,
  persMesg2: line.persMesg2,
});

async function asDomain(lines: readonly Choice[]): Promise<CartLine[]> {
  const items = await itemsByCode(
    app.itemRepository,
    lines.map((line) => line.code),
  );
  return lines.map((line) =>
    domainLine(
      { ...line, hasAppleCare: false, checked: true, persMesg2: '' },
      items.get(line.code)!,
    ),
  );
}

function unitsByCode(lines: readonly { code: string; quantity: number }[]): Record<string, number> {
  const units: Record<string, number> = {};
  for (const line of lines) units[line.code] = (units[line.code] ?? 0) + line.quantity;
  return units;
}

describe('merge at login (spec section 4)', () => {
  it('pushes the local cart into the server cart without losing or inventing a unit', async () => {
    const token = await signUpAndIn(app, 'merge@example.com');
    await fc.assert(
      fc.asyncProperty(choicesArb('server'), choicesArb('local'), async (server, local) => {
        const put = (body: object) =>
          app.inject({
            method: 'PUT',
            url: '/backend/api/shopping-cart',
            headers: bearer(token),
            payload: body,
          });
        const read = async (): Promise<ServerCart> =>
          decoded(
            routes.cart,
            (
              await app.inject({
                method: 'GET',
                url: '/backend/api/shopping-cart',
                headers: bearer(token),
              })
            ).json(),
          );
        // The server cart this device finds at sign-in (one customer across runs).
        expect(
          (
            await put({
              version: (await read()).version,
              lines: server.map((l) => wire({ ...l, persMesg2: '' })),
            })
          ).statusCode,
        ).toBe(200);

        // The client reads the server cart, merges with the domain's rule and writes back.
        const stored = await read();
        const merged = mergeCarts(await asDomain(stored.lines), await asDomain(local));
        expect((await put({ version: stored.version, lines: merged.map(wire) })).statusCode).toBe(
          200,
        );

        const after = await read();
        expect(unitsByCode(after.lines)).toEqual(unitsByCode([...server, ...local]));
        if (local.length === 0)
          expect(after.lines.map((l) => l.uuid)).toEqual(server.map((l) => l.uuid));
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

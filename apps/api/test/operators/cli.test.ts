import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, runOperatorCli } from '../../src/cli/operator-cli';
import { lockDataDir } from '../../src/db/data-dir-lock';
import { DEMO_CUSTOMERS } from '../../src/seed/checkout';
import { buildCheckoutApp } from '../checkout/helpers';
import { addOperator, OPERATOR_PASSWORD, paidOrder, signIn, stockedItem } from './helpers';

let app: FastifyInstance;
let url: string;
let home: string;

/** Runs the command line in this process; answers its exit code and what it printed. */
async function cli(argv: readonly string[], env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCli(argv, {
    env: {
      OPERATOR_TOKEN_FILE: join(home, 'token'),
      OPERATOR_PASSWORD,
      PASSWORD_HASH_COST: 'test',
      ...env,
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readSecret: async () => OPERATOR_PASSWORD,
    fetch,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'operator-cli-'));
  app = await buildCheckoutApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  rmSync(home, { recursive: true, force: true });
});

describe('npm run operator', () => {
  it('--help lists every command', async () => {
    const { code, out } = await cli(['--help']);
    expect(code).toBe(EXIT.ok);
    for (const command of [
      'create-operator',
      'login',
      'orders',
      'order <po>',
      'ship <subOrder>',
      'deliver <subOrder>',
      'cancel <subOrder>',
      'refund <subOrder>',
      'issue-refund-code',
    ]) {
      expect(out).toContain(command);
    }
    expect((await cli([])).code).toBe(EXIT.usage);
    expect((await cli(['fly'])).code).toBe(EXIT.usage);
  });

  it('signs in, keeps the token in a file of mode 600, lists, ships and reads an order of the running shop', async () => {
    await addOperator(app, 'cli@rewards.example');
    const customer = await signIn(app, DEMO_CUSTOMERS[0]!.email);
    const { poNumber, subOrders } = await paidOrder(app, customer, [
      { item: await stockedItem(app, 7), quantity: 1 },
    ]);
    expect((await cli(['orders', '--url', url])).code).toBe(EXIT.usage);

    const login = await cli(['login', '--email', 'cli@rewards.example', '--url', url]);
    expect(login.err).toBe('');
    expect(login.code).toBe(EXIT.ok);
    expect(statSync(join(home, 'token')).mode & 0o777).toBe(0o600);

    const orders = await cli(['orders', '--po', poNumber]);
    expect(orders.code).toBe(EXIT.ok);
    expect(orders.out).toContain(poNumber);
    expect(orders.out).toContain('1 awaiting shipment');

    const shipped = await cli([
      'ship',
      subOrders[0]!,
      '--carrier',
      'Flash Express',
      '--tracking',
      'TH0123456789',
      '--expected',
      '2026-12-10',
      '--on',
      '2026-12-01',
    ]);
    expect(shipped.err).toBe('');
    expect(shipped.out).toMatch(
      new RegExp(`${subOrders[0]}\\s+SHIPPED .*Flash Express TH0123456789, expected 2026-12-10`),
    );

    const again = await cli([
      'ship',
      subOrders[0]!,
      '--carrier',
      'x',
      '--tracking',
      'y',
      '--expected',
      '2026-12-10',
    ]);
    expect(again.code).toBe(EXIT.refused);
    expect(again.err).toContain('409: This sub-order has been shipped already.');

    const order = await cli(['order', poNumber, '--json']);
    expect(JSON.parse(order.out)).toMatchObject({
      poNumber,
      subOrders: [{ shippingState: 'SHIPPED' }],
    });
    const log = await app.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE target = $1',
      [`sub-order:${subOrders[0]}`],
    );
    expect(log.map((row) => row.action)).toEqual(['ship']);
  });

  it('says the shop is unreachable when nothing answers at --url', async () => {
    const { code, err } = await cli([
      'login',
      '--email',
      'x@example.com',
      '--url',
      'http://127.0.0.1:9',
    ]);
    expect(code).toBe(EXIT.unavailable);
    expect(err).toContain('does not answer at http://127.0.0.1:9');
  });

  it('create-operator refuses a data folder the running shop holds, and says what to do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'operator-cli-data-'));
    const release = lockDataDir(dataDir);
    try {
      const { code, err } = await cli(
        ['create-operator', '--email', 'a@example.com', '--name', 'A'],
        {
          DATA_DIR: dataDir,
        },
      );
      expect(code).toBe(EXIT.locked);
      expect(err).toContain(`embedded database in ${dataDir}`);
      expect(err).toContain('Stop the shop');
      expect(err).toContain('--online');
    } finally {
      release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('create-operator --online goes through the running shop as a signed-in admin', async () => {
    await addOperator(app, 'cli-admin@rewards.example', 'admin');
    expect((await cli(['login', '--email', 'cli-admin@rewards.example', '--url', url])).code).toBe(
      EXIT.ok,
    );
    const created = await cli([
      'create-operator',
      '--online',
      '--email',
      'second@rewards.example',
      '--name',
      'Second',
    ]);
    expect(created.err).toBe('');
    expect(created.out).toMatch(/^Operator \d+ created: second@rewards\.example \(operator\)$/);
    expect((await cli(['logout'])).code).toBe(EXIT.ok);
    expect((await cli(['orders'])).code).toBe(EXIT.usage);
  });
});

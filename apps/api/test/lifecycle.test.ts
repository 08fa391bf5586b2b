import { EventEmitter } from 'node:events';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closeGracefully, installProcessHandlers, type ProcessLike } from '../src/lifecycle';
import { buildTestApp } from './helpers/test-app';

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address !== null ? address.port : 0;
}

/** One GET over a keep-alive agent: the connection stays open and idle afterwards. */
function keepAliveGet(port: number, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/backend/api/common/ping', agent },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Records the order in which the app's last onClose hook and the database close. */
function recordCloseOrder(app: FastifyInstance): string[] {
  const order: string[] = [];
  const close = app.db.close.bind(app.db);
  app.db.close = async () => {
    order.push('database');
    await close();
  };
  app.addHook('onClose', async () => {
    order.push('last plugin');
  });
  return order;
}

// Each test builds its own app (a fresh database): slow on a busy machine.
describe('shutdown', { timeout: 120_000 }, () => {
  it('closes idle keep-alive connections at once and the database last', async () => {
    let order: string[] = [];
    const app = await buildTestApp(
      {},
      { beforeReady: (built) => (order = recordCloseOrder(built)) },
    );
    const port = await listening(app);
    const agent = new Agent({ keepAlive: true });
    expect(await keepAliveGet(port, agent)).toBe(200);
    const started = Date.now();
    await closeGracefully(app, 5000);
    // Well inside the 5 s deadline, which a kept-alive connection would otherwise hold it to.
    expect(Date.now() - started).toBeLessThan(2500);
    expect(order).toEqual(['last plugin', 'database']);
    agent.destroy();
  });

  it('ends within the deadline when a client never finishes its request', async () => {
    const app = await buildTestApp();
    const port = await listening(app);
    const stalled: Socket = connect(port, '127.0.0.1');
    stalled.on('error', () => undefined);
    await new Promise<void>((resolve) => stalled.once('connect', () => resolve()));
    stalled.write(
      'POST /backend/api/item/search HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await closeGracefully(app, 1000);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(3000);
    await expect(app.db.query('SELECT 1')).rejects.toThrow();
    stalled.destroy();
  });

  it('an unhandled rejection is logged as fatal, the server closes and the process exits 1', async () => {
    const lines: string[] = [];
    const app = await buildTestApp({}, { logStream: { write: (line) => void lines.push(line) } });
    const fake = new EventEmitter();
    const exited = new Promise<number>((resolve) => {
      const target: ProcessLike = {
        once: (event, listener) => fake.once(event, listener),
        on: (event, listener) => fake.on(event, listener),
        exit: resolve,
      };
      installProcessHandlers(app, target, 1000);
    });
    fake.emit('unhandledRejection', new Error('nobody caught me'));
    expect(await exited).toBe(1);
    const fatal = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(fatal.some((line) => line.level === 60 && String(line.msg).includes('unhandled'))).toBe(
      true,
    );
    await expect(app.db.query('SELECT 1')).rejects.toThrow();
  });

  it('SIGTERM closes the server and exits 0; an uncaught exception exits 1', async () => {
    for (const [event, code] of [
      ['SIGTERM', 0],
      ['uncaughtException', 1],
    ] as const) {
      const app = await buildTestApp();
      const fake = new EventEmitter();
      const exited = new Promise<number>((resolve) => {
        installProcessHandlers(
          app,
          {
            once: (name, listener) => fake.once(name, listener),
            on: (name, listener) => fake.on(name, listener),
            exit: resolve,
          },
          1000,
        );
      });
      fake.emit(event, new Error('boom'));
      expect(await exited).toBe(code);
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readServerConfig } from '../../src/config';
import { buildTestApp } from '../helpers/test-app';

/** Log lines as parsed objects. */
function collector() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    stream: {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    },
  };
}

const SPOOFED = '6.6.6.6';

// Each test builds its own app (a fresh database): slow on a busy machine.
describe('request logs', { timeout: 120_000 }, () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('at the default levels, answered requests are not logged one by one', async () => {
    const log = collector();
    app = await buildTestApp({}, { logStream: log.stream });
    await app.inject({ url: '/backend/api/common/ping', headers: { 'x-forwarded-for': SPOOFED } });
    expect(log.lines.filter((line) => line.msg === 'request' || line.req !== undefined)).toEqual(
      [],
    );
    expect(JSON.stringify(log.lines)).not.toContain(SPOOFED);
  });

  it('at REQUEST_LOG_LEVEL=info, one line per request with the verified address only', async () => {
    const log = collector();
    app = await buildTestApp({ REQUEST_LOG_LEVEL: 'info' }, { logStream: log.stream });
    await app.inject({
      url: '/backend/api/common/ping?token=secret',
      remoteAddress: '192.0.2.7',
      headers: { 'x-forwarded-for': SPOOFED },
    });
    const requests = log.lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/backend/api/common/ping',
      status: 200,
      ip: '192.0.2.7',
    });
    expect(JSON.stringify(log.lines)).not.toContain(SPOOFED);
    expect(JSON.stringify(log.lines)).not.toContain('secret');
  });

  it('reads log levels strictly', () => {
    expect(readServerConfig({}).requestLogLevel).toBe('debug');
    expect(readServerConfig({ REQUEST_LOG_LEVEL: 'WARN' }).requestLogLevel).toBe('warn');
    expect(() => readServerConfig({ LOG_LEVEL: 'loud' })).toThrow(RangeError);
  });
});

import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OperationsRepository } from './operations-repository';

/**
 * Who may read `/metrics`: `loopback` (127.0.0.0/8 and ::1), addresses, and
 * CIDR ranges, as `METRICS_ALLOW` lists them.
 */
export function metricsAllowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const version = isIP(address);
    if (version === 0) throw new RangeError(`METRICS_ALLOW: not an address or range: ${entry}`);
    const type = version === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Whether `address` (as Node reports it, IPv4 maybe mapped into IPv6) is on the list. */
export function isAllowed(list: BlockList, address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return list.check(mapped[1], 'ipv4');
  const version = isIP(address);
  if (version === 0) return false;
  return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** What the metrics read beyond the requests they see. */
export interface MetricsSources {
  readonly operations: OperationsRepository;
  /** The pool of database connections, when the engine has one. */
  readonly pool?: () => { total: number; idle: number; waiting: number };
  /** Bytes held by the parts of the server that keep things, by part, read when scraped. */
  readonly memoryParts?: () => Readonly<Record<string, number>>;
}

/**
 * Prometheus metrics of this instance: the process (CPU, memory, event-loop
 * lag, GC), every answered request by method, route pattern and status with its
 * latency, the catalogue cache's size and hits, pictures encoded and read from
 * disk, what the caches and the embedded database hold, the database pool, and orders
 * by state (read from the database when scraped, so every instance reports the
 * same totals).
 */
export function installMetrics(app: FastifyInstance, sources: MetricsSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        // The pattern, never the raw URL: one series per route, whatever the client sends.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'catalogue_cache_entries',
    help: 'Encoded catalogue answers kept or loading.',
    registers: [registry],
    collect() {
      this.set(app.catalogueCache.size);
    },
  });
  new Gauge({
    name: 'catalogue_cache_bytes',
    help: 'Roughly how many bytes the kept catalogue answers take.',
    registers: [registry],
    collect() {
      this.set(app.catalogueCache.bytes);
    },
  });
  new Counter({
    name: 'catalogue_cache_reads_total',
    help: 'Catalogue reads, by whether the cache answered them.',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const { hits, misses } = app.catalogueCache.stats;
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'miss' }, misses);
    },
  });

  new Counter({
    name: 'pictures_encoded_total',
    help: 'Bitmaps encoded since start (banners and the logo); one read from the disk cache is not counted.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(app.pictures.stats.encodes);
    },
  });
  new Counter({
    name: 'pictures_disk_reads_total',
    help: 'Bitmaps read from the disk cache instead of encoded, since start.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(app.pictures.stats.diskReads);
    },
  });
  new Gauge({
    name: 'nodejs_array_buffers_bytes',
    help: 'Memory of ArrayBuffers and SharedArrayBuffers, Buffers included (part of external memory).',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().arrayBuffers);
    },
  });
  const { memoryParts } = sources;
  if (memoryParts !== undefined) {
    new Gauge({
      name: 'memory_held_bytes',
      help: 'Bytes held by the parts of the server that keep things (database engine, caches, pictures).',
      labelNames: ['part'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [part, bytes] of Object.entries(memoryParts())) this.set({ part }, bytes);
      },
    });
  }

  const { pool } = sources;
  if (pool !== undefined) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the database pool, by state.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const now = pool();
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    });
  }

  new Gauge({
    name: 'orders',
    help: 'Orders in the database, by state (PENDING, PAID, FAILED, CANCELLED, EXPIRED).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { status, count } of await sources.operations.ordersByStatus()) {
        this.set({ status }, count);
      }
    },
  });
  return registry;
}

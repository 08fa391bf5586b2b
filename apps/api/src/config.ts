import { CONFIG_KEYS } from '@rewards/domain';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { sellerFromEnv, type Seller } from './documents/seller';

/**
 * The catalogue cache's default bound: 8 MB of compressed answers, about
 * 10,000 of the memory benchmark's catalogue, item and search answers. With
 * 16 MB a server answering distinct searches on PostgreSQL was still growing
 * after 20,000 answers (290 MB); with 8 MB it stopped at 265-275 MB once the
 * cache was full (docs/performance.md, "The catalogue cache at 8 MB").
 */
export const CATALOGUE_CACHE_BYTES = 8 * 1024 * 1024;

/** The server's settings, read once from the environment. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /**
   * `PUBLIC_ORIGIN`: the shop's address as customers reach it (`https://shop.example`),
   * the only source of absolute URLs (mails, canonical and alternate links, sitemap,
   * robots, documents) and the origin a browser's writes must come from. Required when
   * `NODE_ENV` is `production`; otherwise `http://localhost:PORT`.
   */
  readonly publicOrigin: string;
  /** A PostgreSQL server; when absent the embedded database (PGlite) is used. */
  readonly databaseUrl: string | undefined;
  /** Where the embedded database keeps its files; `undefined` keeps it in memory (tests). */
  readonly dataDir: string | undefined;
  /** The built storefront to serve, when it exists. */
  readonly staticDir: string | undefined;
  /** The storefront's server build (its page renderer), when it exists. */
  readonly ssrDir: string | undefined;
  /** Requests per minute per client on the API. */
  readonly rateLimitPerMinute: number;
  /**
   * Requests per minute per client on each route that takes passwords or
   * money (login, register, reset, checkout), counted per route.
   */
  readonly sensitiveRateLimitPerMinute: number;
  /**
   * Which proxies may tell the client's address (`X-Forwarded-For`) and
   * protocol: `false` (none, the default), a hop count, or a list of proxy
   * addresses and CIDR ranges.
   */
  readonly trustProxy: false | number | readonly string[];
  /** A Redis server shared by every instance for rate-limit counts; unset: counts in this process. */
  readonly redisUrl: string | undefined;
  /** Most bytes of encoded answers the catalogue cache keeps (`CATALOGUE_CACHE_BYTES` unless set). */
  readonly cacheMaxBytes: number;
  /** Days a guest id stays valid; older ones are pruned. */
  readonly guestRetentionDays: number;
  /** Largest request body accepted, in bytes. */
  readonly bodyLimitBytes: number;
  readonly logLevel: string;
  /** The level at which each answered request is logged (`debug`: not at the default `info`). */
  readonly requestLogLevel: LogLevel;
  /**
   * `MAINTENANCE=1` (or `0`) overrides the stored FE_PUT_UP_MAINTENANCE_PAGE in
   * this instance's `common/config` answer, without writing it: a switch for
   * end-to-end tests and emergencies that disappears with the process.
   */
  readonly maintenance: boolean | undefined;
  /** `JWT_SECRET`: the token signing secret; when absent one is generated once into the database. */
  readonly jwtSecret: string | undefined;
  /** `ALLOWED_ORIGINS` (comma separated): origins besides the shop's own host allowed to write. */
  readonly allowedOrigins: readonly string[];
  /** `PASSWORD_HASH_COST=test` picks argon2's cheapest setting, for tests only. */
  readonly passwordHashCost: 'owasp' | 'test';
  /**
   * `SETTINGS` (`KEY=value,KEY=value`): run-time settings of the shop (the
   * FE_* keys and START_PO) written into the database at start, e.g. a short
   * `FE_TOKEN_TIME_OUT` for a test server. Unknown keys stop the start.
   */
  readonly settings: Readonly<Record<string, string>>;
  /**
   * `METRICS_ALLOW` (comma separated): the addresses and ranges (`loopback`,
   * `10.0.0.0/8`, `::1`) that may read `/metrics`; loopback by default.
   */
  readonly metricsAllow: readonly string[];
  /** `SMTP_URL`: where e-mail goes (password recovery); unset logs it instead of sending. */
  readonly smtpUrl: string | undefined;
  /** `MAIL_FROM`: the sender of the shop's e-mail. */
  readonly mailFrom: string;
  /**
   * `CHECKOUT_SECRET`: the key that signs quotes and payment returns (HMAC-SHA256);
   * when absent one is generated once into the database, like the token secret.
   */
  readonly checkoutSecret: string | undefined;
  /** `CHECKOUT_QUOTE_MINUTES`: how long a quote of checkPaymentCondition can be placed. */
  readonly quoteMinutes: number;
  /** `CHECKOUT_PENDING_MINUTES`: how long a placed order waits for its payment before it is released. */
  readonly pendingMinutes: number;
  /** `CHECKOUT_SWEEP_SECONDS`: how often expired pending orders are released (0: never by timer). */
  readonly sweepSeconds: number;
  /**
   * `DOCUMENT_SECRET`: the key that signs document tokens (HMAC-SHA256); when
   * absent one is generated once into the database, like the token secret.
   */
  readonly documentSecret: string | undefined;
  /** The seller on the shop's documents: `SELLER_*` (see `sellerFromEnv`). */
  readonly seller: Seller;
}

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new RangeError(`Not a whole number: ${value}`);
  return parsed;
}

function positive(name: string, value: number): number {
  if (value < 1) throw new RangeError(`${name} must be at least 1`);
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevel(name: string, value: string | undefined, fallback: LogLevel): LogLevel {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return fallback;
  if ((LOG_LEVELS as readonly string[]).includes(text)) return text as LogLevel;
  throw new RangeError(`${name} must be one of ${LOG_LEVELS.join(', ')}: ${value}`);
}

/** `127.0.0.1`, `10.0.0.0/8`, `::1`, or one of proxy-addr's names for ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: unset or `0` trusts no proxy (the client's address is the
 * socket's); a whole number trusts that many hops; otherwise a comma-separated
 * list of proxy addresses or ranges. `true` (trust anyone) is refused: it lets
 * every client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): false | number | readonly string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    throw new RangeError(
      `TRUST_PROXY must be a hop count or a list of proxy addresses or ranges, not: ${bad.join(', ')}`,
    );
  }
  return entries;
}

function flag(name: string, value: string | undefined): boolean | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (text === '1' || text === '0') return text === '1';
  throw new RangeError(`${name} must be 1 or 0: ${value}`);
}

function parseSettings(value: string | undefined): Readonly<Record<string, string>> {
  const settings: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    const key = at < 0 ? '' : pair.slice(0, at).trim();
    if (!(CONFIG_KEYS as readonly string[]).includes(key)) {
      throw new RangeError(`SETTINGS names no setting of the shop: ${pair}`);
    }
    settings[key] = pair.slice(at + 1).trim();
  }
  return settings;
}

/**
 * `PUBLIC_ORIGIN` as a bare origin (scheme, host and port; no path, query or
 * credentials). Absent, development takes `http://localhost:PORT`; production refuses to start.
 */
export function parsePublicOrigin(
  value: string | undefined,
  port: number,
  production: boolean,
): string {
  const text = value?.trim() ?? '';
  if (text === '') {
    if (production) throw new RangeError('PUBLIC_ORIGIN must be set when NODE_ENV is production');
    return `http://localhost:${port}`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RangeError(`PUBLIC_ORIGIN is not a URL: ${value}`);
  }
  const bare =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    (url.pathname === '/' || url.pathname === '') &&
    url.search === '' &&
    url.hash === '' &&
    !text.endsWith('/?') &&
    !text.endsWith('#');
  if (!bare) {
    throw new RangeError(`PUBLIC_ORIGIN must be an http(s) origin without a path: ${value}`);
  }
  return url.origin;
}

/**
 * Reads `PORT`, `HOST`, `PUBLIC_ORIGIN`, `DATABASE_URL`, `DATA_DIR`, `STATIC_DIR`, `SSR_DIR`,
 * `RATE_LIMIT_PER_MINUTE`, `SENSITIVE_RATE_LIMIT_PER_MINUTE`, `TRUST_PROXY`,
 * `REDIS_URL`, `CACHE_MAX_BYTES`, `GUEST_RETENTION_DAYS`, `BODY_LIMIT_BYTES`, `LOG_LEVEL`,
 * `REQUEST_LOG_LEVEL`, `MAINTENANCE`, `JWT_SECRET`,
 * `ALLOWED_ORIGINS`, `PASSWORD_HASH_COST`, `SETTINGS`, `METRICS_ALLOW`, `SMTP_URL`, `MAIL_FROM`,
 * `CHECKOUT_SECRET`, `CHECKOUT_QUOTE_MINUTES`, `CHECKOUT_PENDING_MINUTES`, `CHECKOUT_SWEEP_SECONDS`,
 * `DOCUMENT_SECRET` and the seller's `SELLER_NAME`, `SELLER_NAME_TH`, `SELLER_ADDRESS`,
 * `SELLER_ADDRESS_TH`, `SELLER_TAX_ID` and `SELLER_BRANCH`.
 */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const port = integer(env.PORT, 8080);
  return {
    port,
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN, port, env.NODE_ENV === 'production'),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir: databaseUrl === undefined ? resolve(env.DATA_DIR?.trim() || 'data') : undefined,
    staticDir: resolve(env.STATIC_DIR?.trim() || 'dist/apps/storefront'),
    ssrDir: resolve(env.SSR_DIR?.trim() || 'dist/apps/storefront-ssr'),
    rateLimitPerMinute: integer(env.RATE_LIMIT_PER_MINUTE, 600),
    sensitiveRateLimitPerMinute: integer(env.SENSITIVE_RATE_LIMIT_PER_MINUTE, 10),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    cacheMaxBytes: integer(env.CACHE_MAX_BYTES, CATALOGUE_CACHE_BYTES),
    guestRetentionDays: integer(env.GUEST_RETENTION_DAYS, 30),
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 1_048_576),
    logLevel: logLevel('LOG_LEVEL', env.LOG_LEVEL, 'info'),
    requestLogLevel: logLevel('REQUEST_LOG_LEVEL', env.REQUEST_LOG_LEVEL, 'debug'),
    maintenance: flag('MAINTENANCE', env.MAINTENANCE),
    jwtSecret: env.JWT_SECRET?.trim() || undefined,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    passwordHashCost: env.PASSWORD_HASH_COST?.trim() === 'test' ? 'test' : 'owasp',
    settings: parseSettings(env.SETTINGS),
    metricsAllow: (env.METRICS_ALLOW?.trim() || 'loopback')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Rewards Store <no-reply@rewards-store.example>',
    checkoutSecret: env.CHECKOUT_SECRET?.trim() || undefined,
    quoteMinutes: positive('CHECKOUT_QUOTE_MINUTES', integer(env.CHECKOUT_QUOTE_MINUTES, 15)),
    pendingMinutes: positive('CHECKOUT_PENDING_MINUTES', integer(env.CHECKOUT_PENDING_MINUTES, 30)),
    sweepSeconds: integer(env.CHECKOUT_SWEEP_SECONDS, 60),
    documentSecret: env.DOCUMENT_SECRET?.trim() || undefined,
    seller: sellerFromEnv(env),
  };
}

import { resolve } from 'node:path';

/** The server's settings, read once from the environment. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** A PostgreSQL server; when absent the embedded database (PGlite) is used. */
  readonly databaseUrl: string | undefined;
  /** Where the embedded database keeps its files; `undefined` keeps it in memory (tests). */
  readonly dataDir: string | undefined;
  /** The built storefront to serve, when it exists. */
  readonly staticDir: string | undefined;
  /** Requests per minute per client on the API. */
  readonly rateLimitPerMinute: number;
  /** Largest request body accepted, in bytes. */
  readonly bodyLimitBytes: number;
  readonly logLevel: string;
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
}

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new RangeError(`Not a whole number: ${value}`);
  return parsed;
}

function flag(name: string, value: string | undefined): boolean | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (text === '1' || text === '0') return text === '1';
  throw new RangeError(`${name} must be 1 or 0: ${value}`);
}

/**
 * Reads `PORT`, `HOST`, `DATABASE_URL`, `DATA_DIR`, `STATIC_DIR`,
 * `RATE_LIMIT_PER_MINUTE`, `BODY_LIMIT_BYTES`, `LOG_LEVEL`, `MAINTENANCE`, `JWT_SECRET`,
 * `ALLOWED_ORIGINS` and `PASSWORD_HASH_COST`.
 */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  return {
    port: integer(env.PORT, 8080),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir: databaseUrl === undefined ? resolve(env.DATA_DIR?.trim() || 'data') : undefined,
    staticDir: resolve(env.STATIC_DIR?.trim() || 'dist/apps/storefront'),
    rateLimitPerMinute: integer(env.RATE_LIMIT_PER_MINUTE, 600),
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 1_048_576),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    maintenance: flag('MAINTENANCE', env.MAINTENANCE),
    jwtSecret: env.JWT_SECRET?.trim() || undefined,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    passwordHashCost: env.PASSWORD_HASH_COST?.trim() === 'test' ? 'test' : 'owasp',
  };
}

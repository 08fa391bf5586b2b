import type { Readiness, ReadinessCheck } from '@rewards/api-client/contract';
import type { OperationsRepository } from './operations-repository';

/** What readiness looks at. */
export interface ReadinessDependencies {
  readonly operations: OperationsRepository;
  /** The migration versions this build knows. */
  readonly expectedMigrations: readonly number[];
  /** Pings the shared Redis, when one is configured. */
  readonly pingRedis?: () => Promise<unknown>;
  /**
   * How many of the pictures drawn ahead of the first visitor are made, once
   * the server has begun drawing them (after it listens).
   */
  readonly pictures?: () => { readonly done: number; readonly total: number } | undefined;
  /** How long each check may take before it counts as failed. */
  readonly timeoutMs: number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function check(name: string, work: () => Promise<string | undefined>, ms: number) {
  try {
    const problem = await withTimeout(work(), ms);
    return problem === undefined ? { name, ok: true } : { name, ok: false, detail: problem };
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Whether this instance can serve the shop: the database answers with every
 * migration of this build applied, Redis answers when it is configured, and
 * the pictures drawn ahead of the first visitor are all made.
 */
export async function readiness(deps: ReadinessDependencies): Promise<Readiness> {
  const checks: ReadinessCheck[] = [
    await check(
      'database',
      async () => {
        const applied = new Set(await deps.operations.appliedMigrations());
        const missing = deps.expectedMigrations.filter((version) => !applied.has(version));
        return missing.length === 0 ? undefined : `migrations not applied: ${missing.join(', ')}`;
      },
      deps.timeoutMs,
    ),
  ];
  const { pingRedis } = deps;
  if (pingRedis !== undefined) {
    checks.push(
      await check(
        'redis',
        async () => {
          await pingRedis();
          return undefined;
        },
        deps.timeoutMs,
      ),
    );
  }
  const made = deps.pictures?.();
  if (made !== undefined) {
    checks.push(
      made.done >= made.total
        ? { name: 'pictures', ok: true }
        : {
            name: 'pictures',
            ok: false,
            detail: `drawing pictures: ${made.done} of ${made.total} made`,
          },
    );
  }
  return { status: checks.every((entry) => entry.ok) ? 'UP' : 'DOWN', checks };
}

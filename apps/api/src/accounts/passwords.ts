import { availableParallelism } from 'node:os';
import { hash, parseOptions, verify } from '@node-rs/argon2';

/** Argon2 cost settings: memory in KiB, passes, lanes. */
export interface HashCost {
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

/** The OWASP password storage cheat sheet's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
export const OWASP_COST: HashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The cheapest cost argon2 accepts; only for tests (`PASSWORD_HASH_COST=test`). */
export const TEST_COST: HashCost = { memoryCost: 8, timeCost: 1, parallelism: 1 };

// `Algorithm.Argon2id` is a const enum, which isolated modules cannot inline.
const ARGON2ID = 2;

/**
 * Hashes run off the event loop, but each one takes a core for its whole run:
 * unbounded, a login storm takes every core and starves the catalogue reads. At
 * most one core less than the machine has hashes at a time; the rest wait in line.
 */
const MAX_HASHING = Math.max(1, availableParallelism() - 1);
let hashing = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= MAX_HASHING) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next === undefined) hashing -= 1;
    else next();
  }
}

/** Hashes off the event loop (the library runs on libuv's thread pool). */
export function hashPassword(password: string, cost: HashCost): Promise<string> {
  return limited(() => hash(password, { ...cost, algorithm: ARGON2ID }));
}

/** Whether the password matches; a malformed stored hash matches nothing. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(stored, password));
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with other settings than `cost`, so it should be rehashed. */
export function needsRehash(stored: string, cost: HashCost): boolean {
  try {
    const used = parseOptions(stored);
    return (
      used.algorithm !== ARGON2ID ||
      used.memoryCost !== cost.memoryCost ||
      used.timeCost !== cost.timeCost ||
      used.parallelism !== cost.parallelism
    );
  } catch {
    return true;
  }
}

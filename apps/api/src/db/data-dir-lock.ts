import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The exit code of a start refused because another process holds the data folder. */
export const DATA_DIR_LOCKED_EXIT_CODE = 75;

/** The lock file's name inside the data folder. */
export const LOCK_FILE = 'rewards-store.lock';

/** Another live process serves from this data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number | undefined,
  ) {
    super(
      `The data folder ${dataDir} is in use by another server process` +
        `${ownerPid === undefined ? '' : ` (pid ${ownerPid})`}. ` +
        'Two processes on one embedded database corrupt it: stop the other one, ' +
        'use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface Owner {
  readonly pid: number;
  readonly host: string;
}

/** Folders this process holds: its own pid in a lock file means "held", not "stale". */
const held = new Set<string>();

function readOwner(path: string): Owner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<Owner>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? { pid: parsed.pid, host: parsed.host }
      : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the owner recorded in a lock file may still be writing. A lock of
 * another machine (a shared folder) cannot be checked, so it counts as live;
 * this process's own pid counts as live only if it really holds the folder
 * (in a container the server is often pid 1 again after a restart).
 */
function ownerIsLive(dataDir: string, owner: Owner | undefined): boolean {
  if (owner === undefined) return false;
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return held.has(dataDir);
  return isAlive(owner.pid);
}

/**
 * Takes the embedded database's folder for this process alone: a lock file
 * holding the owner's pid and host, created only if absent. A lock whose
 * owner is gone (a crash, kill -9) is stale and taken over. Resolves with the
 * function that releases the lock.
 * @throws DataDirLockedError when a live process holds the folder.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date() });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      writeFileSync(path, mine, { flag: 'wx' });
      held.add(dataDir);
      return () => {
        held.delete(dataDir);
        // Removed only while it is still ours.
        if (readOwner(path)?.pid === process.pid) unlinkSync(path);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    if (ownerIsLive(dataDir, owner)) throw new DataDirLockedError(dataDir, owner?.pid);
    // Stale: moved aside atomically, so two starters cannot both remove it.
    const aside = `${path}.stale-${process.pid}-${attempt}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readOwner(aside);
    if (ownerIsLive(dataDir, moved)) {
      // Another starter took the folder between our read and the move: put its lock back.
      try {
        linkSync(aside, path);
      } finally {
        unlinkSync(aside);
      }
      throw new DataDirLockedError(dataDir, moved?.pid);
    }
    unlinkSync(aside);
  }
  throw new DataDirLockedError(dataDir, readOwner(path)?.pid);
}

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../src/db/data-dir-lock';

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the embedded database folder has one writer', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'rewards-lock-'));
    folders.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  it('a second lock on a held folder is refused with the owner named; release frees it', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    try {
      lockDataDir(dir);
    } catch (error) {
      expect((error as DataDirLockedError).ownerPid).toBe(process.pid);
      expect((error as Error).message).toContain('DATABASE_URL');
    }
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('a lock left by a process that died (kill -9) is stale and taken over', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), host: hostname() }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('a lock with this pid that this process does not hold is stale (a restarted container)', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, host: hostname() }));
    lockDataDir(dir)();
  });

  it('an unreadable lock is stale; a lock of another machine is respected', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), '{not json');
    lockDataDir(dir)();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 1, host: 'another-machine' }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('a live process of this machine holds its lock', () => {
    const dir = folder();
    // pid 1 always lives; from here it may answer EPERM, which still means alive.
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 1, host: hostname() }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});

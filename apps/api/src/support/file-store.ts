import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../db/database';
import { fileContentRepository } from './file-content-repository';

/** A stored file's id: 32 hex digits, nothing else (never a path). */
const FILE_ID = /^[0-9a-f]{32}$/;

/** A new random file id. */
export function newFileId(): string {
  return randomBytes(16).toString('hex');
}

/** Whether text is a file id at all; anything else is no stored file. */
export function isFileId(text: string): boolean {
  return FILE_ID.test(text);
}

/**
 * Where the bytes of the contact form's files live, under their random ids.
 * `put` writes through the transaction of the message, so that in the
 * database a refused or failed message leaves no bytes; a store outside the
 * database undoes its writes with `discard` when the transaction fails.
 */
export interface FileStore {
  put(tx: Queryable, fileId: string, bytes: Uint8Array): Promise<void>;
  get(fileId: string): Promise<Buffer | undefined>;
  /** Removes files written for a message that was not kept (nothing to do in the database). */
  discard(fileIds: readonly string[]): Promise<void>;
}

/** The files in the database (`support_file_content`), shared by every instance. */
export function databaseFileStore(db: Queryable): FileStore {
  return {
    put: (tx, fileId, bytes) => fileContentRepository(tx).insert(fileId, bytes),
    get: async (fileId) => (isFileId(fileId) ? fileContentRepository(db).find(fileId) : undefined),
    discard: async () => undefined,
  };
}

/**
 * The files on disk in `folder` (the embedded database's data folder), one
 * file per id, readable by the server's user only. Ids are checked before any
 * path is made, so no request can name another file.
 */
export function diskFileStore(folder: string): FileStore {
  const pathOf = (fileId: string) => {
    if (!isFileId(fileId)) throw new RangeError('Not a file id');
    return join(folder, fileId);
  };
  return {
    async put(_tx, fileId, bytes) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFile(pathOf(fileId), bytes, { mode: 0o600, flag: 'wx' });
    },
    async get(fileId) {
      if (!isFileId(fileId)) return undefined;
      try {
        return await readFile(pathOf(fileId));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async discard(fileIds) {
      await Promise.all(fileIds.map((fileId) => rm(pathOf(fileId), { force: true })));
    },
  };
}

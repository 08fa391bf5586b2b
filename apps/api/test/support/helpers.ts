import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { readServerConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { createOperator } from '../../src/operators/operator-accounts';
import { openTestDatabase } from '../helpers/test-app';

export const API = '/backend/api';

/** A bearer header. */
export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A file part of a multipart form. */
export interface TestFile {
  readonly field: string;
  readonly name: string;
  readonly bytes: Buffer;
  readonly type?: string;
}

/** A `multipart/form-data` body of text fields and files, as a browser sends it. */
export function multipart(
  fields: Readonly<Record<string, string>>,
  files: readonly TestFile[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends the contact form. */
export function sendFeedback(
  app: FastifyInstance,
  fields: Readonly<Record<string, string>>,
  files: readonly TestFile[] = [],
  headers: Record<string, string> = {},
  lang = 'en',
) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: `${API}/feedback?lang=${lang}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** A real PNG of a few pixels. */
export function png(): Promise<Buffer> {
  return sharp({
    create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .png()
    .toBuffer();
}

/** A real JPEG carrying EXIF text (as a phone's GPS position would be). */
export function jpegWithExif(secret: string): Promise<Buffer> {
  return sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: secret, Artist: secret } })
    .toBuffer();
}

/** A minimal, valid PDF with the given objects' text. */
export function pdf(objects = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n'): Buffer {
  return Buffer.from(
    `%PDF-1.7\n${objects}trailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n`,
    'latin1',
  );
}

/** How many rows each support table holds. */
export async function supportRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['support_case', 'support_message', 'support_file', 'support_file_content']) {
    const [row] = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** The files in a folder (none when it does not exist). */
export function filesIn(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/** Creates an operator and signs them in through the API, answering the token. */
export async function operatorToken(app: FastifyInstance, email: string): Promise<string> {
  const password = 'operator password 1';
  await createOperator(
    { db: app.db, cost: app.accounts.cost },
    { email, name: 'Malee Support', password, role: 'operator' },
  );
  const response = await app.inject({
    method: 'POST',
    url: `${API}/operator/authenticate`,
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`operator sign-in: ${response.body}`);
  return (response.json() as { id_token: string }).id_token;
}

/**
 * The whole server on a fresh database with a data folder (`DATA_DIR`), so
 * that the files go to disk as with the embedded default.
 */
export async function buildAppWithDataDir(dataDir: string): Promise<FastifyInstance> {
  const seeded = inject('seededPglite');
  const db =
    seeded === undefined
      ? await openTestDatabase()
      : await openPgliteDatabase(undefined, new Blob([readFileSync(seeded)]));
  const config = readServerConfig({
    STATIC_DIR: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '100000',
    SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000',
    PASSWORD_HASH_COST: 'test',
  });
  const app = await buildApp({ config: { ...config, dataDir }, db, logger: false });
  await app.ready();
  return app;
}

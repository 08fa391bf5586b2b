import type { Queryable } from '../db/database';

/** The bytes of the contact form's files in the database (`support_file_content`). */
export function fileContentRepository(db: Queryable) {
  return {
    async insert(fileId: string, bytes: Uint8Array): Promise<void> {
      await db.query('INSERT INTO support_file_content (file_id, content) VALUES ($1, $2)', [
        fileId,
        bytes,
      ]);
    },

    async find(fileId: string): Promise<Buffer | undefined> {
      const [row] = await db.query<{ content: Uint8Array }>(
        'SELECT content FROM support_file_content WHERE file_id = $1',
        [fileId],
      );
      return row === undefined ? undefined : Buffer.from(row.content);
    },
  };
}

import type { Queryable } from '../db/database';
import type { SeedSubject } from '../seed/subjects';

/** A subject with its sub-topics, both languages. */
export interface SubjectRecord {
  readonly id: string;
  readonly name: string;
  readonly thaiName: string;
  readonly requiredLogin: boolean;
  readonly subTopics: readonly { subId: string; name: string; thaiName: string }[];
}

export type CaseStatus = 'OPEN' | 'CLOSED';

/** A case as stored. */
export interface CaseRecord {
  readonly caseId: number;
  readonly ticketId: string;
  readonly customerId: number | undefined;
  readonly name: string;
  readonly email: string;
  readonly lang: 'en' | 'th';
  readonly subjectId: string;
  readonly subSubject: string;
  readonly relateTicket: string;
  readonly orderNumber: string;
  readonly subOrderNumber: string;
  readonly status: CaseStatus;
  readonly customerRead: boolean;
  readonly awaitingAnswer: boolean;
  readonly createdAt: Date;
  readonly lastMessageAt: Date;
}

/** A file of a message as stored (its bytes are in the file store). */
export interface FileRecord {
  readonly fileId: string;
  readonly position: number;
  readonly fileName: string;
  readonly contentType: string;
  readonly sizeBytes: number;
}

/** A message with its files, in order. */
export interface MessageRecord {
  readonly messageId: number;
  readonly fromShop: boolean;
  readonly authorName: string;
  readonly body: string;
  readonly createdAt: Date;
  readonly files: readonly FileRecord[];
}

/** What a new case holds. */
export interface NewCase {
  readonly customerId: number | undefined;
  readonly name: string;
  readonly email: string;
  readonly lang: 'en' | 'th';
  readonly subjectId: string;
  readonly subSubject: string;
  readonly relateTicket: string;
  readonly orderNumber: string;
  readonly subOrderNumber: string;
}

interface CaseRow {
  case_id: string | number;
  ticket_id: string;
  customer_id: string | number | null;
  name: string;
  email: string;
  lang: 'en' | 'th';
  subject_id: string;
  sub_subject: string;
  relate_ticket: string;
  order_number: string;
  sub_order_number: string;
  status: CaseStatus;
  customer_read: boolean;
  awaiting_answer: boolean;
  created_at: Date;
  last_message_at: Date;
}

function caseOf(row: CaseRow): CaseRecord {
  return {
    caseId: Number(row.case_id),
    ticketId: row.ticket_id,
    customerId: row.customer_id === null ? undefined : Number(row.customer_id),
    name: row.name,
    email: row.email,
    lang: row.lang,
    subjectId: row.subject_id,
    subSubject: row.sub_subject,
    relateTicket: row.relate_ticket,
    orderNumber: row.order_number,
    subOrderNumber: row.sub_order_number,
    status: row.status,
    customerRead: row.customer_read,
    awaitingAnswer: row.awaiting_answer,
    createdAt: new Date(row.created_at),
    lastMessageAt: new Date(row.last_message_at),
  };
}

/**
 * Help & Contact's rows over `db`: subjects, cases, messages and the files'
 * records. Given a transaction, everything a message writes commits together.
 */
export function supportRepository(db: Queryable) {
  return {
    /** Writes the seed's subjects that are not there yet (each instance may try). */
    async seedSubjects(subjects: readonly SeedSubject[]): Promise<void> {
      for (const [index, subject] of subjects.entries()) {
        await db.query(
          `INSERT INTO support_subject (subject_id, name, thai_name, required_login, display_order)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
          [subject.id, subject.name, subject.thaiName, subject.requiredLogin, index + 1],
        );
        for (const [position, topic] of subject.subTopics.entries()) {
          await db.query(
            `INSERT INTO support_sub_topic (subject_id, sub_id, name, thai_name, display_order)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
            [subject.id, topic.subId, topic.name, topic.thaiName, position + 1],
          );
        }
      }
    },

    /** Every subject in the form's order, with its sub-topics. */
    async subjects(): Promise<SubjectRecord[]> {
      const subjects = await db.query<{
        subject_id: string;
        name: string;
        thai_name: string;
        required_login: boolean;
      }>(
        'SELECT subject_id, name, thai_name, required_login FROM support_subject ORDER BY display_order, subject_id',
      );
      const topics = await db.query<{
        subject_id: string;
        sub_id: string;
        name: string;
        thai_name: string;
      }>(
        'SELECT subject_id, sub_id, name, thai_name FROM support_sub_topic ORDER BY display_order, sub_id',
      );
      return subjects.map((row) => ({
        id: row.subject_id,
        name: row.name,
        thaiName: row.thai_name,
        requiredLogin: row.required_login,
        subTopics: topics
          .filter((topic) => topic.subject_id === row.subject_id)
          .map((topic) => ({ subId: topic.sub_id, name: topic.name, thaiName: topic.thai_name })),
      }));
    },

    /** The signed-in customer's name and e-mail, for their cases. */
    async customerContact(
      customerId: number,
    ): Promise<{ name: string; email: string } | undefined> {
      const [row] = await db.query<{ first_name: string; last_name: string; email: string }>(
        'SELECT first_name, last_name, email FROM customer WHERE id = $1',
        [customerId],
      );
      if (row === undefined) return undefined;
      return { name: `${row.first_name} ${row.last_name}`.trim(), email: row.email };
    },

    /** An operator's name, as their answers are signed. */
    async operatorName(operatorId: number): Promise<string | undefined> {
      const [row] = await db.query<{ name: string }>('SELECT name FROM operator WHERE id = $1', [
        operatorId,
      ]);
      return row?.name;
    },

    /** Opens a case under the next ticket number. */
    async insertCase(fields: NewCase): Promise<CaseRecord> {
      const [row] = await db.query<CaseRow>(
        `INSERT INTO support_case (ticket_id, customer_id, name, email, lang, subject_id,
           sub_subject, relate_ticket, order_number, sub_order_number)
         VALUES ('CS' || lpad(nextval('support_ticket_seq')::text, 8, '0'),
           $1, $2, $3, $4, $5, $6, $7, $8, $9)
         RETURNING *`,
        [
          fields.customerId ?? null,
          fields.name,
          fields.email,
          fields.lang,
          fields.subjectId,
          fields.subSubject,
          fields.relateTicket,
          fields.orderNumber,
          fields.subOrderNumber,
        ],
      );
      if (row === undefined) throw new Error('The case was not inserted');
      return caseOf(row);
    },

    /** A case by its ticket number; `lock` takes its row until the transaction ends. */
    async caseByTicket(ticketId: string, lock = false): Promise<CaseRecord | undefined> {
      const [row] = await db.query<CaseRow>(
        `SELECT * FROM support_case WHERE ticket_id = $1${lock ? ' FOR UPDATE' : ''}`,
        [ticketId],
      );
      return row === undefined ? undefined : caseOf(row);
    },

    /** The customer's cases, newest first. */
    async casesOfCustomer(customerId: number): Promise<CaseRecord[]> {
      const rows = await db.query<CaseRow>(
        'SELECT * FROM support_case WHERE customer_id = $1 ORDER BY case_id DESC',
        [customerId],
      );
      return rows.map(caseOf);
    },

    /** Cases in a status, those waiting longest for an answer first. */
    async casesByStatus(status: CaseStatus): Promise<CaseRecord[]> {
      const rows = await db.query<CaseRow>(
        `SELECT * FROM support_case WHERE status = $1
         ORDER BY awaiting_answer DESC, last_message_at, case_id LIMIT 500`,
        [status],
      );
      return rows.map(caseOf);
    },

    /** Adds a message to a case and returns its id. */
    async insertMessage(
      caseId: number,
      message: { operatorId: number | undefined; authorName: string; body: string },
    ): Promise<number> {
      const [row] = await db.query<{ message_id: string | number }>(
        `INSERT INTO support_message (case_id, operator_id, author_name, body)
         VALUES ($1, $2, $3, $4) RETURNING message_id`,
        [caseId, message.operatorId ?? null, message.authorName, message.body],
      );
      if (row === undefined) throw new Error('The message was not inserted');
      return Number(row.message_id);
    },

    /** Records a file of a message. */
    async insertFile(messageId: number, file: FileRecord): Promise<void> {
      await db.query(
        `INSERT INTO support_file (file_id, message_id, position, file_name, content_type, size_bytes)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [file.fileId, messageId, file.position, file.fileName, file.contentType, file.sizeBytes],
      );
    },

    /**
     * After a message: a customer's leaves the case waiting for an answer; the
     * shop's answers it and marks it unread for the customer.
     */
    async afterMessage(caseId: number, fromShop: boolean): Promise<void> {
      await db.query(
        `UPDATE support_case SET last_message_at = now(), awaiting_answer = $2,
           customer_read = CASE WHEN $2 THEN customer_read ELSE false END
         WHERE case_id = $1`,
        [caseId, !fromShop],
      );
    },

    async markRead(caseId: number): Promise<void> {
      await db.query(
        'UPDATE support_case SET customer_read = true WHERE case_id = $1 AND NOT customer_read',
        [caseId],
      );
    },

    async close(caseId: number): Promise<void> {
      await db.query(
        "UPDATE support_case SET status = 'CLOSED', awaiting_answer = false WHERE case_id = $1",
        [caseId],
      );
    },

    /** A case's messages, oldest first, each with its files in order. */
    async messages(caseId: number): Promise<MessageRecord[]> {
      const messages = await db.query<{
        message_id: string | number;
        operator_id: string | number | null;
        author_name: string;
        body: string;
        created_at: Date;
      }>(
        `SELECT message_id, operator_id, author_name, body, created_at
         FROM support_message WHERE case_id = $1 ORDER BY message_id`,
        [caseId],
      );
      const files = await db.query<{
        message_id: string | number;
        file_id: string;
        position: number;
        file_name: string;
        content_type: string;
        size_bytes: number;
      }>(
        `SELECT f.message_id, f.file_id, f.position, f.file_name, f.content_type, f.size_bytes
         FROM support_file f JOIN support_message m ON m.message_id = f.message_id
         WHERE m.case_id = $1 ORDER BY f.message_id, f.position`,
        [caseId],
      );
      return messages.map((row) => ({
        messageId: Number(row.message_id),
        fromShop: row.operator_id !== null,
        authorName: row.author_name,
        body: row.body,
        createdAt: new Date(row.created_at),
        files: files
          .filter((file) => Number(file.message_id) === Number(row.message_id))
          .map((file) => ({
            fileId: file.file_id,
            position: Number(file.position),
            fileName: file.file_name,
            contentType: file.content_type,
            sizeBytes: Number(file.size_bytes),
          })),
      }));
    },

    /** A file's record with the customer its case belongs to (undefined for a visitor's case). */
    async fileWithOwner(
      fileId: string,
    ): Promise<(FileRecord & { customerId: number | undefined }) | undefined> {
      const [row] = await db.query<{
        file_id: string;
        position: number;
        file_name: string;
        content_type: string;
        size_bytes: number;
        customer_id: string | number | null;
      }>(
        `SELECT f.file_id, f.position, f.file_name, f.content_type, f.size_bytes, c.customer_id
         FROM support_file f
         JOIN support_message m ON m.message_id = f.message_id
         JOIN support_case c ON c.case_id = m.case_id
         WHERE f.file_id = $1`,
        [fileId],
      );
      if (row === undefined) return undefined;
      return {
        fileId: row.file_id,
        position: Number(row.position),
        fileName: row.file_name,
        contentType: row.content_type,
        sizeBytes: Number(row.size_bytes),
        customerId: row.customer_id === null ? undefined : Number(row.customer_id),
      };
    },
  };
}

export type SupportRepository = ReturnType<typeof supportRepository>;

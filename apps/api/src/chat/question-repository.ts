import type { QuestionCategory } from '@rewards/api-client/contract';
import type { Queryable } from '../db/database';

/** One stored entry of the chat, in both languages. */
export interface QuestionRecord {
  readonly questionId: string;
  readonly parentId: string | null;
  readonly questionCategory: QuestionCategory;
  readonly displayOrder: number;
  readonly name: string;
  readonly thaiName: string;
  readonly content: string;
  readonly thaiContent: string;
}

/** The chat's questions (`chat_question` of `0013_chat.sql`), over `db`. */
export function createQuestionRepository(db: Queryable) {
  return {
    /**
     * Writes the entries in one statement: new ones are added and changed ones
     * take the given text (an unchanged one is not written), so every instance
     * may run it at every start.
     */
    async upsert(records: readonly QuestionRecord[]): Promise<void> {
      await db.query(
        `INSERT INTO chat_question (question_id, parent_id, question_category, display_order,
                                    name, thai_name, content, thai_content)
         SELECT r."questionId", r."parentId", r."questionCategory", r."displayOrder",
                r.name, r."thaiName", r.content, r."thaiContent"
           FROM jsonb_to_recordset($1::jsonb) AS r("questionId" text, "parentId" text,
                "questionCategory" text, "displayOrder" integer, name text, "thaiName" text,
                content text, "thaiContent" text)
         ON CONFLICT (question_id) DO UPDATE
           SET parent_id = EXCLUDED.parent_id, question_category = EXCLUDED.question_category,
               display_order = EXCLUDED.display_order, name = EXCLUDED.name,
               thai_name = EXCLUDED.thai_name, content = EXCLUDED.content,
               thai_content = EXCLUDED.thai_content
           WHERE (chat_question.parent_id, chat_question.question_category,
                  chat_question.display_order, chat_question.name, chat_question.thai_name,
                  chat_question.content, chat_question.thai_content)
                 IS DISTINCT FROM (EXCLUDED.parent_id, EXCLUDED.question_category,
                  EXCLUDED.display_order, EXCLUDED.name, EXCLUDED.thai_name,
                  EXCLUDED.content, EXCLUDED.thai_content)`,
        [JSON.stringify(records)],
      );
    },

    /** Every entry, in display order (the id breaks ties). */
    async all(): Promise<QuestionRecord[]> {
      return db.query<QuestionRecord>(
        `SELECT question_id AS "questionId", parent_id AS "parentId",
                question_category AS "questionCategory", display_order AS "displayOrder",
                name, thai_name AS "thaiName", content, thai_content AS "thaiContent"
           FROM chat_question ORDER BY display_order, question_id`,
      );
    },
  };
}

export type QuestionRepository = ReturnType<typeof createQuestionRepository>;

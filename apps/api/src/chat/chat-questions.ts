import type { ChatQuestion, ChatQuestions } from '@rewards/api-client/contract';
import type { MessageLang } from '@rewards/messages';
import type { ChatDependencies } from './chat-dependencies';
import { createQuestionRepository, type QuestionRecord } from './question-repository';

/**
 * `question/root`: the chat's root topics with every step under them, in the
 * asked language, each list by `displayOrder`.
 */
export async function chatQuestions(
  deps: Pick<ChatDependencies, 'db'>,
  lang: MessageLang,
): Promise<ChatQuestions> {
  const records = await createQuestionRepository(deps.db).all();
  const children = new Map<string | null, QuestionRecord[]>();
  for (const record of records) {
    children.set(record.parentId, [...(children.get(record.parentId) ?? []), record]);
  }
  const entryOf = (record: QuestionRecord): ChatQuestion => ({
    id: record.questionId,
    name: lang === 'th' ? record.thaiName : record.name,
    content: lang === 'th' ? record.thaiContent : record.content,
    questionCategory: record.questionCategory,
    displayOrder: record.displayOrder,
    subQuestionAnswerVMs: (children.get(record.questionId) ?? []).map(entryOf),
  });
  return (children.get(null) ?? []).map(entryOf);
}

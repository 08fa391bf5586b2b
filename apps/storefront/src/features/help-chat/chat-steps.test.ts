import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ChatQuestion } from '@rewards/api-client/contract';
import {
  START,
  chatScreen,
  chooseEntry,
  stepBack,
  stepNext,
  type ChatPosition,
} from './chat-steps';

const entry = (
  id: string,
  questionCategory: ChatQuestion['questionCategory'],
  displayOrder: number,
  subQuestionAnswerVMs: readonly ChatQuestion[] = [],
  content = '',
): ChatQuestion => ({
  id,
  name: `${id} name`,
  content,
  questionCategory,
  displayOrder,
  subQuestionAnswerVMs,
});

const QUESTIONS: readonly ChatQuestion[] = [
  entry('QUICK', 'QUICK_HELP', 2, [
    entry('QH_DOCS', 'QUICK_HELP', 1, [
      entry('QH_INVOICE', 'QUICK_HELP', 1, [], 'How to get a tax invoice'),
      entry('TAXINVOICE_1', 'QUICK_HELP', 2),
    ]),
    entry('SHIPMENTSTATUS_1', 'QUICK_HELP', 2),
  ]),
  entry('FAQ', 'FAQ', 1, [
    entry('FAQ_DELIVERY', 'FAQ', 1, [entry('FAQ_DELIVERY_A', 'FAQ', 1, [], '2-3 days')]),
    entry('FAQ_EMPTY', 'FAQ', 2),
  ]),
];

const at = (path: readonly string[], depth = path.length): ChatPosition => ({ path, depth });

describe('chatScreen', () => {
  it('step 1 lists the root topics by displayOrder; Back and Next refuse', () => {
    const screen = chatScreen(QUESTIONS, START);
    expect(screen.step).toBe(1);
    expect(screen.view).toEqual({
      kind: 'choices',
      choices: [
        { id: 'FAQ', name: 'FAQ name' },
        { id: 'QUICK', name: 'QUICK name' },
      ],
    });
    expect(screen.canBack).toBe(false);
    expect(screen.canNext).toBe(false);
  });

  it("step 2 of FAQ lists its questions with the FAQ note; step 3 shows a question's answers, the last", () => {
    const questions = chatScreen(QUESTIONS, at(['FAQ']));
    expect(questions.step).toBe(2);
    expect(questions.faqStep).toBe(true);
    expect(questions.view.kind).toBe('choices');
    const answers = chatScreen(QUESTIONS, at(['FAQ', 'FAQ_DELIVERY']));
    expect(answers.step).toBe(3);
    expect(answers.faqStep).toBe(false);
    expect(answers.view).toEqual({
      kind: 'answers',
      heading: 'FAQ_DELIVERY name',
      answers: [{ id: 'FAQ_DELIVERY_A', name: 'FAQ_DELIVERY_A name', content: '2-3 days' }],
    });
    expect(answers.canNext).toBe(false);
    expect(chatScreen(QUESTIONS, at(['FAQ', 'FAQ_EMPTY'])).view).toEqual({
      kind: 'answers',
      heading: 'FAQ_EMPTY name',
      answers: [],
    });
  });

  it('Quick Help goes one step deeper: step 3 lists entries, step 4 answers', () => {
    const deeper = chatScreen(QUESTIONS, at(['QUICK', 'QH_DOCS']));
    expect(deeper.view.kind).toBe('choices');
    const answer = chatScreen(QUESTIONS, at(['QUICK', 'QH_DOCS', 'QH_INVOICE']));
    expect(answer.step).toBe(4);
    expect(answer.view).toMatchObject({
      kind: 'answers',
      answers: [{ id: 'QH_INVOICE', content: 'How to get a tax invoice' }],
    });
  });

  it("a lookup question's id prefix chooses its form", () => {
    expect(chatScreen(QUESTIONS, at(['QUICK', 'SHIPMENTSTATUS_1']))).toMatchObject({
      step: 3,
      view: { kind: 'lookup', lookup: 'shipmentStatus' },
      lookup: 'queryShipmentStatus',
    });
    expect(chatScreen(QUESTIONS, at(['QUICK', 'QH_DOCS', 'TAXINVOICE_1']))).toMatchObject({
      view: { kind: 'lookup', lookup: 'taxInvoice' },
      lookup: 'queryTaxInvoice',
    });
  });

  it('Back keeps the way, so Next goes there again; a stale path stops where it breaks', () => {
    const deep = at(['QUICK', 'QH_DOCS']);
    const back = stepBack(deep);
    expect(chatScreen(QUESTIONS, back)).toMatchObject({ step: 2, canNext: true });
    expect(stepNext(back)).toEqual(deep);
    expect(chatScreen(QUESTIONS, at(['QUICK', 'GONE', 'X'])).step).toBe(2);
    // Choosing anew forgets what lay beyond.
    expect(chooseEntry(stepBack(back), 'FAQ')).toEqual(at(['FAQ']));
  });

  it('any walk of choices, Back and Next stays within steps 1-4 and obeys Back and Next', () => {
    const action = fc.oneof(
      fc.constant({ kind: 'back' as const }),
      fc.constant({ kind: 'next' as const }),
      fc.nat(3).map((index) => ({ kind: 'choose' as const, index })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let position = START;
        for (const move of actions) {
          const screen = chatScreen(QUESTIONS, position);
          expect(screen.step).toBeGreaterThanOrEqual(1);
          expect(screen.step).toBeLessThanOrEqual(4);
          expect(screen.canBack).toBe(screen.step > 1);
          if (move.kind === 'back') {
            if (screen.canBack) position = stepBack(position);
          } else if (move.kind === 'next') {
            if (screen.canNext) {
              position = stepNext(position);
              expect(chatScreen(QUESTIONS, position).step).toBe(screen.step + 1);
            }
          } else if (screen.view.kind === 'choices') {
            const choice = screen.view.choices[move.index % screen.view.choices.length];
            if (choice !== undefined) position = chooseEntry(position, choice.id);
          }
        }
      }),
    );
  });
});

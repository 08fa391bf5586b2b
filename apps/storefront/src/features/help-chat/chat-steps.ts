import { chatLookupOf, type ChatLookup, type ChatQuestion } from '@rewards/api-client/contract';
import type { ChatLookupKind, ChatStepView } from '@rewards/ui';

/** Where the customer is in the chat: the entries chosen, and how many of them are shown. */
export interface ChatPosition {
  /** The ids chosen, from a root topic down. */
  readonly path: readonly string[];
  /** The chosen entries in use: 0 shows the root topics (step 1), 1 a topic's questions... */
  readonly depth: number;
}

export const START: ChatPosition = { path: [], depth: 0 };

/** What the chat shows at a position, and which ways it may go. */
export interface ChatScreen {
  readonly step: number;
  readonly view: ChatStepView;
  readonly canBack: boolean;
  readonly canNext: boolean;
  /** Step 2 of FAQ: the note about Contact Us and signing in (shown when signed out). */
  readonly faqStep: boolean;
  /** The lookup the screen's form makes, if any. */
  readonly lookup?: ChatLookup;
}

const LOOKUP_KINDS: Readonly<Record<ChatLookup, ChatLookupKind>> = {
  queryOrderConfirm: 'orderConfirmation',
  queryShipmentStatus: 'shipmentStatus',
  queryCreditNotes: 'creditNote',
  queryTaxInvoice: 'taxInvoice',
};

const byOrder = (entries: readonly ChatQuestion[]) =>
  [...entries].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));

/** The entries of the path that exist, from the root down (a stale path stops where it breaks). */
function walk(questions: readonly ChatQuestion[], path: readonly string[]): ChatQuestion[] {
  const found: ChatQuestion[] = [];
  let level = questions;
  for (const id of path) {
    const entry = level.find((candidate) => candidate.id === id);
    if (entry === undefined) break;
    found.push(entry);
    level = entry.subQuestionAnswerVMs;
  }
  return found;
}

/** Whether choosing the entry leads to another screen of choices (rather than its answer). */
function leadsOn(entry: ChatQuestion, depth: number): boolean {
  if (depth === 1) return true;
  return entry.questionCategory === 'QUICK_HELP' && depth === 2;
}

/**
 * The chat's screen at a position (spec section 6): step 1 lists the root
 * topics; step 2 a topic's questions; step 3 a FAQ or Contact Us question's
 * answers (nothing when it has none), or a Quick Help question's entries,
 * whose answer is step 4. A question whose id starts with a lookup prefix
 * shows that lookup's form instead. Back refuses at step 1; Next goes again
 * where Back came from, and refuses at the last step.
 */
export function chatScreen(questions: readonly ChatQuestion[], position: ChatPosition): ChatScreen {
  const chain = walk(questions, position.path);
  const depth = Math.min(position.depth, chain.length);
  const step = depth + 1;
  const canBack = depth > 0;
  const current = chain[depth - 1];
  const screen = (view: ChatStepView, lookup?: ChatLookup): ChatScreen => {
    const onward = depth < chain.length && view.kind === 'choices';
    return {
      step,
      view,
      canBack,
      canNext: onward,
      faqStep: depth === 1 && current?.questionCategory === 'FAQ',
      ...(lookup === undefined ? {} : { lookup }),
    };
  };
  if (current === undefined) {
    return screen({
      kind: 'choices',
      choices: byOrder(questions).map(({ id, name }) => ({ id, name })),
    });
  }
  const lookup = depth >= 2 ? chatLookupOf(current.id) : undefined;
  if (lookup !== undefined) {
    return screen({ kind: 'lookup', heading: current.name, lookup: LOOKUP_KINDS[lookup] }, lookup);
  }
  const children = byOrder(current.subQuestionAnswerVMs);
  if (leadsOn(current, depth) && children.length > 0) {
    return screen({
      kind: 'choices',
      heading: current.name,
      choices: children.map(({ id, name }) => ({ id, name })),
    });
  }
  const answers =
    children.length > 0
      ? children.map(({ id, name, content }) => ({ id, name, content }))
      : current.content.trim() === ''
        ? []
        : [{ id: current.id, name: current.name, content: current.content }];
  return screen({ kind: 'answers', heading: current.name, answers });
}

/** Choosing an entry on the screen: what lay beyond is forgotten, and the chat goes one step on. */
export function chooseEntry(position: ChatPosition, id: string): ChatPosition {
  const path = [...position.path.slice(0, position.depth), id];
  return { path, depth: path.length };
}

/** Back: one step up, keeping the way for Next. */
export function stepBack(position: ChatPosition): ChatPosition {
  return { path: position.path, depth: Math.max(0, position.depth - 1) };
}

/** Next: one step down the way already chosen. */
export function stepNext(position: ChatPosition): ChatPosition {
  return { path: position.path, depth: Math.min(position.path.length, position.depth + 1) };
}

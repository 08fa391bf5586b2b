import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  chatRoutes,
  type ChatDocumentAnswer,
  type ChatLookup,
  type ChatLookupBody,
  type ChatQuestions,
  type ChatShipmentAnswer,
} from '@rewards/api-client/contract';
import type { Language } from '@rewards/domain';
import type { ChatLookupResultView, ChatLookupValues } from '@rewards/ui';
import { $locale, applyLocaleFx } from '../../entities/locale/model';
import { $isSignedIn } from '../../entities/session/model';
import { apiLang, client } from '../../shared/api';
import { readSlice, writeSlice, type PersistedSlice } from '../../shared/persistence/storage';
import {
  START,
  chatScreen,
  chooseEntry,
  stepBack,
  stepNext,
  type ChatPosition,
} from './chat-steps';
import { sessionStore } from './entry';

/**
 * The open chat (spec section 6), loaded with its chunk the first time it
 * opens: the questions in the page's language, where the customer is in
 * them (kept in sessionStorage, so a reload comes back to the same step),
 * and the lookups.
 */

export const chatPositionSlice: PersistedSlice<ChatPosition> = {
  key: 'chat',
  version: 1,
  fallback: START,
  decode: (data) => {
    const position = data as Partial<ChatPosition> | null;
    const path = position?.path;
    const depth = position?.depth;
    return Array.isArray(path) &&
      path.every((id) => typeof id === 'string') &&
      typeof depth === 'number' &&
      Number.isInteger(depth) &&
      depth >= 0 &&
      depth <= path.length
      ? { path: path as string[], depth }
      : undefined;
  },
};

export const chatStarted = createEvent();
export const entryChosen = createEvent<string>();
export const backClicked = createEvent();
export const nextClicked = createEvent();
export const lookupSubmitted = createEvent<ChatLookupValues>();

export const readPositionFx = createEffect(() => readSlice(sessionStore(), chatPositionSlice));
export const writePositionFx = createEffect((position: ChatPosition) => {
  writeSlice(sessionStore(), chatPositionSlice, position);
});
export const fetchQuestionsFx = createEffect(
  // The answer is named by the language the call carried (the client's, which follows the
  // page's once the page is live), so a call made before then is made again.
  async (_lang: Language): Promise<{ lang: Language; questions: ChatQuestions }> => {
    const asked = apiLang();
    return { lang: asked, questions: await client.request(chatRoutes.questionRoot, {}) };
  },
);

/** A lookup's request: the mobile number is the shipping address's. */
export function lookupBody(values: ChatLookupValues): ChatLookupBody {
  return {
    orderNumber: values.orderNumber.trim().toUpperCase(),
    email: values.email.trim(),
    countryCode: values.countryCode.trim() || '+66',
    shippingMobileNumber: values.phoneNumber.trim(),
  };
}

/** What a lookup answered, as the chat shows it. */
export function lookupResult(
  answer: ChatDocumentAnswer | ChatShipmentAnswer,
): ChatLookupResultView {
  if ('errorCode' in answer) return { kind: 'refused', title: answer.title };
  if ('url' in answer) return { kind: 'document', message: answer.message, url: answer.url };
  return {
    kind: 'shipments',
    shipments: answer.shipments.map((entry) => ({
      orderNumber: entry.orderNumber,
      itemName: entry.itemName,
      status: entry.subOrderStatus,
      ...(entry.shipment.carrier === undefined ? {} : { carrier: entry.shipment.carrier }),
      ...(entry.shipment.carrierUrl === undefined ? {} : { carrierUrl: entry.shipment.carrierUrl }),
      ...(entry.shipment.trackingNumber === undefined
        ? {}
        : { trackingNumber: entry.shipment.trackingNumber }),
      ...(entry.shipment.deliveryDate === undefined
        ? {}
        : { deliveryDate: entry.shipment.deliveryDate }),
      ...(entry.shipment.expectedDeliveryDate === undefined
        ? {}
        : { expectedDeliveryDate: entry.shipment.expectedDeliveryDate }),
    })),
  };
}

export const lookupFx = createEffect(
  async (input: {
    readonly lookup: ChatLookup;
    readonly body: ChatLookupBody;
  }): Promise<ChatLookupResultView> => {
    const { lookup, body } = input;
    return lookupResult(
      lookup === 'queryShipmentStatus'
        ? await client.request(chatRoutes.queryShipmentStatus, { body })
        : await client.request(chatRoutes[lookup], { body }),
    );
  },
);

export const $questions = createStore<{ lang: Language; questions: ChatQuestions } | null>(null, {
  serialize: 'ignore',
}).on(fetchQuestionsFx.doneData, (_, answer) => answer);
export const $questionsFailed = createStore(false, { serialize: 'ignore' })
  .on(fetchQuestionsFx.fail, () => true)
  .reset(fetchQuestionsFx);
export const $position = createStore<ChatPosition>(START, { serialize: 'ignore' })
  .on(readPositionFx.doneData, (_, position) => position)
  .on(entryChosen, chooseEntry)
  .on(backClicked, stepBack)
  .on(nextClicked, stepNext);
export const $lookupResult = createStore<ChatLookupResultView | null>(null, {
  serialize: 'ignore',
})
  .on(lookupFx.doneData, (_, result) => result)
  .on(lookupFx.fail, () => ({ kind: 'failed' }))
  .reset($position);

/** What the chat shows now. */
export const $screen = combine(
  $questions,
  $questionsFailed,
  $position,
  (loaded, failed, position) =>
    loaded === null
      ? {
          step: 1,
          view: failed ? { kind: 'failed' as const } : { kind: 'loading' as const },
          canBack: false,
          canNext: false,
          faqStep: false,
        }
      : chatScreen(loaded.questions, position),
);
/** The FAQ note with its sign-in links: step 2 of FAQ, signed out. */
export const $faqNote = combine(
  $screen,
  $isSignedIn,
  (screen, signedIn) => screen.faqStep && !signedIn,
);

// Opening: where the customer was, and the questions in the page's language.
sample({ clock: chatStarted, target: readPositionFx });
sample({
  clock: [chatStarted, applyLocaleFx.done],
  source: { questions: $questions, lang: $locale, pending: fetchQuestionsFx.pending },
  filter: ({ questions, lang, pending }) => !pending && questions?.lang !== lang,
  fn: ({ lang }) => lang,
  target: fetchQuestionsFx,
});

// An answer in a language the page no longer shows (asked before the page went live, while
// the page's language was applied) is asked again once the client speaks the page's language.
sample({
  clock: fetchQuestionsFx.done,
  source: $locale,
  filter: (lang, { result }) => result.lang !== lang && apiLang() === lang,
  fn: (lang) => lang,
  target: fetchQuestionsFx,
});

// Every move is kept for a reload.
sample({
  clock: [entryChosen, backClicked, nextClicked],
  source: $position,
  target: writePositionFx,
});

// Continue sends the screen's lookup, once at a time.
sample({
  clock: lookupSubmitted,
  source: { screen: $screen, pending: lookupFx.pending },
  filter: ({ screen, pending }) => !pending && screen.lookup !== undefined,
  fn: ({ screen }, values) => ({ lookup: screen.lookup as ChatLookup, body: lookupBody(values) }),
  target: lookupFx,
});

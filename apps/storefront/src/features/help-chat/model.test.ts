import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ChatQuestion } from '@rewards/api-client/contract';
import { $locale, applyLocaleFx } from '../../entities/locale/model';
import { $idToken } from '../../entities/session/model';
import { START, type ChatPosition } from './chat-steps';
import {
  $faqNote,
  $lookupResult,
  $position,
  $screen,
  backClicked,
  chatPositionSlice,
  chatStarted,
  entryChosen,
  fetchQuestionsFx,
  lookupBody,
  lookupFx,
  lookupResult,
  lookupSubmitted,
  readPositionFx,
  writePositionFx,
} from './model';

const entry = (
  id: string,
  questionCategory: ChatQuestion['questionCategory'],
  subQuestionAnswerVMs: readonly ChatQuestion[] = [],
): ChatQuestion => ({
  id,
  name: id,
  content: `${id} text`,
  questionCategory,
  displayOrder: 1,
  subQuestionAnswerVMs,
});

const QUESTIONS = [
  entry('FAQ', 'FAQ', [entry('FAQ_1', 'FAQ')]),
  entry('QUICK', 'QUICK_HELP', [entry('SHIPMENTSTATUS_1', 'QUICK_HELP')]),
];

const VALUES = {
  orderNumber: ' kscksctha00000001 ',
  email: 'somchai@example.com ',
  countryCode: '',
  phoneNumber: '0812345678',
};

function setUp(
  stored: ChatPosition,
  options: { token?: string | null; lookup?: () => Promise<never> } = {},
) {
  const written: ChatPosition[] = [];
  const lookups: unknown[] = [];
  const scope = fork({
    values: [
      [$locale, 'th'],
      [$idToken, options.token ?? null],
    ],
    handlers: [
      [readPositionFx, () => stored],
      [writePositionFx, (position: ChatPosition) => void written.push(position)],
      [fetchQuestionsFx, (lang: 'en' | 'th') => Promise.resolve({ lang, questions: QUESTIONS })],
      [
        lookupFx,
        (input: unknown) => {
          lookups.push(input);
          return (
            options.lookup?.() ?? Promise.resolve({ kind: 'refused', title: 'PO No. is incorrect' })
          );
        },
      ],
    ],
  });
  return { scope, written, lookups };
}

describe('the chat', () => {
  it('opens where the visit left it, and keeps every move', async () => {
    const { scope, written } = setUp({ path: ['FAQ'], depth: 1 });
    await allSettled(chatStarted, { scope });
    expect(scope.getState($screen)).toMatchObject({ step: 2, faqStep: true });
    expect(scope.getState($faqNote)).toBe(true);
    await allSettled(backClicked, { scope });
    expect(scope.getState($screen)).toMatchObject({ step: 1, canNext: true });
    await allSettled(entryChosen, { scope, params: 'QUICK' });
    expect(written).toEqual([
      { path: ['FAQ'], depth: 0 },
      { path: ['QUICK'], depth: 1 },
    ]);
  });

  it("questions asked before the page's language applied are asked again in it", async () => {
    const asked: string[] = [];
    let clientLang: 'en' | 'th' = 'en';
    const scope = fork({
      values: [[$locale, 'th']],
      handlers: [
        [readPositionFx, () => START],
        [applyLocaleFx, (lang: 'en' | 'th') => void (clientLang = lang)],
        [
          fetchQuestionsFx,
          () => {
            asked.push(clientLang);
            return Promise.resolve({ lang: clientLang, questions: QUESTIONS });
          },
        ],
      ],
    });
    await allSettled(chatStarted, { scope });
    await allSettled(applyLocaleFx, { scope, params: 'th' });
    expect(asked).toEqual(['en', 'th']);
    await allSettled(applyLocaleFx, { scope, params: 'th' });
    expect(asked).toEqual(['en', 'th']);
  });

  it('the FAQ note is for visitors only', async () => {
    const { scope } = setUp({ path: ['FAQ'], depth: 1 }, { token: 'token' });
    await allSettled(chatStarted, { scope });
    expect(scope.getState($faqNote)).toBe(false);
  });

  it("Continue sends the screen's lookup; a refusal shows its title, a failure the failure", async () => {
    const { scope, lookups } = setUp({ path: ['QUICK', 'SHIPMENTSTATUS_1'], depth: 2 });
    await allSettled(chatStarted, { scope });
    await allSettled(lookupSubmitted, { scope, params: VALUES });
    expect(lookups).toEqual([{ lookup: 'queryShipmentStatus', body: lookupBody(VALUES) }]);
    expect(scope.getState($lookupResult)).toEqual({
      kind: 'refused',
      title: 'PO No. is incorrect',
    });
    await allSettled(backClicked, { scope });
    expect(scope.getState($lookupResult)).toBeNull();

    const failing = setUp(
      { path: ['QUICK', 'SHIPMENTSTATUS_1'], depth: 2 },
      { lookup: () => Promise.reject(new Error('down')) },
    );
    await allSettled(chatStarted, { scope: failing.scope });
    await allSettled(lookupSubmitted, { scope: failing.scope, params: VALUES });
    expect(failing.scope.getState($lookupResult)).toEqual({ kind: 'failed' });
  });

  it('nothing is sent from a screen without a lookup', async () => {
    const { scope, lookups } = setUp(START);
    await allSettled(chatStarted, { scope });
    await allSettled(lookupSubmitted, { scope, params: VALUES });
    expect(lookups).toEqual([]);
    expect(scope.getState($position)).toEqual(START);
  });
});

describe('lookupBody and lookupResult', () => {
  it('the order number upper-cased, +66 by default, the mobile as the shipping one', () => {
    expect(lookupBody(VALUES)).toEqual({
      orderNumber: 'KSCKSCTHA00000001',
      email: 'somchai@example.com',
      countryCode: '+66',
      shippingMobileNumber: '0812345678',
    });
  });

  it('a document, shipments or a refusal', () => {
    expect(
      lookupResult({
        message: 'Here it is',
        url: 'https://x/doc',
        expiresAt: '2026-11-27T00:00:00Z',
      }),
    ).toEqual({ kind: 'document', message: 'Here it is', url: 'https://x/doc' });
    expect(lookupResult({ errorCode: 'E404', title: 'PO No. is incorrect' })).toEqual({
      kind: 'refused',
      title: 'PO No. is incorrect',
    });
    expect(
      lookupResult({
        poNumber: 'KSCKSCTHA00000001',
        shipments: [
          {
            orderNumber: 'KSCKSCTHA0000000101',
            itemName: 'iPhone',
            subOrderStatus: 'Delivered',
            shipment: { status: 'shipment.delivered', delayed: false, carrier: 'Kerry' },
          },
        ],
      }),
    ).toEqual({
      kind: 'shipments',
      shipments: [
        {
          orderNumber: 'KSCKSCTHA0000000101',
          itemName: 'iPhone',
          status: 'Delivered',
          carrier: 'Kerry',
        },
      ],
    });
  });

  it('a stored position that does not fit is dropped', () => {
    expect(chatPositionSlice.decode({ path: ['FAQ'], depth: 2 })).toBeUndefined();
    expect(chatPositionSlice.decode({ path: [1], depth: 0 })).toBeUndefined();
    expect(chatPositionSlice.decode({ path: ['FAQ'], depth: 1 })).toEqual({
      path: ['FAQ'],
      depth: 1,
    });
  });
});

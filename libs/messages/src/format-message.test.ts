import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatMessage, type en, type MessageId } from './index';

describe('formatMessage (ICU, as the UI formats the same messages)', () => {
  it('counts in English take the singular for one and the plural otherwise', () => {
    expect(formatMessage('error.tooManyFailures', 'en', { seconds: 1 })).toBe(
      'Too many failed attempts. Please wait 1 second and try again.',
    );
    expect(formatMessage('error.tooManyFailures', 'en', { seconds: 30 })).toBe(
      'Too many failed attempts. Please wait 30 seconds and try again.',
    );
    expect(formatMessage('money.points', 'en', { points: 1 })).toBe('1 point');
    expect(formatMessage('money.points', 'en', { points: 0 })).toBe('0 points');
    expect(formatMessage('money.points', 'en', { points: 166667 })).toBe('166,667 points');
  });

  it('Thai has one form for every count', () => {
    expect(formatMessage('error.tooManyFailures', 'th', { seconds: 1 })).toBe(
      'พยายามไม่สำเร็จหลายครั้งเกินไป กรุณารอ 1 วินาทีแล้วลองใหม่',
    );
    expect(formatMessage('money.points', 'th', { points: 1 })).toBe('1 คะแนน');
    expect(formatMessage('money.points', 'th', { points: 166667 })).toBe('166,667 คะแนน');
  });

  it('the e-mails count their minutes', () => {
    const values = { name: 'Somchai', link: 'https://shop.example/reset', minutes: 1 };
    expect(formatMessage('mail.resetPassword.body', 'en', values)).toContain(
      'within 1 minute to choose it',
    );
    expect(formatMessage('mail.registeredAgain.body', 'en', { ...values, minutes: 60 })).toContain(
      'within 60 minutes:',
    );
  });

  it('points read the same in both languages whatever the count', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (points) => {
        const digits = points.toLocaleString('en-US');
        expect(formatMessage('money.points', 'en', { points })).toBe(
          `${digits} ${points === 1 ? 'point' : 'points'}`,
        );
        expect(formatMessage('money.points', 'th', { points })).toBe(`${digits} คะแนน`);
      }),
    );
  });

  it('a value the caller did not give leaves the message as it is written', () => {
    expect(formatMessage('field.tooLong', 'en')).toBe('Maximum {max} characters');
    expect(formatMessage('field.tooLong', 'en', { max: 40 })).toBe('Maximum 40 characters');
  });

  it('takes only the ids of the English messages', () => {
    expectTypeOf<MessageId>().toEqualTypeOf<keyof typeof en>();
    expectTypeOf(formatMessage).parameter(0).toEqualTypeOf<MessageId>();
    expectTypeOf<'error.noSuchMessage'>().not.toExtend<Parameters<typeof formatMessage>[0]>();
  });
});

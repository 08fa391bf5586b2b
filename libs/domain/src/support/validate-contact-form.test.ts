import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactFormArb } from '../testing/support.arbitraries';
import {
  validateContactForm,
  type ContactContext,
  type ContactFormInput,
} from './validate-contact-form';

const guest: ContactContext = { signedIn: false, startPo: 'ONE' };
const member: ContactContext = { signedIn: true, startPo: 'ONE' };
const required = [{ code: 'field.required' }];

const guestForm: ContactFormInput = {
  firstName: 'Somchai Jaidee',
  email: 'somchai@example.com',
  subject: 'DELIVERY',
  feedback: 'Where is my parcel?',
};
const memberForm: ContactFormInput = {
  subject: 'DELIVERY',
  orderNumber: 'ONEKSCTHA00000042',
  subOrderNumber: 'ONEKSCTHA0000004201',
  feedback: 'Where is my parcel?',
};

describe('validateContactForm', () => {
  describe('"guests require firstName, email, subject, feedback"', () => {
    it('accepts a complete guest message', () => {
      expect(validateContactForm(guestForm, guest)).toEqual({});
    });

    it('"This field is required" for each missing field, all at once', () => {
      expect(validateContactForm({}, guest)).toEqual({
        firstName: required,
        email: required,
        subject: required,
        feedback: required,
      });
    });

    it('counts spaces alone as empty', () => {
      expect(
        validateContactForm({ ...guestForm, firstName: '   ', feedback: ' \n ' }, guest),
      ).toEqual({
        firstName: required,
        feedback: required,
      });
    });

    it("checks the full name and the e-mail with the account area's rules", () => {
      expect(
        validateContactForm(
          { ...guestForm, firstName: `Somchai 2${'x'.repeat(32)}`, email: 'somchai@' },
          guest,
        ),
      ).toEqual({
        firstName: [
          { code: 'name.tooLong', max: 32 },
          { code: 'name.specialCharacters', max: 32 },
        ],
        email: [{ code: 'email.invalidFormat' }],
      });
      expect(validateContactForm({ ...guestForm, firstName: 'สมชาย ใจดี' }, guest)).toEqual({});
    });

    it('reads fields that are not text as empty, without throwing', () => {
      const fromARequestBody = {
        ...guestForm,
        subject: 7,
        feedback: null,
      } as unknown as ContactFormInput;
      expect(validateContactForm(fromARequestBody, guest)).toEqual({
        subject: required,
        feedback: required,
      });
    });

    it('ignores the order fields, which visitors do not see', () => {
      expect(
        validateContactForm({ ...guestForm, orderNumber: 'nope', noHasOrderNumber: 'N' }, guest),
      ).toEqual({});
    });
  });

  describe('"signed-in skip name and email"', () => {
    it('accepts a member message without name and e-mail', () => {
      expect(validateContactForm(memberForm, member)).toEqual({});
    });
  });

  describe('order fields: required unless "I don\'t have" is ticked', () => {
    it('"both required otherwise"', () => {
      expect(validateContactForm({ subject: 'DELIVERY', feedback: 'Hi' }, member)).toEqual({
        orderNumber: required,
        subOrderNumber: required,
      });
    });

    it("\"Sub-order optional if 'I don't have' ticked\"", () => {
      expect(
        validateContactForm(
          { ...memberForm, subOrderNumber: '', noHasSubOrderNumber: 'Y' },
          member,
        ),
      ).toEqual({});
    });

    it('no order number (ticked) means no sub-order either', () => {
      expect(
        validateContactForm({ subject: 'DELIVERY', feedback: 'Hi', noHasOrderNumber: 'Y' }, member),
      ).toEqual({});
      expect(
        validateContactForm(
          { subject: 'DELIVERY', feedback: 'Hi', noHasOrderNumber: true },
          member,
        ),
      ).toEqual({});
    });

    it('a flag of N, or anything but Y, is not ticked', () => {
      expect(
        validateContactForm({ ...memberForm, orderNumber: '', noHasOrderNumber: 'N' }, member),
      ).toEqual({
        orderNumber: required,
      });
      expect(
        validateContactForm({ ...memberForm, orderNumber: '', noHasOrderNumber: 'yes' }, member),
      ).toEqual({
        orderNumber: required,
      });
    });

    it('a flag of y (any case) or true is ticked', () => {
      expect(
        validateContactForm(
          { ...memberForm, subOrderNumber: '', noHasSubOrderNumber: ' y ' },
          member,
        ),
      ).toEqual({});
      expect(
        validateContactForm(
          { ...memberForm, subOrderNumber: '', noHasSubOrderNumber: true },
          member,
        ),
      ).toEqual({});
    });

    it('given numbers must have the order-number formats', () => {
      expect(
        validateContactForm(
          { ...memberForm, orderNumber: 'ONEKSCTHA0042', subOrderNumber: 'TWOKSCTHA0000004201' },
          member,
        ),
      ).toEqual({
        orderNumber: [{ code: 'orders.orderNumberInvalid' }],
        subOrderNumber: [{ code: 'orders.subOrderNumberPrefixMismatch', prefix: 'ONEKSCTHA' }],
      });
    });
  });

  describe('subjects', () => {
    it('"OTHER requires subSubject"', () => {
      expect(validateContactForm({ ...guestForm, subject: 'OTHER' }, guest)).toEqual({
        subSubject: required,
      });
      expect(
        validateContactForm({ ...guestForm, subject: 'OTHER', subSubject: 'Gift wrapping' }, guest),
      ).toEqual({});
    });

    it('"Subject text max 32 or 50": the typed subject takes 50 characters, not 51', () => {
      expect(
        validateContactForm({ ...guestForm, subject: 'OTHER', subSubject: 'x'.repeat(50) }, guest),
      ).toEqual({});
      expect(
        validateContactForm({ ...guestForm, subject: 'OTHER', subSubject: 'x'.repeat(51) }, guest),
      ).toEqual({
        subSubject: [{ code: 'support.subjectTooLong', max: 50 }],
      });
    });

    it('"FOLLOW requires relateTicket"', () => {
      expect(validateContactForm({ ...memberForm, subject: 'FOLLOW' }, member)).toEqual({
        relateTicket: required,
      });
      expect(
        validateContactForm({ ...memberForm, subject: 'FOLLOW', relateTicket: 'T-1001' }, member),
      ).toEqual({});
    });

    const subjects = [
      { id: 'DELIVERY', name: 'Delivery', requiredLogin: false },
      { id: 'RETURN', name: 'Return', requiredLogin: true },
    ];

    it('with a subject list, the subject must be on it', () => {
      expect(
        validateContactForm({ ...guestForm, subject: 'LOTTERY' }, { ...guest, subjects }),
      ).toEqual({
        subject: [{ code: 'support.subjectUnknown' }],
      });
      expect(validateContactForm(guestForm, { ...guest, subjects })).toEqual({});
    });

    it("a subject's sub-topic (subTopicVMS), given as subSubject, must be one of that subject's", () => {
      const withTopics = [
        { id: 'DELIVERY', name: 'Delivery', requiredLogin: false, subTopics: ['LATE', 'DAMAGED'] },
        { id: 'RETURN', name: 'Return', requiredLogin: false, subTopics: ['REFUND'] },
      ];
      const context = { ...guest, subjects: withTopics };
      expect(validateContactForm({ ...guestForm, subSubject: 'LATE' }, context)).toEqual({});
      // The choice is optional.
      expect(validateContactForm(guestForm, context)).toEqual({});
      expect(validateContactForm({ ...guestForm, subSubject: 'REFUND' }, context)).toEqual({
        subSubject: [{ code: 'support.subTopicUnknown' }],
      });
      expect(validateContactForm({ ...guestForm, subSubject: 'Typed text' }, context)).toEqual({
        subSubject: [{ code: 'support.subTopicUnknown' }],
      });
      // A subject without sub-topics keeps whatever was typed, as before.
      expect(
        validateContactForm({ ...guestForm, subSubject: 'Typed text' }, { ...guest, subjects }),
      ).toEqual({});
    });

    it('"Subjects with requiredLogin=Y prompt a visitor to sign in"', () => {
      expect(
        validateContactForm({ ...guestForm, subject: 'RETURN' }, { ...guest, subjects }),
      ).toEqual({
        subject: [{ code: 'support.subjectRequiresLogin' }],
      });
      expect(
        validateContactForm({ ...memberForm, subject: 'RETURN' }, { ...member, subjects }),
      ).toEqual({});
    });
  });

  describe('"Message 1-2000"', () => {
    it('takes 2000 characters and refuses 2001', () => {
      expect(validateContactForm({ ...guestForm, feedback: 'x'.repeat(2000) }, guest)).toEqual({});
      expect(validateContactForm({ ...guestForm, feedback: 'x'.repeat(2001) }, guest)).toEqual({
        feedback: [{ code: 'support.messageTooLong', max: 2000 }],
      });
    });
  });

  describe('properties', () => {
    it('never throws, and reports only fields the role and subject ask for', () => {
      fc.assert(
        fc.property(contactFormArb(), fc.boolean(), (form, signedIn) => {
          const errors = validateContactForm(form, { signedIn, startPo: 'ONE' });
          if (signedIn) {
            expect(errors.firstName).toBeUndefined();
            expect(errors.email).toBeUndefined();
          } else {
            expect(errors.orderNumber).toBeUndefined();
            expect(errors.subOrderNumber).toBeUndefined();
          }
          if (form.subject !== 'FOLLOW') expect(errors.relateTicket).toBeUndefined();
          for (const list of Object.values(errors)) expect(list.length).toBeGreaterThan(0);
        }),
      );
    });

    it('a required field left blank always gets "This field is required"', () => {
      fc.assert(
        fc.property(contactFormArb(), fc.boolean(), (form, signedIn) => {
          const errors = validateContactForm(form, { signedIn, startPo: 'ONE' });
          const blank = (text: string | undefined) => (text ?? '').trim() === '';
          if (blank(form.feedback)) expect(errors.feedback).toEqual(required);
          if (blank(form.subject)) expect(errors.subject).toEqual(required);
          if (!signedIn && blank(form.firstName)) expect(errors.firstName).toEqual(required);
          if (!signedIn && blank(form.email)) expect(errors.email).toEqual(required);
          if (form.subject === 'OTHER' && blank(form.subSubject))
            expect(errors.subSubject).toEqual(required);
        }),
      );
    });
  });
});

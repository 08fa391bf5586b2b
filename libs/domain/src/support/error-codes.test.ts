import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountErrorCodes } from '../account/error-codes';
import { ordersErrorCodes } from '../orders/error-codes';
import { attachmentFileArb, contactFormArb } from '../testing/support.arbitraries';
import { acceptAttachments } from './accept-attachments';
import { supportErrorCodes } from './error-codes';
import { validateContactForm } from './validate-contact-form';

// Names and e-mails go through the account area's checks, order numbers through the orders area's.
const catalogued = new Set<string>([
  ...supportErrorCodes,
  ...ordersErrorCodes,
  ...accountErrorCodes,
]);
const subjects = [
  { id: 'DELIVERY', name: 'Delivery', requiredLogin: false },
  { id: 'OTHER', name: 'Other', requiredLogin: false },
  { id: 'FOLLOW', name: 'Follow up', requiredLogin: true },
];

describe('supportErrorCodes', () => {
  it('are unique and named support.camelCaseReason', () => {
    expect(new Set(supportErrorCodes).size).toBe(supportErrorCodes.length);
    for (const code of supportErrorCodes) expect(code).toMatch(/^support\.[a-z][A-Za-z]+$/);
  });

  describe('properties', () => {
    it('every code the contact form and the attachments report is catalogued', () => {
      fc.assert(
        fc.property(
          contactFormArb(),
          fc.boolean(),
          fc.boolean(),
          fc.array(attachmentFileArb(), { maxLength: 14 }),
          (form, signedIn, withSubjects, files) => {
            const fieldErrors = validateContactForm(form, {
              signedIn,
              startPo: 'ONE',
              subjects: withSubjects ? subjects : undefined,
            });
            const reported = [
              ...Object.values(fieldErrors).flat(),
              ...acceptAttachments([], files).errors,
            ];
            for (const error of reported) expect(catalogued).toContain(error.code);
          },
        ),
      );
    });
  });
});

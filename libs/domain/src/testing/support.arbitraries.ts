import fc from 'fast-check';
import type { AttachmentFile } from '../support/accept-attachments';
import type { ContactFormInput } from '../support/validate-contact-form';

/**
 * A file a customer might pick: mostly pdf, jpg, jpeg and png in any letter
 * case, sometimes another type; names drawn from a small set so that
 * duplicates happen; sizes up to 4 MB, so that the 10,240,000-byte cap is hit.
 */
export function attachmentFileArb(): fc.Arbitrary<AttachmentFile> {
  return fc.record({
    name: fc
      .tuple(
        fc.constantFrom('receipt', 'photo', 'invoice', 'scan', 'box', 'screen'),
        fc.constantFrom('pdf', 'jpg', 'JPG', 'jpeg', 'png', 'PNG', 'gif', 'docx', 'exe'),
      )
      .map(([base, extension]) => `${base}.${extension}`),
    size: fc.integer({ min: 0, max: 4_000_000 }),
  });
}

/** A contact-us form with any mix of filled, blank and missing fields. */
export function contactFormArb(): fc.Arbitrary<ContactFormInput> {
  const text = fc.constantFrom('', '  ', 'Somchai Jaidee', 'somchai@example.com', 'x'.repeat(51));
  return fc.record(
    {
      firstName: text,
      email: text,
      subject: fc.constantFrom('', 'DELIVERY', 'OTHER', 'FOLLOW', 'ACCOUNT'),
      subSubject: text,
      relateTicket: fc.constantFrom('', 'T-1001'),
      orderNumber: fc.constantFrom('', 'ONEKSCTHA00000042', 'nope'),
      subOrderNumber: fc.constantFrom('', 'ONEKSCTHA0000004201', 'nope'),
      noHasOrderNumber: fc.constantFrom('Y', 'N', true, false),
      noHasSubOrderNumber: fc.constantFrom('Y', 'N', true, false),
      feedback: fc.constantFrom('', ' ', 'Where is my parcel?', 'x'.repeat(2001)),
    },
    { requiredKeys: [] },
  );
}

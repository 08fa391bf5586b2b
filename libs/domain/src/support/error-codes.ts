/**
 * The broken rules of the contact-us form and its attachments (spec section
 * 5, "Contact" and "Attachments"). Required fields use the shared code
 * `'field.required'` ("This field is required"); the order-number fields
 * report the orders area's codes (`orders.*`).
 */
export const supportErrorCodes = [
  /** The subject is not one of the subject list. Proposed: "Please choose a subject from the list." */
  'support.subjectUnknown',
  /** A visitor chose a subject with requiredLogin Y. Proposed: "Please sign in to send us a message about this subject." */
  'support.subjectRequiresLogin',
  /** `{ max: 50 }`: the typed subject is too long. Proposed: "Maximum 50 characters." */
  'support.subjectTooLong',
  /** The sub-topic is not one of the chosen subject's. Proposed: "Please choose a topic from the list." */
  'support.subTopicUnknown',
  /** `{ max: 2000 }`: "Message 1-2000". Proposed: "Maximum 2000 characters." */
  'support.messageTooLong',
  /** `{ fileName }`. Spec: "Only accept image and pdf file" */
  'support.attachmentTypeNotAllowed',
  /** `{ fileName, max: 10 }`. Proposed: "You can attach up to 10 files." */
  'support.attachmentsTooMany',
  /** `{ fileName, maxBytes: 10240000 }`. Spec: "Your files have exceeded the maximum total size. Please upload no more than 10MB in total." */
  'support.attachmentsTooLarge',
  /** `{ fileName }`: the file's size is not a whole number of bytes. Proposed: "This file could not be read." */
  'support.attachmentSizeInvalid',
  /** `{ fileName }`: its bytes are not a pdf, jpg or png, whatever its name says. Proposed: "Only accept image and pdf file" */
  'support.attachmentContentNotAllowed',
  /** `{ fileName }`: a PDF without its header or trailer, or with scripts, actions or embedded files, or a picture that cannot be read. Proposed: "This file cannot be accepted. Please send a plain PDF, JPG or PNG." */
  'support.attachmentUnsafe',
] as const;

/** A support error code. */
export type SupportErrorCode = (typeof supportErrorCodes)[number];

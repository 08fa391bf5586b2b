/**
 * The shop's English text, keyed by message id. Ids of broken rules are the
 * domain's error codes; server errors use their catalogue key (`E404`).
 * Placeholders are ICU (`{max}`); Thai is in `th.ts` with the same ids.
 */
export const en = {
  'error.E400': 'There was a problem with your request. Please try again later.',
  'error.E404': 'Not found',
  'error.E413': 'The request is too large.',
  'error.E429': 'Too many requests. Please wait a moment and try again.',
  'error.E999': 'There was a problem with your request. Please try again later.',
  'error.itemNotFound': 'No item found',
  'error.pageNotFound': 'Not found',
  'error.categoryNotFound': 'No catalogue found',
} as const;

export type MessageId = keyof typeof en;
export type Messages = Readonly<Record<MessageId, string>>;

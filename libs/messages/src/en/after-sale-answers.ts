/** The server's refusals of the customer's after-sale calls (the pages' own texts are `afterSale.*`). */
export const enAfterSaleAnswers = {
  'afterSaleAnswer.wrongCurrentPassword': 'The current password is not correct.',
  'afterSaleAnswer.documentUnavailable':
    'This document link has expired or is not yours. Open it again from your purchase history.',
} as const;

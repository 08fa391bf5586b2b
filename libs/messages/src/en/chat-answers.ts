/**
 * The server's answers to the chat's lookups that find something (a document's link, an
 * order without a credit note); the refusals' titles are the widget's own (`help.chat.poIncorrect`,
 * `help.chat.failed`).
 */
export const enChatAnswers = {
  'chatAnswer.noCreditNote': 'No credit note has been issued for this order.',
  'chatAnswer.orderConfirmationReady':
    'Your order confirmation is ready. The link opens it for the next {minutes} minutes.',
  'chatAnswer.taxInvoiceReady':
    'Your tax invoice is ready. The link opens it for the next {minutes} minutes.',
  'chatAnswer.creditNoteReady':
    'Your credit note is ready. The link opens it for the next {minutes} minutes.',
} as const;

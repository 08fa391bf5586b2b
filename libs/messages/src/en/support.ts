/**
 * Help & Contact on the server: the contact form's refusals (`error.E309`,
 * `E314`, `E315`, which the storefront shows in a modal), the e-mail that
 * confirms a case was received and the one that tells the shop answered it.
 * The files' own refusals are domain codes.
 */
export const enSupport = {
  'error.E309': 'We could not find this case. Please check its number or start a new case.',
  'error.E314':
    'One of your files could not be accepted. Please attach up to 10 PDF, JPG or PNG files, 10MB in total.',
  'error.E315': 'This case is closed. Please start a new case.',
  'error.E415': 'Please send this form with its files as a multipart form.',
  'mail.caseReceived.subject': 'We received your message (case {ticketId})',
  'mail.caseReceived.body':
    'Hello {name},\n\nThank you for contacting the Rewards Store. We received your message about "{subject}" as case {ticketId}, and our service team will contact you shortly.\n\nYour message:\n{message}\n\nPlease quote {ticketId} if you write to us about it again.',
  'mail.caseAnswered.subject': 'We answered your case {ticketId}',
  'mail.caseAnswered.body':
    'Hello {name},\n\nOur service team answered your case {ticketId} about "{subject}":\n\n{message}\n\nRead the whole case, its files and reply here:\n{link}',
  'mail.caseAnswered.visitorBody':
    'Hello {name},\n\nOur service team answered your case {ticketId} about "{subject}":\n\n{message}\n\nTo write to us again, please use the contact form and quote {ticketId}:\n{link}',
} as const;

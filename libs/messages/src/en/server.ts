/** Titles of the errors the server answers (`errorKey` -> message id `error.<key>`). */
export const enServer = {
  'error.E400': 'There was a problem with your request. Please try again later.',
  'error.E404': 'Not found',
  'error.E413': 'The request is too large.',
  'error.E431': 'The request headers are too large.',
  'error.E429': 'Too many requests. Please wait a moment and try again.',
  'error.E999': 'There was a problem with your request. Please try again later.',
  'error.itemNotFound': 'No item found',
  'error.pageNotFound': 'Not found',
  'error.categoryNotFound': 'No catalogue found',
  'error.catalogueNotFound': 'No catalogue found',
  'error.cmsPageNotFound': 'This page does not exist.',
  'error.imageNotFound': 'Picture not found',
  'error.E409': 'Your cart was changed elsewhere. Please review it and try again.',
  'error.E401': 'Your session has expired. Please sign in again.',
  'error.E403': 'This request is not allowed from here.',
  'error.emailTaken': 'This email is already registered',
  'error.cartStale': 'Your cart was changed elsewhere. Please review it and try again.',
  'error.resetKeyInvalid':
    'This password recovery link is invalid or has expired. Please ask for a new one.',
  'mail.resetPassword.subject': 'Create a new password for the Rewards Store',
  'mail.resetPassword.body':
    'Hello {name},\n\nSomeone (we hope you) asked to create a new password for your Rewards Store account. Open this link within {minutes} minutes to choose it:\n\n{link}\n\nIf you did not ask, ignore this e-mail: your password stays as it is.',
  'error.tooManyFailures': 'Too many failed attempts. Please wait {seconds} seconds and try again.',
} as const;

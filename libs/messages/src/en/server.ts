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
} as const;

import { combine, createEvent, createStore, sample } from 'effector';
import { $location } from '../../shared/router/model';
import { readErrorCodeReport } from '../../shared/url/error-code';

/** The customer closed the report. */
export const errorCodeReportClosed = createEvent();

/** The query string whose report was closed: the same link does not reopen it. */
const $closedFor = createStore<string | null>(null);

/**
 * The report of the current link when it carries `errorCode` and has not been
 * closed (spec section 2: a modal listing the other query parameters).
 */
export const $errorCodeReport = combine($location, $closedFor, (location, closedFor) =>
  location.search === closedFor ? null : (readErrorCodeReport(location.search) ?? null),
);

// Closing remembers which link's report was read.
sample({
  clock: errorCodeReportClosed,
  source: $location,
  fn: (location) => location.search,
  target: $closedFor,
});

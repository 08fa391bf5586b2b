import type { ErrorBody, FieldError } from '@rewards/api-client/contract';

/**
 * Every way a call can fail, following the spec's error catalogue (section 8).
 * The UI turns each kind into its message: `unreachable` -> 'Server not
 * reachable', `badRequest` -> the app error's title, else 'Error on field'
 * per field, else the message; `notFound` -> 'Not found'; `sessionExpired`
 * (500 with E500) -> the session-expired dialog; `unknown` -> 'Unknown error!'.
 */
export type ApiError =
  | { readonly kind: 'unreachable'; readonly status: 0 }
  | { readonly kind: 'timeout'; readonly status: 0 }
  | {
      readonly kind: 'badRequest';
      readonly status: 400;
      /** Set when the server marked the error as an application error (its title is shown). */
      readonly appError: ErrorBody | undefined;
      readonly fieldErrors: readonly FieldError[];
      readonly body: ErrorBody | undefined;
    }
  | { readonly kind: 'unauthorized'; readonly status: 401; readonly body: ErrorBody | undefined }
  | { readonly kind: 'notFound'; readonly status: 404; readonly body: ErrorBody | undefined }
  | { readonly kind: 'sessionExpired'; readonly status: 500; readonly body: ErrorBody }
  | { readonly kind: 'server'; readonly status: number; readonly body: ErrorBody | undefined }
  | { readonly kind: 'decode'; readonly status: number; readonly errors: readonly FieldError[] }
  | { readonly kind: 'unknown'; readonly status: number };

const KINDS = new Set<ApiError['kind']>([
  'unreachable',
  'timeout',
  'badRequest',
  'unauthorized',
  'notFound',
  'sessionExpired',
  'server',
  'decode',
  'unknown',
]);

/** Whether a rejection came from the API client. */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    KINDS.has((value as { kind: ApiError['kind'] }).kind)
  );
}

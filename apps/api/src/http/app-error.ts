import type { FieldError } from '@rewards/api-client/contract';
import type { MessageId } from '@rewards/messages';

/**
 * An error the server answers on purpose, in the catalogue's shape: a key, a
 * status, the message whose English and Thai text become `title` and
 * `thaiTitle`, and for a bad request the fields at fault.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errorKey: string,
    readonly messageId: MessageId,
    readonly options: {
      readonly values?: Readonly<Record<string, string | number>>;
      readonly fieldErrors?: readonly FieldError[];
      /** Marks a 400 as an application error whose title the client shows as is. */
      readonly appError?: boolean;
    } = {},
  ) {
    super(`${errorKey}: ${messageId}`);
    this.name = 'AppError';
  }
}

/** 404 for something that does not exist. */
export function notFound(messageId: MessageId = 'error.E404'): AppError {
  return new AppError(404, 'E404', messageId);
}

/** 400 listing the fields of a request that failed to decode. */
export function badRequest(fieldErrors: readonly FieldError[]): AppError {
  return new AppError(400, 'E400', 'error.E400', { fieldErrors });
}

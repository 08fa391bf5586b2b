import * as t from 'io-ts';
import { struct } from './codecs';

/** One rejected field of a request: its path (`pagination.pageNumber`) and a message code. */
export const FieldError = struct(
  'FieldError',
  { field: t.string, code: t.string },
  { message: t.string, max: t.number, min: t.number },
);
export type FieldError = t.TypeOf<typeof FieldError>;

/**
 * Every error the server answers has the catalogue's shape: a stable key
 * (`E404`, `E500`, `E555`...), an English and a Thai title, and for a bad
 * request the fields at fault.
 */
export const ErrorBody = struct(
  'ErrorBody',
  { errorKey: t.string, title: t.string, thaiTitle: t.string },
  { status: t.number, fieldErrors: t.readonlyArray(FieldError), message: t.string },
);
export type ErrorBody = t.TypeOf<typeof ErrorBody>;

/** The header that marks a 400 as an application error with its own title. */
export const APP_ERROR_HEADER = 'x-app-error';

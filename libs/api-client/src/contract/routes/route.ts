import * as t from 'io-ts';
import { Lang } from '../codecs';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint: where it is and the codecs of everything that crosses the
 * wire. The server decodes `params`, `query` and `body` with these codecs;
 * the client encodes them with the same codecs and decodes `response`.
 */
export interface Route<P, Q, B, R> {
  readonly method: Method;
  /** Below `/backend/api`, with `:name` path parameters. */
  readonly path: string;
  readonly params: t.Type<P, Record<string, string>, unknown>;
  readonly query: t.Type<Q, Record<string, string | undefined>, unknown>;
  readonly body: t.Type<B, unknown, unknown>;
  readonly response: t.Type<R, unknown, unknown>;
  /** Whether a bearer token is required (`'required'`), used when present (`'optional'`), or ignored. */
  readonly auth: 'none' | 'optional' | 'required';
}

/** Every call carries the language; the server answers in it. */
export const LangQuery = t.exact(t.partial({ lang: Lang }), 'LangQuery');
export type LangQuery = t.TypeOf<typeof LangQuery>;

const NoParams = t.type({}, 'NoParams');
const NoBody = t.undefined;

/** A route with the defaults: no path parameters, only `lang` in the query, no body, no auth. */
export function route<
  P = Record<never, never>,
  Q = LangQuery,
  B = undefined,
  R = unknown,
>(definition: {
  method: Method;
  path: string;
  response: t.Type<R, unknown, unknown>;
  params?: t.Type<P, Record<string, string>, unknown>;
  query?: t.Type<Q, Record<string, string | undefined>, unknown>;
  body?: t.Type<B, unknown, unknown>;
  auth?: Route<P, Q, B, R>['auth'];
}): Route<P, Q, B, R> {
  return {
    method: definition.method,
    path: definition.path,
    response: definition.response,
    params: (definition.params ?? NoParams) as Route<P, Q, B, R>['params'],
    query: (definition.query ?? LangQuery) as Route<P, Q, B, R>['query'],
    body: (definition.body ?? NoBody) as Route<P, Q, B, R>['body'],
    auth: definition.auth ?? 'none',
  };
}

import * as t from 'io-ts';
import { Lang } from '../codecs';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route: anyone, the token ignored (`'none'`); anyone, but a
 * bearer token sent must be valid and names the customer (`'optional'`); only
 * a customer with a valid bearer token (`'required'`); only an operator with
 * a valid operator token (`'operator'`: a customer's token is refused, as an
 * operator's is on customer routes). The server enforces it before the route's
 * handler runs.
 */
export type RouteAuth = 'none' | 'optional' | 'required' | 'operator';

/**
 * One endpoint: where it is and the codecs of everything that crosses the
 * wire. The server decodes `params`, `query` and `body` with these codecs;
 * the client encodes them with the same codecs and decodes `response`.
 */
export interface Route<P, Q, B, R, A extends RouteAuth = RouteAuth> {
  readonly method: Method;
  /** Below `/backend/api`, with `:name` path parameters. */
  readonly path: string;
  readonly params: t.Type<P, Record<string, string>, unknown>;
  readonly query: t.Type<Q, Record<string, string | undefined>, unknown>;
  readonly body: t.Type<B, unknown, unknown>;
  readonly response: t.Type<R, unknown, unknown>;
  /** Whether a bearer token is required (`'required'`), used when present (`'optional'`), or ignored. */
  readonly auth: A;
  /** How the body travels: JSON, or a multipart form with files. */
  readonly bodyMedia: 'application/json' | 'multipart/form-data';
  /** What the answer is: JSON, or a file of this type. */
  readonly responseMedia: string;
}

/** Every call carries the language; the server answers in it. */
export const LangQuery = t.exact(t.partial({ lang: Lang }), 'LangQuery');
export type LangQuery = t.TypeOf<typeof LangQuery>;

const NoParams = t.type({}, 'NoParams');
const NoBody = t.undefined;

/**
 * A route with the defaults: no path parameters, only `lang` in the query, no
 * body, no auth. Its `auth` keeps its literal type, so the server's handler of a
 * `'required'` route is typed to receive a customer id.
 */
export function route<
  P = Record<never, never>,
  Q = LangQuery,
  B = undefined,
  R = unknown,
  A extends RouteAuth = 'none',
>(definition: {
  method: Method;
  path: string;
  response: t.Type<R, unknown, unknown>;
  params?: t.Type<P, Record<string, string>, unknown>;
  query?: t.Type<Q, Record<string, string | undefined>, unknown>;
  body?: t.Type<B, unknown, unknown>;
  auth?: A;
  bodyMedia?: Route<P, Q, B, R, A>['bodyMedia'];
  responseMedia?: string;
}): Route<P, Q, B, R, A> {
  return {
    method: definition.method,
    path: definition.path,
    response: definition.response,
    params: (definition.params ?? NoParams) as Route<P, Q, B, R>['params'],
    query: (definition.query ?? LangQuery) as Route<P, Q, B, R>['query'],
    body: (definition.body ?? NoBody) as Route<P, Q, B, R>['body'],
    auth: definition.auth ?? ('none' as A),
    bodyMedia: definition.bodyMedia ?? 'application/json',
    responseMedia: definition.responseMedia ?? 'application/json',
  };
}

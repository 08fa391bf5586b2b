import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  decodeWith,
  type FieldError,
  type Lang,
  type Route,
  type RouteAuth,
} from '@rewards/api-client/contract';
import type { MessageId } from '@rewards/messages';
import { AppError, badRequest } from './app-error';
import { takesBrotli } from './content-encoding';

/** The base path of every API route. */
export const API_PREFIX = '/backend/api';

/**
 * The signed-in customer a handler receives for each kind of route auth: always
 * one on a `'required'` route, one or none on an `'optional'` route, none otherwise.
 */
export type CustomerIdOf<A extends RouteAuth> = A extends 'required'
  ? number
  : A extends 'optional'
    ? number | undefined
    : undefined;

/** The signed-in operator a handler receives: always one on an `'operator'` route, none otherwise. */
export type OperatorIdOf<A extends RouteAuth> = A extends 'operator' ? number : undefined;

/**
 * What a handler receives: the decoded request, its language, the customer or
 * operator the route's auth established, and Fastify's objects.
 */
export interface RouteInput<P, Q, B, A extends RouteAuth = RouteAuth> {
  /** The customer of the request's valid bearer token, checked before the handler runs. */
  readonly customerId: CustomerIdOf<A>;
  /** The operator of the request's valid operator token, checked before the handler runs. */
  readonly operatorId: OperatorIdOf<A>;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly lang: Lang;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * A handler answers a value of the route's response type, text it has already
 * encoded (a cache hit), or a raw answer (a file).
 */
export type RouteHandler<P, Q, B, R, A extends RouteAuth = RouteAuth> = (
  input: RouteInput<P, Q, B, A>,
) => Promise<R | EncodedJson | RawAnswer>;

/**
 * A response already encoded and serialised, with its entity tag: its UTF-8
 * bytes and, for a body worth compressing, those bytes compressed with
 * brotli, so a read from the cache is a buffer written as it is.
 */
export class EncodedJson {
  constructor(
    readonly body: Buffer,
    readonly etag: string,
    readonly br?: Buffer,
  ) {}
}

/**
 * An answer sent as it is rather than as JSON (a PDF), with its media type and
 * headers: for a route whose contract response is a file's bytes.
 */
export class RawAnswer {
  constructor(
    readonly body: Buffer,
    readonly contentType: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

/**
 * Whether an `If-None-Match` header names the entity tag: a list of tags, each
 * maybe weak (`W/"..."`), or `*` (a GET compares weakly, RFC 9110 13.1.2).
 */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',');
  return tags.some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function langOf(query: unknown): Lang {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  return lang === 'th' ? 'th' : 'en';
}

/** Conditional requests (`If-None-Match`) apply to reads only: a POST always runs. */
function isRead(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** How a route is registered beyond its contract. */
export interface RouteOptions {
  /**
   * `'sensitive'` for routes that take passwords or money (login, register,
   * reset, checkout): the stricter per-route limit `app.sensitiveRateLimit`
   * instead of the API's general one.
   */
  readonly rateLimit?: 'sensitive';
  /** The route's own Fastify config (a per-route rate limit, for instance). */
  readonly config?: Readonly<Record<string, unknown>>;
  /**
   * The title of the 413 answered when a list of the request holds more
   * entries than its codec takes (`{max}` is its bound); `error.E413` by default.
   */
  readonly tooManyMessage?: MessageId;
  /**
   * On an `'optional'` route, `'anonymous'` treats a bearer token that is sent
   * but refused as no customer at all (the handler gets `undefined`) instead
   * of a 401. Only for a call that must go through whoever makes it: the
   * payment provider's return, which settles a payment already made even when
   * the shopper's token ran out meanwhile.
   */
  readonly refusedToken?: 'anonymous';
  /**
   * Reads the request's body in place of Fastify's parsed one, after the
   * route's auth is checked and before its codec decodes it: a multipart form
   * streamed under limits (its parts are read only once the caller is known).
   */
  readonly readBody?: (request: FastifyRequest) => Promise<unknown>;
}

/**
 * The customer a request is made for, by the route's `auth`, before anything
 * else is read: 401 E401 when a required token is missing or refused, and when
 * an optional one is sent but refused (never a fall-back to no customer).
 * An `'operator'` route takes no customer: see {@link authenticateOperator}.
 */
async function authenticate(
  app: FastifyInstance,
  auth: RouteAuth,
  request: FastifyRequest,
  options: RouteOptions,
): Promise<number | undefined> {
  switch (auth) {
    case 'none':
    case 'operator':
      return undefined;
    case 'optional':
      if (request.headers.authorization === undefined) return undefined;
      break;
    case 'required':
      break;
    default: {
      const unknown: never = auth;
      throw new Error(`Unknown route auth: ${String(unknown)}`);
    }
  }
  try {
    return await app.accounts.customerId(request);
  } catch (error) {
    const refused = error instanceof AppError && error.status === 401;
    if (refused && auth === 'optional' && options.refusedToken === 'anonymous') return undefined;
    throw error;
  }
}

/**
 * The operator of an `'operator'` route's request, before anything else is
 * read: 401 E401 without a valid, current operator token (a customer's token
 * is one for another audience, so it is refused too).
 */
async function authenticateOperator(
  app: FastifyInstance,
  auth: RouteAuth,
  request: FastifyRequest,
): Promise<number | undefined> {
  if (auth !== 'operator') return undefined;
  return (await app.operators.operator(request)).id;
}

/**
 * The answer to a request that did not decode: 413 when a list held more
 * entries than the contract takes (the request is too large, whatever else is
 * wrong with it), else 400 with every field at fault.
 */
function decodeFailure(errors: readonly FieldError[], options: RouteOptions): AppError {
  const tooMany = errors.find((error) => error.code === 'field.tooMany');
  if (tooMany === undefined) return badRequest(errors);
  return new AppError(413, 'E413', options.tooManyMessage ?? 'error.E413', {
    values: { max: tooMany.max ?? 0 },
    fieldErrors: [tooMany],
  });
}

/**
 * Registers a contract route: establishes the customer or operator by the route's `auth`
 * (401 E401 before anything else when its token is missing or refused), decodes params, query and body with its codecs
 * (400 with the fields at fault when they do not decode, 413 for a list past
 * its bound), runs the handler and
 * encodes its answer with the response codec, so that the wire always has the
 * contract's shape (money as text, flags as Y/N). `options.config` is the
 * route's Fastify config (e.g. its own `rateLimit`).
 */
export function registerRoute<P, Q, B, R, A extends RouteAuth>(
  app: FastifyInstance,
  route: Route<P, Q, B, R, A>,
  handler: RouteHandler<P, Q, B, R, A>,
  options: RouteOptions = {},
): void {
  app.route({
    method: route.method,
    url: `${API_PREFIX}${route.path}`,
    config: {
      ...options.config,
      ...(options.rateLimit === 'sensitive' ? { rateLimit: { ...app.sensitiveRateLimit } } : {}),
    },
    handler: async (request, reply) => {
      const customerId = (await authenticate(app, route.auth, request, options)) as CustomerIdOf<A>;
      const operatorId = (await authenticateOperator(app, route.auth, request)) as OperatorIdOf<A>;
      const params = decodeWith(route.params, request.params ?? {});
      const query = decodeWith(route.query, request.query ?? {});
      const sent = options.readBody === undefined ? request.body : await options.readBody(request);
      const body = decodeWith(route.body, route.method === 'GET' ? undefined : sent);
      const errors = [
        ...(params.ok ? [] : params.errors),
        ...(query.ok ? [] : query.errors),
        ...(body.ok ? [] : body.errors),
      ];
      if (!params.ok || !query.ok || !body.ok) throw decodeFailure(errors, options);

      const result = await handler({
        customerId,
        operatorId,
        params: params.value,
        query: query.value,
        body: body.value,
        lang: langOf(query.value),
        request,
        reply,
      });
      if (result instanceof RawAnswer) {
        return reply.headers(result.headers).type(result.contentType).send(result.body);
      }
      if (result instanceof EncodedJson) {
        // Clients may keep the answer but must ask again each time; a 304 costs no body.
        void reply.header('etag', result.etag).header('cache-control', 'no-cache');
        if (isRead(request.method) && matchesEtag(request.headers['if-none-match'], result.etag)) {
          return reply.status(304).send();
        }
        void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        if (result.br !== undefined && takesBrotli(request.headers['accept-encoding'])) {
          return reply.header('content-encoding', 'br').send(result.br);
        }
        // Gzipped by the compression plugin when the client takes it.
        return reply.send(result.body);
      }
      return route.response.encode(result);
    },
  });
}

import {
  APP_ERROR_HEADER,
  ErrorBody,
  decodeWith,
  type Lang,
  type Route,
} from '@rewards/api-client/contract';
import type { ApiError } from './api-error';

/** The API's base path below the shop's origin. */
export const API_BASE_PATH = '/backend/api';

/** The spec asks for a very large timeout: checkout calls may wait on a payment provider. */
export const DEFAULT_TIMEOUT_MS = 120_000;

export interface ApiClientOptions {
  /** The origin (and any prefix) the API is served from; `''` for the page's own origin. */
  readonly baseUrl: string;
  readonly getLang: () => Lang;
  /** The bearer token, when signed in. */
  readonly getToken?: () => string | undefined;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

type Input<P, Q, B> = (keyof P extends never ? { params?: P } : { params: P }) & {
  query?: Omit<Q, 'lang'>;
  /**
   * Sends the encoded body as `multipart/form-data` instead of JSON: each
   * text field under its name, and each file of a list of files
   * (`{ fieldName, fileName, bytes }`) as the part `fieldName`.
   */
  multipart?: boolean;
} & (B extends undefined ? { body?: undefined } : { body: B });

export interface ApiClient {
  /** Calls a route; resolves with the decoded answer or rejects with an {@link ApiError}. */
  request<P, Q, B, R>(route: Route<P, Q, B, R>, input: Input<P, Q, B>): Promise<R>;
}

function buildPath(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new RangeError(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface FilePart {
  readonly fieldName: string;
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

function isFilePart(value: unknown): value is FilePart {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FilePart).fieldName === 'string' &&
    typeof (value as FilePart).fileName === 'string' &&
    (value as FilePart).bytes instanceof Uint8Array
  );
}

/** An encoded body as a multipart form: text by name, files as their own parts. */
function toFormData(encoded: Readonly<Record<string, unknown>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(encoded)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && value.every(isFilePart)) {
      for (const file of value) {
        form.append(
          file.fieldName,
          new Blob([file.bytes as Uint8Array<ArrayBuffer>]),
          file.fileName,
        );
      }
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}

function errorBodyOf(json: unknown): ErrorBody | undefined {
  const decoded = decodeWith(ErrorBody, json);
  return decoded.ok ? decoded.value : undefined;
}

/** Maps a failed answer to the catalogue's error kinds. */
export function toApiError(status: number, json: unknown, headers: Headers): ApiError {
  const body = errorBodyOf(json);
  switch (true) {
    case status === 400:
      return {
        kind: 'badRequest',
        status: 400,
        appError: headers.has(APP_ERROR_HEADER) ? body : undefined,
        fieldErrors: body?.fieldErrors ?? [],
        body,
      };
    case status === 401:
      return { kind: 'unauthorized', status: 401, body };
    case status === 404:
      return { kind: 'notFound', status: 404, body };
    case status === 500 && body?.errorKey === 'E500':
      return { kind: 'sessionExpired', status: 500, body };
    case body !== undefined:
      return { kind: 'server', status, body };
    default:
      return { kind: 'unknown', status };
  }
}

/**
 * The typed client of the shop's API. Every request carries `lang`, the bearer
 * token when there is one, and a timeout; answers are decoded with the
 * contract's codecs, so a malformed answer is a `decode` error, never a crash.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async request<P, Q, B, R>(route: Route<P, Q, B, R>, input: Input<P, Q, B>): Promise<R> {
      const params = input.params === undefined ? {} : route.params.encode(input.params as P);
      const query = new URLSearchParams();
      const encodedQuery =
        input.query === undefined ? {} : route.query.encode(input.query as unknown as Q);
      for (const [key, value] of Object.entries(encodedQuery)) {
        if (value !== undefined) query.set(key, value);
      }
      query.set('lang', options.getLang());
      const url = `${options.baseUrl}${API_BASE_PATH}${buildPath(route.path, params)}?${query.toString()}`;

      const headers: Record<string, string> = { accept: 'application/json' };
      const token = options.getToken?.();
      if (token !== undefined && token !== '') headers.authorization = `Bearer ${token}`;
      let body: string | FormData | undefined;
      if (input.body !== undefined && input.multipart === true) {
        // No content type: fetch writes it with the form's boundary.
        body = toFormData(route.body.encode(input.body as B) as Record<string, unknown>);
      } else if (input.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(route.body.encode(input.body as B));
      }

      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: route.method,
          headers,
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw (
          timedOut ? { kind: 'timeout', status: 0 } : { kind: 'unreachable', status: 0 }
        ) satisfies ApiError;
      }

      const json = await readJson(response);
      if (!response.ok) throw toApiError(response.status, json, response.headers);
      const decoded = decodeWith(route.response, json);
      if (!decoded.ok) {
        throw {
          kind: 'decode',
          status: response.status,
          errors: decoded.errors,
        } satisfies ApiError;
      }
      return decoded.value;
    },
  };
}

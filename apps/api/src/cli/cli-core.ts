import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { decodeWith } from '@rewards/api-client/contract';

/** Where the command line reads and writes. */
export interface CliIo {
  readonly env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
  /** A secret typed by the operator (a password), without echo when a terminal. */
  readSecret(prompt: string): Promise<string>;
  readonly fetch: typeof fetch;
}

/** The exit codes: 0 done, 1 refused by the shop, 2 misuse, 69 the shop is unreachable, 75 the data folder is in use. */
export const EXIT = { ok: 0, refused: 1, usage: 2, unavailable: 69, locked: 75 } as const;

/** A command's failure: what to print and the exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

export function tokenFile(env: NodeJS.ProcessEnv): string {
  if (env.OPERATOR_TOKEN_FILE) return env.OPERATOR_TOKEN_FILE;
  const config = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(config, 'rewards-store', 'operator-token');
}

/** The signed-in operator's token and the shop it is for. */
export interface Saved {
  readonly url: string;
  readonly token: string;
}

export async function readSaved(env: NodeJS.ProcessEnv): Promise<Saved | undefined> {
  try {
    return JSON.parse(await readFile(tokenFile(env), 'utf8')) as Saved;
  } catch {
    return undefined;
  }
}

export function required(value: string | undefined, option: string): string {
  if (value === undefined || value.trim() === '')
    throw new CliError(`--${option} is required`, EXIT.usage);
  return value;
}

export function whole(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,6}$/.test(value))
    throw new CliError(`--${option} must be a whole number`, EXIT.usage);
  return Number(value);
}

/** A route of the contract, as far as the command line calls it. */
export interface CliRoute {
  readonly method: string;
  readonly path: string;
  readonly response: { decode: unknown };
}

/** What one call sends: the token, the path's and the query's values, and a JSON or multipart body. */
export interface CallOptions {
  readonly token?: string;
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string | number | undefined>;
  readonly body?: unknown;
  readonly form?: FormData;
}

/** Calls the shop's API: the answer when it is a success, else a CliError saying why. */
async function request(
  io: CliIo,
  base: string,
  route: CliRoute,
  options: CallOptions,
): Promise<{ response: Response; url: string }> {
  let path = route.path;
  for (const [name, value] of Object.entries(options.params ?? {})) {
    path = path.replace(`:${name}`, encodeURIComponent(value));
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const url = `${base.replace(/\/+$/, '')}/backend/api${path}${search.size > 0 ? `?${search}` : ''}`;
  const json = options.body !== undefined;
  let response: Response;
  try {
    response = await io.fetch(url, {
      method: route.method,
      headers: {
        accept: 'application/json',
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      // A multipart body's type (with its boundary) is set by fetch.
      ...(json ? { body: JSON.stringify(options.body) } : {}),
      ...(options.form === undefined ? {} : { body: options.form }),
    });
  } catch (error) {
    throw new CliError(
      `The shop does not answer at ${base} (${error instanceof Error ? error.message : String(error)}). Is it running? Use --url to name it.`,
      EXIT.unavailable,
    );
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const answer = (body ?? {}) as {
      title?: string;
      fieldErrors?: { field: string; message?: string }[];
    };
    const fields = (answer.fieldErrors ?? []).map((f) => `  ${f.field}: ${f.message ?? ''}`);
    const hint =
      response.status === 401 ? ' (sign in with: npm run operator -- login --email <e-mail>)' : '';
    throw new CliError(
      [`${response.status}: ${answer.title ?? response.statusText}${hint}`, ...fields].join('\n'),
      EXIT.refused,
    );
  }
  return { response, url };
}

/** One call of the shop's API, its answer decoded with the contract. */
export async function call<R>(
  io: CliIo,
  base: string,
  route: CliRoute,
  options: CallOptions,
): Promise<R> {
  const { response, url } = await request(io, base, route, options);
  const body: unknown = await response.json().catch(() => undefined);
  const decoded = decodeWith(route.response as never, body);
  if (!decoded.ok)
    throw new CliError(`The shop's answer is not what this tool expects at ${url}`, EXIT.refused);
  return decoded.value as R;
}

/** One call of the shop's API that answers a file: its bytes. */
export async function download(
  io: CliIo,
  base: string,
  route: CliRoute,
  options: CallOptions,
): Promise<Uint8Array> {
  const { response } = await request(io, base, route, options);
  return new Uint8Array(await response.arrayBuffer());
}

/** What a command is run with: the parsed options, the shop, and how to print. */
export interface CommandContext<V> {
  readonly io: CliIo;
  readonly base: string;
  readonly values: V;
  /** The command's argument (a PO, a sub-order, a ticket...), if any. */
  readonly target: string | undefined;
  /** The signed-in operator's token; a CliError when nobody is signed in. */
  signedIn(): string;
  /** Prints the answer as JSON with --json, else as the lines given. */
  print(value: unknown, lines: () => string[]): void;
}

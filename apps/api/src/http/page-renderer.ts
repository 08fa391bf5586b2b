import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type {
  ApiCall,
  ClientManifest,
  RenderResult,
  RendererModule,
} from '@rewards/render-contract';
import { compressForKeeping, unpackKept } from './content-encoding';
import { heldBytes } from './own-memory';
import { RENDERER_HEADER, rendererToken } from './renderer-calls';

/**
 * A rendered page as it is sent: its body compressed with brotli, and its
 * validator. The plain text is not kept (a page of 100-140 KB of HTML, held as
 * a string, weighs twice that in the heap against 15-18 KB compressed); the
 * rare client that does not take brotli gets the body unpacked
 * (`plainBody`), gzipped by the compression plugin if it takes that.
 */
export interface RenderedPage {
  readonly kind: 'page';
  readonly status: number;
  readonly br: Buffer;
  readonly etag: string;
  /** The Content-Security-Policy sources of its inline scripts (`'sha256-...'`). */
  readonly scriptHashes: readonly string[];
}

/** The page's body uncompressed, for a client that accepts neither brotli nor gzip. */
export function plainBody(page: RenderedPage): Promise<Buffer> {
  return unpackKept(page.br);
}

export type PageAnswer = RenderedPage | { readonly kind: 'redirect'; readonly location: string };

export interface PageRendererOptions {
  /** The client build (index.html and .vite/manifest.json). */
  readonly staticDir: string;
  /** The server build of the storefront (entry-server.js). */
  readonly ssrDir: string;
  /** The shop's public origin (PUBLIC_ORIGIN): every page's canonical and alternate links start with it. */
  readonly origin: string;
  /** How long a rendered page may be served again, at most (settings such as maintenance change without a catalogue change). */
  readonly ttlMs?: number;
  /** Bytes of rendered pages kept (compressed bodies): 8 MB, about 500 pages, by default. */
  readonly maxBytes?: number;
}

/** Whether both builds of the storefront are there to render pages with. */
export function hasStorefrontBuild(staticDir: string, ssrDir: string): boolean {
  return (
    existsSync(join(staticDir, 'index.html')) &&
    existsSync(join(staticDir, '.vite', 'manifest.json')) &&
    existsSync(join(ssrDir, 'entry-server.js'))
  );
}

/** Parts of a page written one after another into one buffer, without joining them first. */
function utf8Of(parts: readonly string[]): Buffer {
  let size = 0;
  for (const part of parts) size += Buffer.byteLength(part);
  const body = Buffer.allocUnsafe(size);
  let at = 0;
  for (const part of parts) at += body.write(part, at);
  return body;
}

/** A rendered page as its bytes and their entity tag, or the redirect as it is. */
function encodedPage(result: RenderResult) {
  if (result.kind === 'redirect') return result;
  const body = utf8Of(result.html);
  return {
    kind: 'page',
    status: result.status,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
    scriptHashes: result.scriptHashes,
  } as const;
}

/**
 * The storefront's pages rendered on this server: the storefront's own
 * renderer (its server build) gets the shop's API in process through
 * `inject`, never over a socket. Rendered pages are kept per path and
 * language, compressed once, in a byte-bounded LRU cache that is cleared when
 * the catalogue changes and expires after `ttlMs`.
 */
export async function createPageRenderer(app: FastifyInstance, options: PageRendererOptions) {
  const template = readFileSync(join(options.staticDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(join(options.staticDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ClientManifest;
  const module = (await import(
    pathToFileURL(join(options.ssrDir, 'entry-server.js')).href
  )) as RendererModule;
  const render = module.createRenderer({ template, manifest });
  const token = rendererToken();

  const api = async (call: ApiCall) => {
    const response = await app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: { ...call.headers, [RENDERER_HEADER]: token },
      ...(call.body === undefined ? {} : { payload: call.body }),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') headers[name] = value;
    }
    return { status: response.statusCode, headers, body: response.body };
  };

  const cache = new LRUCache<string, PageAnswer>({
    maxSize: options.maxBytes ?? 8 * 1024 * 1024,
    sizeCalculation: (entry) => (entry.kind === 'page' ? heldBytes(entry.br) + 256 : 256),
    ttl: options.ttlMs ?? 30_000,
  });
  const pending = new Map<string, Promise<PageAnswer>>();

  async function renderPage(url: string, acceptLanguage: string | undefined) {
    // The rendered strings are encoded before the compression's wait and not
    // held across it: only the bytes wait, so the strings die young.
    const rendered = encodedPage(
      await render({
        url,
        origin: options.origin,
        api,
        ...(acceptLanguage === undefined ? {} : { acceptLanguage }),
      }),
    );
    if (rendered.kind === 'redirect') return rendered;
    return {
      kind: 'page',
      status: rendered.status,
      // Kept for up to `ttlMs`: in memory of its own, not a slice of a shared pool.
      br: await compressForKeeping(rendered.body),
      etag: rendered.etag,
      scriptHashes: rendered.scriptHashes,
    } as const;
  }

  return {
    /**
     * The page of a path and query. A page asked for without `lang` depends on
     * the browser's languages; `langHint` is the part of the request it used.
     */
    async page(url: string, acceptLanguage: string | undefined, langHint: string) {
      const key = `${url} ${langHint}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const running = pending.get(key);
      if (running !== undefined) return running;
      const rendering = renderPage(url, acceptLanguage).finally(() => pending.delete(key));
      pending.set(key, rendering);
      const answer = await rendering;
      // Server errors are not kept: the next visitor gets a fresh try.
      if (answer.kind === 'redirect' || answer.status < 500) cache.set(key, answer);
      return answer;
    },
    /** Forgets every page: the catalogue changed. */
    clear(): void {
      cache.clear();
    },
    /** Roughly how many bytes the kept pages take. */
    get bytes(): number {
      return cache.calculatedSize;
    },
  };
}

export type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;

/**
 * The seam between the API server and the storefront's server renderer: the
 * storefront's server build (`entry-server.js`) exports `createRenderer`, and
 * the API server imports that module at start and calls it for each page.
 * Types only: neither app imports the other, both import these.
 */
import type { Language } from '@rewards/domain';

/** One call of the shop's API, answered in process by the server that renders. */
export interface ApiCall {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** The answer to an `ApiCall`. */
export interface ApiAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** What the API server asks the renderer for. */
export interface RenderRequest {
  /** The path and query asked for, e.g. `/itemDetail?itemCode=X&lang=th`. */
  readonly url: string;
  /** `http://localhost:8080`: for canonical and alternate links. */
  readonly origin: string;
  readonly acceptLanguage?: string;
  readonly api: (call: ApiCall) => Promise<ApiAnswer>;
}

/** A page to send, or where to send the browser instead. */
export type RenderResult =
  | { readonly kind: 'redirect'; readonly location: string }
  | {
      readonly kind: 'page';
      readonly status: number;
      readonly lang: Language;
      /**
       * The page's HTML in parts, to be sent one after another. Not joined
       * into one string: a page is 50-150 thousand characters, and a joined
       * string would be copied whole once more when it is encoded.
       */
      readonly html: readonly string[];
      /**
       * The Content-Security-Policy sources (`'sha256-...'`) of the inline
       * scripts in `html`: the page's policy allows them and no other.
       */
      readonly scriptHashes: readonly string[];
    };

/** One chunk of the client build's manifest (`.vite/manifest.json`), as far as the renderer reads it. */
export interface ClientManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly isEntry?: boolean;
}

/** The client build's manifest: chunks by source module. */
export type ClientManifest = Readonly<Record<string, ClientManifestChunk>>;

export interface RendererOptions {
  /** The client build's index.html, with the `<!--ssr-...-->` marks. */
  readonly template: string;
  readonly manifest: ClientManifest;
}

/** Renders one request. */
export type Render = (request: RenderRequest) => Promise<RenderResult>;

/** What the storefront's server build exports. */
export interface RendererModule {
  createRenderer(options: RendererOptions): Render;
}

import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

/**
 * Scripts, fonts and pictures come only from the shop itself; styles allow
 * inline because the design system injects its CSS at run time; no page may
 * frame the shop, said the same way twice (`frame-ancestors 'none'` for
 * browsers that read CSP, `X-Frame-Options: DENY` for those that do not).
 * HSTS is left out here: it is sent only on answers served over https.
 */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  strictTransportSecurity: false,
};

/**
 * A page's Content-Security-Policy: `policy` with the page's own inline
 * scripts allowed by their hashes (`'sha256-...'`), and no other inline script.
 */
export function allowingScripts(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(/(^|;)\s*script-src ([^;]*)/, `$1script-src $2 ${hashes.join(' ')}`);
}

/**
 * The browser features the shop never uses, turned off for its pages and any
 * frame in them: a script that got in cannot ask for the camera, the
 * microphone, the location, a payment sheet or a device. Each name is one
 * Chromium knows: it warns in the console about any other.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The security headers that only a document (or a worker) reads: its policy,
 * its framing, its opener, its features. A script, a style sheet or a font
 * keeps `X-Content-Type-Options` and `Cross-Origin-Resource-Policy`, which
 * guard it as a subresource; the rest would be about 1 KB of headers on each
 * of the 50-90 files a first visit asks for, sent uncompressed over HTTP/1.1.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * A generated SVG picture's own policy, in place of a page's: shown in an
 * `<img>` it runs nothing anyway, but opened on its own it is a document, and
 * then it may draw with its own style element and do nothing else (no script,
 * no request, no frame around it, sandboxed).
 */
export const SVG_PICTURE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * Gives a generated picture the headers of a subresource (like built files,
 * about 1 KB less on each picture of a page): a bitmap none of a document's,
 * an SVG `SVG_PICTURE_POLICY` and `X-Frame-Options` for browsers without CSP.
 */
export function pictureSecurityHeaders(
  reply: { removeHeader(name: string): unknown; header(name: string, value: string): unknown },
  type: string,
): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  if (!type.startsWith('image/svg+xml')) return;
  reply.header('content-security-policy', SVG_PICTURE_POLICY);
  reply.header('x-frame-options', 'DENY');
}

/** Browsers keep to https for a year once they saw it over https (never sent over plain http). */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/** Headers of any answer that are not security headers. */
const NOT_SECURITY = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  try {
    const response = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(response.headers)
        .filter(([name, value]) => !NOT_SECURITY.has(name) && typeof value === 'string')
        .map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await probe.close();
  }
}

let computed: Promise<Readonly<Record<string, string>>> | undefined;

/**
 * The security headers of every answer, helmet's with the options above and
 * the Permissions-Policy (helmet has none). They
 * do not depend on the request (no nonces), so helmet runs once, on a
 * throw-away instance, instead of building its middleware again for every
 * request (which cost about 40% of a cached catalogue read). Computed once per
 * process: answers that Fastify makes before any hook runs (a bad URL, huge
 * headers) need them too.
 */
export function securityHeaders(): Promise<Readonly<Record<string, string>>> {
  computed ??= helmetHeaders(HELMET_OPTIONS).then(
    (headers) => ({ ...headers, 'permissions-policy': PERMISSIONS_POLICY }),
    (error: unknown) => {
      computed = undefined;
      throw error;
    },
  );
  return computed;
}

// An HTTP/2 front for a bench's server, as a TLS proxy in production would
// give the shop (nginx with `http2 on`, a CDN): TLS with a throwaway
// self-signed certificate (made by the system's `openssl`), HTTP/2 to the
// browser, HTTP/1.1 with kept-alive connections to the server. Every request
// and answer passes as it is, but for the headers of one hop.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream';

/** Headers of one connection, not passed on (RFC 9113, 8.2.2). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the proxy in front of `upstream` (`http://127.0.0.1:PORT`); resolves to its base and a stop. */
export async function startHttp2Proxy(upstream) {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('stream', (stream, headers) => {
    const forwarded = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) forwarded[name] = value;
    }
    forwarded.host = target.host;
    forwarded['x-forwarded-proto'] = 'https';
    const request = http.request({
      agent,
      host: target.hostname,
      port: target.port,
      method: headers[':method'],
      path: headers[':path'],
      headers: forwarded,
    });
    request.on('response', (answer) => {
      const back = { ':status': answer.statusCode };
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_BY_HOP.has(name)) back[name] = value;
      }
      if (stream.destroyed) return answer.resume();
      stream.respond(back);
      pipeline(answer, stream, () => {});
    });
    request.on('error', () => {
      if (!stream.destroyed && !stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    pipeline(stream, request, () => {});
  });
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('error', () => {});
    session.on('close', () => sessions.delete(session));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `https://localhost:${server.address().port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}

import { writeFileSync } from 'node:fs';
import { routes } from '@rewards/api-client/contract';
import { openApiDocument } from './openapi';
import { referencePage } from './reference-page';
import { API_VERSION } from './operations-plugin';

/**
 * Run by the build: writes the API reference beside the server
 * (`openapi.json` and `api-reference.html`), for integrators who read it
 * without a running shop. The running server answers the same document at
 * `/backend/api/openapi.json`, with its public origin as the server.
 */
const [jsonPath, htmlPath] = process.argv.slice(2);
if (jsonPath === undefined || htmlPath === undefined) {
  throw new Error('usage: write-openapi <openapi.json> <reference.html>');
}
const document = openApiDocument(routes, { version: API_VERSION, serverUrl: '/' });
writeFileSync(jsonPath, `${JSON.stringify(document, null, 2)}\n`);
writeFileSync(htmlPath, referencePage(document));

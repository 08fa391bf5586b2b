import type { openApiDocument } from './openapi';

type Document = ReturnType<typeof openApiDocument>;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function schemaBlock(title: string, schema: unknown): string {
  if (schema === undefined) return '';
  return `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(
    JSON.stringify(schema, null, 2),
  )}</pre></details>`;
}

function mediaBlocks(title: string, content: Record<string, { schema: unknown }> | undefined) {
  return Object.entries(content ?? {})
    .map(([media, { schema }]) => schemaBlock(`${title} (${media})`, schema))
    .join('');
}

interface Operation {
  readonly operationId: string;
  readonly parameters: readonly { name: string; in: string; required: boolean }[];
  readonly requestBody?: { content: Record<string, { schema: unknown }> };
  readonly security?: readonly Record<string, unknown>[];
  readonly responses: { '200': { content: Record<string, { schema: unknown }> } };
}

function authOf(operation: Operation): string {
  if (operation.security === undefined) return 'none';
  return operation.security.some((entry) => Object.keys(entry).length === 0)
    ? 'optional bearer token'
    : 'bearer token required';
}

/**
 * The API reference as one static HTML page, made from the OpenAPI document:
 * every operation with its parameters, body and answer schemas. Plain HTML
 * without scripts, so it needs nothing from outside the shop; any OpenAPI
 * viewer can open `openapi.json` beside it for more.
 */
export function referencePage(document: Document): string {
  const sections = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]) => {
      const parameters = operation.parameters
        .map(
          (parameter) =>
            `<li><code>${escapeHtml(parameter.name)}</code> (${parameter.in}${
              parameter.required ? ', required' : ''
            })</li>`,
        )
        .join('');
      return `<section id="${escapeHtml(operation.operationId)}">
<h2><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
<p><code>${escapeHtml(operation.operationId)}</code> · ${authOf(operation)}</p>
${parameters === '' ? '' : `<ul>${parameters}</ul>`}
${mediaBlocks('Request body', operation.requestBody?.content)}
${mediaBlocks('Answer', operation.responses['200'].content)}
</section>`;
    }),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<meta name="robots" content="noindex">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a;background:#fff}
@media (prefers-color-scheme:dark){body{color:#eee;background:#111}}
section{border-top:1px solid #8884;padding:.5rem 0}h2{font-size:1.05rem;margin:.25rem 0}
.method{display:inline-block;min-width:4rem;font-weight:600}pre{overflow:auto;font-size:.85rem}</style>
</head><body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description)}</p>
<p>The same in OpenAPI 3.1: <a href="openapi.json">openapi.json</a>. Errors share one shape:</p>
${schemaBlock('Error', document.components.schemas.ErrorBody)}
${sections.join('\n')}
</body></html>`;
}

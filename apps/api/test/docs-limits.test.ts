import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '@rewards/api-client/contract';
import * as domain from '@rewards/domain';
import { readServerConfig } from '../src/config';

const root = join(import.meta.dirname, '..', '..', '..');
const apiReadme = readFileSync(join(root, 'apps/api/README.md'), 'utf8');
const rootReadme = readFileSync(join(root, 'README.md'), 'utf8');

/** The rows of every Markdown table whose first header cell is `first`, as trimmed cells. */
function tableRows(markdown: string, first: string): string[][] {
  const rows: string[][] = [];
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const cells = line
      .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    if (cells[0] === first) inTable = true;
    else if (inTable && !/^-+$/.test(cells[0] ?? '')) rows.push(cells);
  }
  return rows;
}

/** The `code` spans of a cell, in order. */
const codeSpans = (cell: string): string[] =>
  [...cell.matchAll(/`([^`]*)`/g)].map((match) => match[1] ?? '');

interface Setting {
  readonly readme: string;
  readonly variable: string;
  /** The documented default, or `undefined` when the table says it is unset. */
  readonly value: string | undefined;
}

/** Each documented variable with its default (`PORT`, `HOST` | `8080`, `0.0.0.0` is two). */
function settingsOf(readme: string, markdown: string): Setting[] {
  return tableRows(markdown, 'variable').flatMap(([names = '', defaults = '']) => {
    const variables = codeSpans(names);
    const values = codeSpans(defaults);
    const unset = /^unset\b/.test(defaults);
    if (!unset && values.length !== variables.length) {
      throw new Error(`${readme}: ${names} has no readable default: ${defaults}`);
    }
    return variables.map((variable, index) => ({
      readme,
      variable,
      value: unset ? undefined : values[index],
    }));
  });
}

const settings = [
  ...settingsOf('apps/api/README.md', apiReadme),
  ...settingsOf('README.md', rootReadme),
];

/** Every TypeScript source of the server, to find where a variable is read. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}
const serverSource = sources(join(root, 'apps/api/src')).join('\n');
const configSource = readFileSync(join(root, 'apps/api/src/config.ts'), 'utf8');

/** A documented default as the server reads it: another variable named in it stands for its own default. */
function asWritten(value: string): string {
  return value.replace(/\b([A-Z][A-Z_]+)\b/g, (name) => {
    const other = settings.find((setting) => setting.variable === name);
    return other?.value ?? name;
  });
}

describe('the READMEs and the code agree on every setting and limit', () => {
  it('both settings tables are found', () => {
    expect(settings.filter((s) => s.readme === 'apps/api/README.md').length).toBeGreaterThan(20);
    expect(settings.filter((s) => s.readme === 'README.md').length).toBeGreaterThan(8);
  });

  it.each(settings)('$readme: $variable is read by the server', ({ variable }) => {
    expect(serverSource).toMatch(new RegExp(`env(?:\\.${variable}\\b|\\[['"]${variable}['"]\\])`));
  });

  it.each(settings.filter((setting) => setting.value !== undefined))(
    '$readme: $variable defaults to `$value`',
    ({ variable, value }) => {
      expect(readServerConfig({ [variable]: asWritten(value ?? '') })).toEqual(
        readServerConfig({}),
      );
    },
  );

  it.each(settings.filter((setting) => setting.value === undefined))(
    '$readme: $variable is unset by default',
    ({ variable }) => {
      expect(readServerConfig({ [variable]: '' })).toEqual(readServerConfig({}));
    },
  );

  it('every variable the server configuration reads is in the API README, with the same default in both READMEs', () => {
    const read = [
      ...new Set([...configSource.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1])),
    ];
    const documented = new Set(
      settings.filter((s) => s.readme === 'apps/api/README.md').map((s) => s.variable),
    );
    expect(
      read.filter((variable) => variable !== 'NODE_ENV' && !documented.has(variable ?? '')),
    ).toEqual([]);
    for (const setting of settings.filter((s) => s.readme === 'README.md')) {
      const api = settings.find(
        (s) => s.readme === 'apps/api/README.md' && s.variable === setting.variable,
      );
      expect(api?.value, setting.variable).toBe(setting.value);
    }
  });

  const limits = tableRows(apiReadme, 'limit').map(([what = '', value = '', constant = '']) => ({
    what,
    value: Number(value.replace(/[`,\s]/g, '')),
    constant: codeSpans(constant)[0] ?? '',
  }));

  it('the limits table names the cart, order and text limits', () => {
    expect(limits.map((limit) => limit.constant)).toEqual(
      expect.arrayContaining([
        'MAX_CART_LINES',
        'MAX_ORDER_UNITS',
        'TEXT_BOUNDS.code',
        'TEXT_BOUNDS.name',
        'TEXT_BOUNDS.email',
        'TEXT_BOUNDS.password',
        'TEXT_BOUNDS.engravingLine',
        'TEXT_BOUNDS.freeText',
      ]),
    );
  });

  it.each(limits)('limit $what is $value ($constant)', ({ value, constant }) => {
    const found = constant
      .split('.')
      .reduce<unknown>((scope, key) => (scope as Record<string, unknown> | undefined)?.[key], {
        ...domain,
        ...contract,
      });
    expect(found).toBe(value);
  });
});

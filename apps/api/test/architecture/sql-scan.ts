import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Block comments and whole-line `//` comments: prose about SQL is no SQL. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** What counts as SQL in a source file, each with what it is called in a failure. */
const SQL_SIGNS: readonly (readonly [string, RegExp])[] = [
  ['a .query( call', /\.query\s*(<[^>()]*>)?\s*\(/],
  ['an .exec( of a script', /\.exec\s*\(\s*[`'"]/],
  ['SELECT ... FROM', /\bSELECT\b[\s\S]{1,400}?\bFROM\b/],
  ['INSERT INTO', /\bINSERT\s+INTO\b/],
  ['UPDATE ... SET', /\bUPDATE\s+[a-z_]+(\s+AS\s+\w+)?\s+SET\b/],
  ['DELETE FROM', /\bDELETE\s+FROM\b/],
  ['a DDL statement', /\b(CREATE|ALTER|DROP)\s+(TABLE|INDEX|SCHEMA|TYPE)\b/],
  ['pg_advisory_xact_lock', /\bpg_advisory_(xact_)?lock\b/],
];

/** The signs of SQL in one source text (empty when there is none). */
export function sqlSigns(source: string): string[] {
  const code = withoutComments(source);
  return SQL_SIGNS.filter(([, pattern]) => pattern.test(code)).map(([name]) => name);
}

/** Where SQL may be: repositories, the database adapters and migrations. */
export function mayHoldSql(path: string): boolean {
  const file = path.split('/').pop() ?? '';
  return file.endsWith('-repository.ts') || path.startsWith('db/') || path.includes('migrations');
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every source file under `root` (paths relative to it, with `/`) holding SQL where SQL may not be. */
export function sqlOutsideRepositories(root: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const path of tsFiles(root)) {
    const name = relative(root, path).split(sep).join('/');
    if (mayHoldSql(name)) continue;
    const signs = sqlSigns(readFileSync(path, 'utf8'));
    if (signs.length > 0) found.set(name, signs);
  }
  return found;
}

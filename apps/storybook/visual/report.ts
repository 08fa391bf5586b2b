import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

/** One picture that did not match its baseline (or had none). */
interface Change {
  readonly project: string;
  readonly file: string;
  readonly story: string;
  readonly message: string;
  /** The pictures, as paths inside the report's folder. */
  readonly reference?: string;
  readonly actual?: string;
  readonly diff?: string;
}

const escape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function figure(label: string, src: string | undefined): string {
  if (src === undefined) return '';
  return `<figure><figcaption>${label}</figcaption><a href="${escape(src)}"><img src="${escape(src)}" alt="${label}"></a></figure>`;
}

/** The project's name without the browser Vitest adds (`stories-th-dark`). */
const projectOf = (testCase: TestCase): string => testCase.project.name.replace(/\s*\(.*\)$/, '');

/** The report's page: each changed story with its baseline, new picture and difference side by side. */
export function reportPage(changes: readonly Change[]): string {
  const rows = changes
    .map(
      (change) => `<section>
<h2>${escape(change.story)} <small>${escape(change.file)} · ${escape(change.project)}</small></h2>
<p>${escape(change.message)}</p>
<div class="pictures">${figure('Baseline', change.reference)}${figure('New', change.actual)}${figure('Difference', change.diff)}</div>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Storybook: visual changes</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#222}
section{border-top:1px solid #ccc;padding:12px 0}
h2{font-size:18px;margin:0 0 4px}small{font-weight:normal;color:#666}
.pictures{display:flex;gap:16px;align-items:flex-start;overflow-x:auto}
figure{margin:0}figcaption{font-weight:600;margin-bottom:4px}
img{max-width:420px;border:1px solid #999;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
</style></head><body>
<h1>Storybook: ${changes.length} picture${changes.length === 1 ? '' : 's'} differ from the baselines</h1>
<p>Accept them with <code>npm run storybook:update-baselines</code> and commit <code>apps/storybook/baselines/</code>.</p>
${rows}
</body></html>
`;
}

/**
 * Writes `dist/storybook-visual/index.html` when a story's picture differs from
 * its baseline or has none: the designer's view of what changed. The folder is
 * emptied when a run starts, so an old report never outlives a green run.
 */
export class VisualReport implements Reporter {
  readonly #folder: string;
  readonly #changes: Change[] = [];

  constructor(folder: string) {
    this.#folder = folder;
  }

  onTestRunStart(): void {
    rmSync(this.#folder, { recursive: true, force: true });
    this.#changes.length = 0;
  }

  onTestCaseResult(testCase: TestCase): void {
    for (const artifact of testCase.artifacts()) {
      if (artifact.type !== 'internal:toMatchScreenshot') continue;
      const kept: Record<string, string> = {};
      for (const attachment of artifact.attachments) {
        const source = attachment.path;
        if (source === undefined || !existsSync(source)) continue;
        // Each picture is copied beside the page, so that the folder is the whole report.
        const target = join(
          this.#folder,
          'pictures',
          basename(testCase.module.moduleId, '.stories.tsx'),
          `${testCase.name.replace(/[^\w-]+/g, '-')}.${projectOf(testCase)}-${attachment.name}.png`,
        );
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(source, target);
        kept[attachment.name] = relative(this.#folder, target);
      }
      this.#changes.push({
        project: projectOf(testCase),
        file: basename(testCase.module.moduleId),
        story: testCase.fullName,
        message: artifact.message,
        // A story without a baseline has only its new picture (named the reference by Vitest).
        ...(kept.actual === undefined
          ? { actual: kept.reference }
          : { reference: kept.reference, actual: kept.actual, diff: kept.diff }),
      });
    }
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>): void {
    if (this.#changes.length === 0) return;
    mkdirSync(this.#folder, { recursive: true });
    const page = join(this.#folder, 'index.html');
    writeFileSync(page, reportPage(this.#changes));
    process.stdout.write(`\nVisual changes of ${this.#changes.length} stories: ${page}\n`);
  }
}

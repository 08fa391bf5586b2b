import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import { AXE_DIR, OUTPUT_DIR } from './paths';

/** Impacts that fail a journey; moderate and minor ones are reported only. */
export const BLOCKING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

/** One rule broken on one page, as kept in `dist/e2e/axe/<shot>.json`. */
export interface Finding {
  readonly rule: string;
  readonly impact: ImpactValue | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly { readonly target: string; readonly summary: string }[];
}

/** The findings of one checkpoint: a page in one language at one size. */
export interface CheckpointFindings {
  readonly shot: string;
  readonly url: string;
  readonly findings: readonly Finding[];
}

const MAX_NODES_SHOWN = 5;

function toFinding(violation: Result): Finding {
  return {
    rule: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    helpUrl: violation.helpUrl,
    nodes: violation.nodes.map((node) => ({
      target: node.target.map(String).join(' >> '),
      summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  };
}

/** A checkpoint's violations, as the reports show them. */
export function findingsOf(shot: string, results: AxeResults): CheckpointFindings {
  return { shot, url: results.url, findings: results.violations.map(toFinding) };
}

/** Keeps a checkpoint's violations for the end-of-run summary and returns them. */
export function recordFindings(shot: string, results: AxeResults): CheckpointFindings {
  const record = findingsOf(shot, results);
  writeFileSync(join(AXE_DIR, `${shot}.json`), JSON.stringify(record, null, 2));
  return record;
}

export function isBlocking(finding: Finding): boolean {
  return finding.impact !== null && BLOCKING_IMPACTS.includes(finding.impact);
}

/** The violations as a person reads them: impact, rule, what to fix, and where. */
export function describeFindings(record: CheckpointFindings, findings: readonly Finding[]): string {
  const lines = [`axe on ${record.shot} (${record.url}):`];
  for (const finding of findings) {
    lines.push(`  [${finding.impact ?? 'unknown'}] ${finding.rule}: ${finding.help}`);
    lines.push(`    ${finding.helpUrl}`);
    for (const node of finding.nodes.slice(0, MAX_NODES_SHOWN)) {
      lines.push(`    - ${node.target}`);
      if (node.summary !== '') lines.push(`      ${node.summary}`);
    }
    if (finding.nodes.length > MAX_NODES_SHOWN) {
      lines.push(`    ... and ${finding.nodes.length - MAX_NODES_SHOWN} more elements`);
    }
  }
  return lines.join('\n');
}

/**
 * Prints every rule axe reported during the run, worst first, with the
 * checkpoints where it was seen, and writes the same to `dist/e2e/axe-summary.txt`.
 */
export function printAxeSummary(): void {
  let files: string[];
  try {
    files = readdirSync(AXE_DIR).filter((name) => name.endsWith('.json'));
  } catch {
    return;
  }
  const byRule = new Map<string, { finding: Finding; shots: Set<string>; nodes: number }>();
  for (const file of files.sort()) {
    const record = JSON.parse(readFileSync(join(AXE_DIR, file), 'utf8')) as CheckpointFindings;
    for (const finding of record.findings) {
      const entry = byRule.get(finding.rule) ?? { finding, shots: new Set(), nodes: 0 };
      entry.shots.add(record.shot);
      entry.nodes += finding.nodes.length;
      byRule.set(finding.rule, entry);
    }
  }
  const order: readonly (ImpactValue | null)[] = ['critical', 'serious', 'moderate', 'minor', null];
  const entries = [...byRule.values()].sort(
    (a, b) => order.indexOf(a.finding.impact) - order.indexOf(b.finding.impact),
  );
  const lines = [`axe: ${files.length} checkpoints, ${entries.length} rules with violations`];
  for (const { finding, shots, nodes } of entries) {
    lines.push(
      `  [${finding.impact ?? 'unknown'}] ${finding.rule} (${nodes} elements): ${finding.help}`,
    );
    lines.push(`    on ${[...shots].join(', ')}`);
  }
  const text = lines.join('\n');
  writeFileSync(join(OUTPUT_DIR, 'axe-summary.txt'), `${text}\n`);
  console.log(text);
}

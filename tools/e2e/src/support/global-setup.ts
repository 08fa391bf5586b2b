import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { printAxeSummary } from './axe-report';
import { AXE_DIR, LOG_DIR, OUTPUT_DIR, SCREENSHOT_DIR, SERVER_MAIN, STOREFRONT_DIR } from './paths';
import { E2E_OPERATOR } from './operator-cli';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shop under test, e.g. `http://127.0.0.1:41234`. */
    baseUrl: string;
    /** The run's copy of the built storefront, for servers the journeys start. */
    storefrontDir: string;
  }
}

/**
 * Starts the built server once for every journey (fresh database, seeded on
 * start) and stops it, with its whole process group, when the run ends. The
 * server serves a copy of the built storefront taken now: it lists the files
 * it serves when it starts, so a rebuild during the run would otherwise
 * leave the browser asking for scripts it does not know.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const built of [SERVER_MAIN, join(STOREFRONT_DIR, 'index.html')]) {
    if (!existsSync(built)) {
      throw new Error(`${built} is missing: run \`npx nx run e2e:e2e\`, which builds it first.`);
    }
  }
  for (const dir of [SCREENSHOT_DIR, AXE_DIR, LOG_DIR])
    rmSync(dir, { recursive: true, force: true });
  for (const dir of [OUTPUT_DIR, SCREENSHOT_DIR, AXE_DIR, LOG_DIR])
    mkdirSync(dir, { recursive: true });

  const storefrontDir = mkdtempSync(join(tmpdir(), 'rewards-e2e-storefront-'));
  cpSync(STOREFRONT_DIR, storefrontDir, { recursive: true });
  project.provide('storefrontDir', storefrontDir);

  const server = await startServer({
    name: 'shop',
    staticDir: storefrontDir,
    operators: [E2E_OPERATOR],
  }).catch((error: unknown) => {
    rmSync(storefrontDir, { recursive: true, force: true });
    throw error;
  });
  project.provide('baseUrl', server.baseUrl);
  console.log(`e2e: shop at ${server.baseUrl} (log ${server.logFile})`);

  return async () => {
    await server.stop();
    rmSync(storefrontDir, { recursive: true, force: true });
    printAxeSummary();
  };
}

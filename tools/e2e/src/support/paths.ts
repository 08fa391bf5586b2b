import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The workspace root (this file is tools/e2e/src/support/paths.ts). */
export const WORKSPACE_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The built server and storefront the journeys run against (`nx run e2e:e2e` builds them first). */
export const SERVER_MAIN = join(WORKSPACE_ROOT, 'dist/apps/api/main.js');
/** The operators' command line built beside the server (`npm run operator` runs it). */
export const OPERATOR_CLI = join(WORKSPACE_ROOT, 'dist/apps/api/operator.js');
export const STOREFRONT_DIR = join(WORKSPACE_ROOT, 'dist/apps/storefront');

/** Everything a run writes: screenshots, axe findings, server logs. */
export const OUTPUT_DIR = join(WORKSPACE_ROOT, 'dist/e2e');
export const SCREENSHOT_DIR = join(OUTPUT_DIR, 'screenshots');
export const AXE_DIR = join(OUTPUT_DIR, 'axe');
export const LOG_DIR = join(OUTPUT_DIR, 'logs');

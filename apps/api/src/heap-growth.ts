import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets its old generation grow past what a full collection left
 * alive, in percent: 50, a factor of 1.5. Left to itself V8 chooses the
 * factor from how fast it collects and how fast the program allocates, up to
 * 4 on a host with memory to spare, so a server rendering distinct pages as
 * fast as it can held 280-380 MB on PostgreSQL, where with 1.5 it holds
 * 210-270 MB for about 12% more CPU an answer (docs/performance.md, "The
 * heap growing factor at 1.5").
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Sets V8's heap growing factor (`HEAP_GROWING_PERCENT`) unless Node was
 * started with one (`node --heap-growing-percent=N`; 0 is V8's own choice).
 * V8 reads it after every full collection, so setting it at start is enough.
 * Answers whether it set it.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): boolean {
  if (growthGivenAtStart(execArgv)) return false;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}

/** Whether Node's options set V8's heap growing factor (`--heap-growing-percent`, with - or _). */
export function growthGivenAtStart(execArgv: readonly string[]): boolean {
  return execArgv.some((arg) => /^--heap[-_]growing[-_]percent(=|$)/.test(arg));
}

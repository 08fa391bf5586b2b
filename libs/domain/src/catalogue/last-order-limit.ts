import type { LastOrderChoice } from './parse-last-order-choice';

/** How many of the latest orders a history choice covers; `undefined` for ALL (no limit). */
export function lastOrderLimit(choice: LastOrderChoice): number | undefined {
  return choice === 'ALL' ? undefined : Number(choice);
}

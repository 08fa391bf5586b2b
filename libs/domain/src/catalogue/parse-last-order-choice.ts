import { TRANSACTION_HISTORY_CHOICES } from '../config/business-constants';

/** One of the transaction-history choices: the last 5, 25, 50 or 100 orders, or ALL. */
export type LastOrderChoice = (typeof TRANSACTION_HISTORY_CHOICES)[number];
/** The history shows the last 5 orders unless asked otherwise. */
export const DEFAULT_LAST_ORDER_CHOICE: LastOrderChoice = '5';

/**
 * The `lastOrder` query of /transaction-history: 5, 25, 50, 100 or ALL (any
 * letter case, as text or a number), else the default 5. Never fails.
 */
export function parseLastOrderChoice(raw: unknown): LastOrderChoice {
  const text =
    typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return TRANSACTION_HISTORY_CHOICES.find((choice) => choice === text) ?? DEFAULT_LAST_ORDER_CHOICE;
}

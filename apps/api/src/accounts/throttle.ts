/** Every limit here counts what happened in the last hour. */
export const WINDOW_SECONDS = 3600;

/** At most this many failures an hour per account. */
export const MAX_FAILURES_PER_HOUR = 100;

/**
 * At most this many wrong passwords an hour from one client address, whatever
 * the accounts: the per-account delays alone let one address try 5 passwords on
 * each of any number of accounts.
 */
export const MAX_ADDRESS_FAILURES_PER_HOUR = 100;

/** At most this many e-mails an hour to one address (recovery links, "already registered"). */
export const MAX_MAILS_PER_EMAIL_PER_HOUR = 3;

/** At most this many password-recovery requests an hour from one client address. */
export const MAX_RESETS_PER_ADDRESS_PER_HOUR = 30;

/**
 * How long an account must wait after `failures` recent failures: nothing for
 * the first 5, then a delay doubling from 1 s up to 15 minutes, and a full stop
 * at the hourly limit.
 */
export function failureDelaySeconds(failures: number): number {
  if (failures >= MAX_FAILURES_PER_HOUR) return 3600;
  if (failures < 5) return 0;
  return Math.min(900, 2 ** (failures - 5));
}

/**
 * What one key (an account, an address) may do in the last hour: at most
 * `delays.length` entries, and after `n` of them the next one waits `delays[n]`
 * seconds after the latest.
 */
export interface WindowRule {
  /** Which count of the table this is (`account`, `address`, ...). */
  readonly scope: string;
  readonly delays: readonly number[];
}

function rule(scope: string, cap: number, delay: (n: number) => number = () => 0): WindowRule {
  return { scope, delays: Array.from({ length: cap }, (_, n) => delay(n)) };
}

/** Wrong passwords per lower-cased e-mail: the delay schedule, up to the hourly limit. */
export const LOGIN_ACCOUNT = rule('account', MAX_FAILURES_PER_HOUR, failureDelaySeconds);
/** Wrong passwords per client address. */
export const LOGIN_ADDRESS = rule('address', MAX_ADDRESS_FAILURES_PER_HOUR);
/** E-mails sent per lower-cased e-mail. */
export const MAIL_TO_EMAIL = rule('email', MAX_MAILS_PER_EMAIL_PER_HOUR);
/** Password-recovery requests per client address. */
export const RESET_ADDRESS = rule('address', MAX_RESETS_PER_ADDRESS_PER_HOUR);

/**
 * A reserved entry (its timestamp, exactly as the database wrote it), or the
 * whole seconds to wait before the key may have another.
 */
export type Reservation =
  | { readonly ok: true; readonly token: string }
  | { readonly ok: false; readonly waitSeconds: number };

/** The counter over one table of windowed counts, in `window-counter-repository.ts`. */
export type { WindowCounter, WindowTable } from './window-counter-repository';

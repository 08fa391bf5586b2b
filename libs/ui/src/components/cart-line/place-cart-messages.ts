import type { CartLine, DomainError } from '@rewards/domain';

/** A line's own messages: blocking `errors` and informing `notices`. */
export interface LineMessages {
  readonly errors: readonly DomainError[];
  readonly notices: readonly DomainError[];
}

/** The cart's messages, each placed where it belongs. */
export interface PlacedCartMessages {
  /** By line uuid; every line of the cart has an entry. */
  readonly byLine: ReadonlyMap<string, LineMessages>;
  /** Messages about the whole cart (the cash cap, the points cap, 'Please choose a item...'). */
  readonly cart: LineMessages;
}

function target(error: DomainError): { uuid: string } | { itemCode: string } | undefined {
  if (typeof error.uuid === 'string') return { uuid: error.uuid };
  if (typeof error.itemCode === 'string') return { itemCode: error.itemCode };
  return undefined;
}

/**
 * Places the domain's cart messages (`reviewCart`, `checkCheckout`) on the
 * page: one naming a line (`uuid`) goes under that line; one naming an item
 * (`itemCode`, e.g. the max quantity summed by code) under every line of that
 * item, since any of them can be lowered; one naming neither, or a line or
 * item no longer in the cart, goes to the summary, so that no message is lost.
 */
export function placeCartMessages(
  lines: readonly CartLine[],
  errors: readonly DomainError[],
  notices: readonly DomainError[],
): PlacedCartMessages {
  const byLine = new Map<string, { errors: DomainError[]; notices: DomainError[] }>(
    lines.map((line) => [line.uuid, { errors: [], notices: [] }]),
  );
  const cart = { errors: [] as DomainError[], notices: [] as DomainError[] };
  const place = (message: DomainError, kind: 'errors' | 'notices') => {
    const where = target(message);
    const owners =
      where === undefined
        ? []
        : 'uuid' in where
          ? lines.filter((line) => line.uuid === where.uuid)
          : lines.filter((line) => line.code === where.itemCode);
    if (owners.length === 0) cart[kind].push(message);
    for (const owner of owners) byLine.get(owner.uuid)?.[kind].push(message);
  };
  for (const error of errors) place(error, 'errors');
  for (const notice of notices) place(notice, 'notices');
  return { byLine, cart };
}

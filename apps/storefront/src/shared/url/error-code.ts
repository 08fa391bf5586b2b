/** One query parameter of an error link, as the modal lists it. */
export interface ErrorCodeEntry {
  readonly key: string;
  readonly value: string;
}

/** What the errorCode modal shows: the code and the link's other parameters. */
export interface ErrorCodeReport {
  readonly errorCode: string;
  readonly entries: readonly ErrorCodeEntry[];
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The report of a link that carries `errorCode` (spec section 2: "an error path
 * with errorCode shows a modal listing other query parameters split at equals
 * signs"), or `undefined` when there is none. Each other parameter is split at
 * its first `=` into key and value, in the link's order; `lang` is the shop's
 * own parameter on every URL and is not listed.
 */
export function readErrorCodeReport(search: string): ErrorCodeReport | undefined {
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      return at === -1
        ? { key: decode(part), value: '' }
        : { key: decode(part.slice(0, at)), value: decode(part.slice(at + 1)) };
    });
  const code = pairs.find((pair) => pair.key === 'errorCode');
  if (code === undefined) return undefined;
  return {
    errorCode: code.value,
    entries: pairs.filter((pair) => pair.key !== 'errorCode' && pair.key !== 'lang'),
  };
}

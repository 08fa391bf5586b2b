/** A flag as the server may send it: a boolean, or the `'Y'`/`'N'` of its older fields. */
export type YesNoFlag = boolean | 'Y' | 'N' | null | undefined;

/** Whether a flag is set; only `true` and `'Y'` are. */
export function isFlagSet(flag: YesNoFlag): boolean {
  return flag === true || flag === 'Y';
}

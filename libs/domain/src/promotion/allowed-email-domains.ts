/**
 * The e-mail domains a special promotion accepts, from its semicolon-separated
 * `specialConditionValue` (`'kbank.com; KASIKORNBANK.com;'`). Entries are
 * trimmed and lower-cased because domains are case-insensitive; a leading `@`
 * is dropped since operators sometimes write `@kbank.com`; empty entries are
 * ignored.
 */
export function allowedEmailDomains(specialConditionValue: string | undefined): readonly string[] {
  return (specialConditionValue ?? '')
    .split(';')
    .map((entry) => entry.trim().replace(/^@/, '').toLowerCase())
    .filter((entry) => entry !== '');
}

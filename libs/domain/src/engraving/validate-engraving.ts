import { accept, domainError, reject, type Checked } from '../shared/domain-error';
import { NO_ENGRAVING, type EngravingLines } from './engraving-lines';
import type { EngravingRules } from './resolve-engraving-rules';
import type { EngravingError } from './error-codes';
import { validateEngravingLine } from './validate-engraving-line';

const isBlank = (text: string): boolean => text.trim() === '';

/**
 * Checks both engraving lines of an item and collects every error of both:
 * text on an item that offers no engraving (`engraving.notOffered`), text on the second line of
 * a one-line item (`engraving.secondLineNotAllowed`), and each line's own errors (see
 * `validateEngravingLine`). Blank lines are valid and mean "no engraving"; whether the first
 * line must be filled is the save step's concern (`nextEngravingState`).
 * The accepted value holds the lines as they will be engraved (upper-cased when the item says
 * so, a blank line as `''`).
 */
export function validateEngraving(
  lines: EngravingLines,
  rules: EngravingRules,
): Checked<EngravingLines, EngravingError> {
  if (isBlank(lines.persMesg1) && isBlank(lines.persMesg2)) return accept(NO_ENGRAVING);
  if (!rules.offered) return reject([domainError('engraving.notOffered')]);

  const errors: EngravingError[] = [];
  const first = validateEngravingLine(lines.persMesg1, rules, 1);
  if (!first.ok) errors.push(...first.errors);
  let secondText = '';
  if (rules.lineCount < 2) {
    if (!isBlank(lines.persMesg2)) {
      errors.push(domainError('engraving.secondLineNotAllowed', { line: 2 }));
    }
  } else {
    const second = validateEngravingLine(lines.persMesg2, rules, 2);
    if (second.ok) secondText = second.value;
    else errors.push(...second.errors);
  }
  if (!first.ok || errors.length > 0) return reject(errors);
  return accept({ persMesg1: first.value, persMesg2: secondText });
}

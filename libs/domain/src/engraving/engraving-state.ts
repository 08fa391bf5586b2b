import { domainError } from '../shared/domain-error';
import { NO_ENGRAVING, type EngravingLines } from './engraving-lines';
import type { EngravingRules } from './resolve-engraving-rules';
import { validateEngraving } from './validate-engraving';
import type { EngravingError } from './error-codes';

/**
 * Where an item's engraving stands (spec section 4, "Engraving"):
 * - `empty`: nothing engraved;
 * - `filling`: the engraving form is open on `draft`, the temporary lines (copied from the saved
 *   ones when it opened); `saved` is what was saved before, kept for a cancel; `messages` are the
 *   errors to show, `warnings` the notices (quantity set to 1), `confirmed` the confirmation tick;
 * - `completed`: `saved` holds the lines to engrave.
 */
export type EngravingState =
  | { readonly status: 'empty' }
  | {
      readonly status: 'filling';
      readonly saved: EngravingLines | undefined;
      readonly draft: EngravingLines;
      readonly confirmed: boolean;
      readonly messages: readonly EngravingError[];
      readonly warnings: readonly EngravingError[];
    }
  | { readonly status: 'completed'; readonly saved: EngravingLines };

/** What the customer did, as facts. */
export type EngravingEvent =
  /** The engraving form was opened for `quantity` units of the item. */
  | { readonly type: 'opened'; readonly quantity: number }
  | { readonly type: 'lineChanged'; readonly line: 1 | 2; readonly text: string }
  | { readonly type: 'confirmationToggled'; readonly confirmed: boolean }
  | { readonly type: 'saveClicked' }
  | { readonly type: 'cancelled' }
  | { readonly type: 'removed' };

/** The state of an item whose saved lines are known (a cart line's `persMesg1`/`persMesg2`). */
export function initialEngravingState(saved: EngravingLines = NO_ENGRAVING): EngravingState {
  return saved.persMesg1.trim() === '' && saved.persMesg2.trim() === ''
    ? { status: 'empty' }
    : { status: 'completed', saved };
}

function asTyped(text: string, rules: EngravingRules): string {
  return rules.uppercaseOnly ? text.replace(/[a-z]/g, (letter) => letter.toUpperCase()) : text;
}

function liveMessages(draft: EngravingLines, rules: EngravingRules): readonly EngravingError[] {
  const checked = validateEngraving(draft, rules);
  return checked.ok ? [] : checked.errors;
}

/**
 * The engraving state after an event. Opening copies the saved lines into the draft and clears
 * the messages, and warns (`engraving.quantityWillBeSetToOne`) when more than one unit is
 * selected; typing re-checks the lines as typed (capitals forced when `uppercaseOnly`); saving
 * needs both lines valid, a first line, and the confirmation ticked, and then makes the draft the
 * saved lines. When the state becomes `completed` with a warning shown, the caller sets the
 * item's quantity to 1. An event that does not apply in the current state changes nothing, and
 * an item that offers no engraving never leaves `empty`.
 */
export function nextEngravingState(
  state: EngravingState,
  event: EngravingEvent,
  rules: EngravingRules,
): EngravingState {
  if (event.type === 'removed') return { status: 'empty' };
  if (state.status !== 'filling') {
    if (event.type !== 'opened' || !rules.offered) return state;
    const saved = state.status === 'completed' ? state.saved : undefined;
    return {
      status: 'filling',
      saved,
      draft: saved ?? NO_ENGRAVING,
      confirmed: false,
      messages: [],
      warnings:
        event.quantity > 1
          ? [domainError('engraving.quantityWillBeSetToOne', { quantity: event.quantity })]
          : [],
    };
  }

  switch (event.type) {
    case 'opened':
      return state;
    case 'lineChanged': {
      const text = asTyped(event.text, rules);
      const draft =
        event.line === 1
          ? { ...state.draft, persMesg1: text }
          : { ...state.draft, persMesg2: text };
      return { ...state, draft, messages: liveMessages(draft, rules) };
    }
    case 'confirmationToggled':
      return {
        ...state,
        confirmed: event.confirmed,
        messages: event.confirmed
          ? state.messages.filter((message) => message.code !== 'engraving.confirmationRequired')
          : state.messages,
      };
    case 'cancelled':
      return state.saved === undefined
        ? { status: 'empty' }
        : { status: 'completed', saved: state.saved };
    case 'saveClicked': {
      const checked = validateEngraving(state.draft, rules);
      const errors: EngravingError[] = checked.ok ? [] : [...checked.errors];
      if (state.draft.persMesg1.trim() === '') {
        errors.push(domainError('field.required', { line: 1 }));
      }
      if (!state.confirmed) errors.push(domainError('engraving.confirmationRequired'));
      if (!checked.ok || errors.length > 0) return { ...state, messages: errors };
      return { status: 'completed', saved: checked.value };
    }
  }
}

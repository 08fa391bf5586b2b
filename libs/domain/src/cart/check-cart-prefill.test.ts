import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCartPrefill, type CartPrefillItem } from './check-cart-prefill';
import type { CartPrefillEntry } from './parse-cart-prefill';
import { validateEngraving } from '../engraving/validate-engraving';
import { resolveEngravingRules } from '../engraving/resolve-engraving-rules';
import { cartPrefillEntryArb } from '../testing/cart.arbitraries';
import { engravingSettingsArb } from '../testing/engraving.arbitraries';

const items: Record<string, CartPrefillItem> = {
  IPH16: {
    code: 'IPH16',
    engraving: true,
    engravingLine: 2,
    engAndNumericMaxLenght: 12,
    localAndSpecialMaxLenght: 8,
    uppercaseOnly: true,
    appleCare: { price: '7290.00' },
  },
  APW10: { code: 'APW10', engraving: false, limit: true, maxQuantity: 2 },
};
const findItem = (code: string): CartPrefillItem | undefined => items[code];
const entry = (overrides: Partial<CartPrefillEntry>): CartPrefillEntry => ({
  code: 'IPH16',
  quantity: 1,
  hasAppleCare: false,
  engraving: { persMesg1: '', persMesg2: '' },
  ...overrides,
});

describe('checkCartPrefill: the entries of a prefill link against the catalogue', () => {
  it('accepts known items, engravings as they will be engraved', () => {
    expect(
      checkCartPrefill(
        [
          entry({ hasAppleCare: true, engraving: { persMesg1: 'for anna', persMesg2: 'love' } }),
          entry({ code: 'APW10', quantity: 2 }),
        ],
        findItem,
      ),
    ).toEqual({
      ok: true,
      value: [
        entry({ hasAppleCare: true, engraving: { persMesg1: 'FOR ANNA', persMesg2: 'LOVE' } }),
        entry({ code: 'APW10', quantity: 2 }),
      ],
    });
  });

  it("'Item code or quantity is invalid': an unknown code, or more units than the item allows", () => {
    expect(
      checkCartPrefill([entry({ code: 'NOPE' }), entry({ code: 'APW10', quantity: 3 })], findItem),
    ).toEqual({
      ok: false,
      errors: [
        { code: 'cart.itemCodeOrQuantityInvalid', position: 1 },
        { code: 'cart.itemCodeOrQuantityInvalid', position: 2 },
      ],
    });
  });

  it("'Url is invalid': an engraving that fails the item's length rules, an engraving on an item without engraving, a care plan the item lacks", () => {
    expect(
      checkCartPrefill(
        [
          entry({ engraving: { persMesg1: 'HAPPY BIRTHDAY', persMesg2: '' } }),
          entry({ code: 'APW10', engraving: { persMesg1: 'TOM', persMesg2: '' } }),
          entry({ code: 'APW10', hasAppleCare: true }),
        ],
        findItem,
      ),
    ).toEqual({
      ok: false,
      errors: [
        { code: 'cart.urlInvalid', position: 1 },
        { code: 'cart.urlInvalid', position: 2 },
        { code: 'cart.urlInvalid', position: 3 },
      ],
    });
  });

  it('an item with limit Y but no maxQuantity is not limited here', () => {
    const unbounded = (code: string): CartPrefillItem => ({ code, engraving: false, limit: true });
    expect(checkCartPrefill([entry({ code: 'X', quantity: 999 })], unbounded).ok).toBe(true);
  });

  describe('properties', () => {
    it("an entry is accepted exactly when its item exists and its engraving passes the item's rules", () => {
      fc.assert(
        fc.property(
          cartPrefillEntryArb(),
          engravingSettingsArb(),
          fc.boolean(),
          (prefill, settings, withCarePlan) => {
            const item: CartPrefillItem = {
              ...settings,
              code: prefill.code,
              ...(withCarePlan ? { appleCare: {} } : {}),
            };
            const checked = checkCartPrefill([prefill], () => item);
            const engraving = validateEngraving(prefill.engraving, resolveEngravingRules(item));
            expect(checked.ok).toBe(engraving.ok && (withCarePlan || !prefill.hasAppleCare));
            if (checked.ok && engraving.ok)
              expect(checked.value[0]?.engraving).toEqual(engraving.value);
          },
        ),
      );
    });
  });
});

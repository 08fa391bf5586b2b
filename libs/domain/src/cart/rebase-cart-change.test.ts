import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartArb, cartLineArb, iphoneLine } from '../testing';
import { addToCart } from './add-to-cart';
import { rebaseCartChange } from './rebase-cart-change';
import type { CartLine } from './cart-line';
import { unitsByCode } from './units-by-code';

const units = (lines: readonly CartLine[]) => Object.fromEntries(unitsByCode(lines));

describe('rebaseCartChange', () => {
  it('keeps the other tab’s addition and this tab’s removal', () => {
    const a = iphoneLine({ uuid: 'a', code: 'A', quantity: 1 });
    const b = iphoneLine({ uuid: 'b', code: 'B', quantity: 2 });
    const c = iphoneLine({ uuid: 'c', code: 'C', quantity: 1 });
    // This tab removed b; the other tab added c.
    expect(rebaseCartChange([a, b], [a], [a, b, c]).map((line) => line.uuid)).toEqual(['a', 'c']);
  });

  it('applies this tab’s edit only to a line the server still has', () => {
    const a = iphoneLine({ uuid: 'a', code: 'A', quantity: 1 });
    const edited = { ...a, quantity: 3 };
    expect(rebaseCartChange([a], [edited], [a])).toEqual([edited]);
    expect(rebaseCartChange([a], [edited], [])).toEqual([]);
  });

  it('keeps the units both tabs merged into the same line', () => {
    const a = iphoneLine({ uuid: 'a', code: 'A', quantity: 1, persMesg1: '', persMesg2: '' });
    const local = addToCart([a], { ...a, uuid: 'l' });
    const server = addToCart([a], { ...a, uuid: 's' });
    expect(rebaseCartChange([a], local, server).map((line) => line.quantity)).toEqual([3]);
  });

  it('loses no unit either side added: each code holds the server’s units plus the local additions', () => {
    // Additions are often copies of lines already there, so that both sides merge into them.
    const additions = (base: readonly CartLine[]) =>
      fc.array(
        base.length === 0 ? cartLineArb() : fc.oneof(cartLineArb(), fc.constantFrom(...base)),
        { maxLength: 3 },
      );
    fc.assert(
      fc.property(
        cartArb({ maxLines: 4 }).chain((base) =>
          fc.tuple(fc.constant(base), additions(base), additions(base)),
        ),
        ([base, localAdds, serverAdds]) => {
          const fresh = (lines: readonly CartLine[], prefix: string) =>
            lines.map((line, index) => ({ ...line, uuid: `${prefix}-${index}` }));
          const local = fresh(localAdds, 'local').reduce(addToCart, base);
          const server = fresh(serverAdds, 'server').reduce(addToCart, base);
          const rebased = rebaseCartChange(base, local, server);
          const expected = fresh(localAdds, 'local').reduce(addToCart, server);
          expect(units(rebased)).toEqual(units(expected));
          expect(new Set(rebased.map((line) => line.uuid)).size).toBe(rebased.length);
        },
      ),
    );
  });

  it('changes nothing when this tab changed nothing', () => {
    fc.assert(
      fc.property(cartArb(), cartArb(), (base, server) => {
        expect(rebaseCartChange(base, base, server)).toEqual(server);
      }),
    );
  });
});

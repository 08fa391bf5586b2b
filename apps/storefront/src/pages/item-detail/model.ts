/**
 * The item page's model (spec section 2, item detail): its events, effects and
 * stores are in `units.ts`; its rules are one file per concern, each `sample`
 * with a line that says why:
 * - `url-and-item.ts`: the URL is the page's state; the item it names is fetched;
 * - `last-choice.ts`: the last choice on an item is kept and offered again;
 * - `choices.ts`: the attribute picker, care plan, quantity, screens, colours;
 * - `engraving.ts`: the engraving form and its lines in the URL;
 * - `payment-options.ts`: the card brand and the instalment config;
 * - `add-to-cart.ts`: "Add to cart" hands the item, as chosen, to the cart;
 * - `recently-viewed.ts`: the item shown joins the browser's recently viewed items.
 */
export * from './units';
import './url-and-item';
import './last-choice';
import './choices';
import './engraving';
import './payment-options';
import './add-to-cart';
import './recently-viewed';

/**
 * Taps and typing before the page is live, kept instead of lost.
 *
 * The server's HTML shows every control long before the shop's script has
 * hydrated the page (on a slow phone, seconds). Until `<html data-live>` says
 * the page answers, this script, inline at the top of the head, takes every
 * click on a control of the app (a button, a checkbox, a radio) and every
 * form submission: it stops the event (the browser does nothing with it, and
 * React, hydrating, does not replay it a second time), marks the control busy
 * (`aria-busy` and `data-early-busy`, which the head's style shows) and keeps
 * it. Typing is left to the browser (the characters show at once), and the
 * box's value as typed is noted: React keeps what a box holds when it
 * hydrates it but never hears of it, and its next render of the box puts its
 * own value back. Once the page is live it lets go, and gives the page what
 * happened, in order, each once the page is idle again (a tap may start a
 * navigation the next one needs): a noted box's value as an input event
 * React reads as a change (and a blur when the box has lost focus, for boxes
 * that apply on blur), a click on each kept control, a submission of each
 * kept form. Links are left alone: they work without any script.
 *
 * Written to be turned into the inline script's text (`EARLY_INPUT_SCRIPT`),
 * which every page carries: it refers to nothing outside itself, and its names
 * are short. `q` holds what happened, in order, as [kind, element, value]
 * (`[k, n, v]`):
 * kind `c` a click, `s` a submission, `i` typing in a box (with the box's
 * value as last typed). `app(n)`: whether element `n` is the app's (in
 * #root); `busy(n, on)` marks a control busy or not;
 * `hold(e, k, n)` stops event `e` and keeps it; `next()` gives the page the
 * next kept event, `later()` once the page is idle; `listen(on)` adds or removes the listeners `l`.
 */
export function captureEarlyInput(): void {
  const d = document;
  const q: [string, HTMLElement, string?][] = [];
  const app = (n?: Element | null) => n && d.getElementById('root')?.contains(n);
  const busy = (n: Element, on: boolean) => {
    n = n.closest('label') || n;
    n.toggleAttribute('data-early-busy', on);
    if (on) n.setAttribute('aria-busy', 'true');
    else n.removeAttribute('aria-busy');
  };
  const hold = (e: Event, k: string, n: HTMLElement) => {
    e.preventDefault();
    e.stopImmediatePropagation();
    busy(n, true);
    q.push([k, n]);
  };
  const next = () => {
    const [k, n, v] = q.shift() ?? [];
    if (!n) return;
    busy(n, false);
    if (k === 'c') n.click();
    if (k === 's') (n as HTMLFormElement).requestSubmit();
    if (k === 'i') {
      // React compares a box with the value it last saw: set through the box it sees '',
      // set through the prototype it does not, so the input event is a change to `v`.
      (n as HTMLInputElement).value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(n), 'value')?.set?.call(n, v);
      n.dispatchEvent(new Event('input', { bubbles: true }));
      if (d.activeElement !== n) n.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    }
    later();
  };
  // The next once the page is idle again: what the last one started (a navigation, a render) is done.
  const later = () => (window.requestIdleCallback || setTimeout)(next);
  const l = {
    click(e: Event) {
      const n = (e.target as Element).closest?.<HTMLElement>(
        'button,[role=button],[type=checkbox],[type=radio]',
      );
      if (app(n)) hold(e, 'c', n as HTMLElement);
    },
    submit(e: Event) {
      if (app(e.target as Element)) hold(e, 's', e.target as HTMLElement);
    },
    input(e: Event) {
      const n = e.target as HTMLInputElement;
      const last = q[q.length - 1];
      if (last?.[1] === n) last[2] = n.value;
      else if (app(n)) q.push(['i', n, n.value]);
    },
  };
  const listen = (on: boolean) => {
    for (const [type, f] of Object.entries(l))
      (on ? addEventListener : removeEventListener)(type, f, true);
  };
  const html = d.documentElement;
  const watch = new MutationObserver(() => {
    if (html.dataset.live !== 'true') return;
    watch.disconnect();
    listen(false);
    later();
  });
  listen(true);
  watch.observe(html, { attributeFilter: ['data-live'] });
}

/**
 * The inline script: the function above, called, without its comments, line
 * breaks and the spaces around punctuation (the build prints every statement
 * with its semicolon, and its strings have no space beside punctuation), its
 * constants declared with `let`, which is shorter.
 */
export const EARLY_INPUT_SCRIPT = `(${captureEarlyInput.toString()})()`
  .replace(/^\s*\/\/.*\n/gm, '')
  .replace(/\bconst /g, 'let ')
  .replace(/\s*\n\s*/g, '')
  .replace(/ *([-=:;,{}()<>!&|?+]+) */g, '$1');

/**
 * How a control kept before the page was live looks meanwhile: the busy
 * pointer and a pulsing ring around it in the text colour of the page (its
 * own colours untouched, so its text keeps its contrast), a steady ring under
 * reduced motion.
 */
export const EARLY_INPUT_CSS =
  '[data-early-busy]{cursor:progress;outline:2px solid var(--chakra-colors-fg,currentColor);outline-offset:2px;animation:early-busy .8s ease-in-out infinite alternate}' +
  '@keyframes early-busy{to{outline-color:transparent}}' +
  '@media (prefers-reduced-motion:reduce){[data-early-busy]{animation:none}}';

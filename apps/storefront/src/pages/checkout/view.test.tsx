import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { allSettled, fork } from 'effector';
import { MemoryRouter } from 'react-router-dom';
import { en } from '@rewards/messages';
import { App } from '../../app/app';
import { $billing } from '../../entities/checkout/model';
import { GOOD_ADDRESS } from '../../testing/checkout';
import { checkoutOpened } from './model';
import { CheckoutPage } from './view';

async function shell(step: string) {
  const scope = fork({ values: [[$billing, GOOD_ADDRESS]] });
  await allSettled(checkoutOpened, { scope, params: step });
  return renderToString(
    <App scope={scope} messages={en as never}>
      <MemoryRouter initialEntries={[`/cart/${step}?lang=en`]}>
        <CheckoutPage />
      </MemoryRouter>
    </App>,
  );
}

/** The text of the stepper's current step. */
const currentStep = (html: string) =>
  (/aria-current="step"[^>]*>(.*?)<\/li>/s.exec(html)?.[1] ?? '')
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, '');

describe('the checkout as the server renders it', () => {
  it('is a shell: the title, the stepper at its step and a loading state, nothing of a shopper', async () => {
    const html = await shell('3');
    expect(html).toContain('<h1');
    expect(html).toContain(en['checkout.stepper.label']);
    expect(currentStep(html)).toBe(`3${en['checkout.step.3']}`);
    expect(html).toContain(en['storefront.loading']);
    // Even a scope that holds an address never shows it before the guards have run in the browser.
    expect(html).not.toContain(GOOD_ADDRESS.fullName);
    expect(html).not.toContain('<form');
  });

  it('payment-process shows as the last step; a path that names no step is not found', async () => {
    expect(currentStep(await shell('payment-process'))).toBe(`5${en['checkout.step.5']}`);
    expect(await shell('9')).not.toContain(en['checkout.stepper.label']);
  });
});

import type { Page } from 'playwright-core';
import { ACCOUNT_TEXTS, labelled } from './account-texts';
import type { Lang } from './browser';

/** Signs in as a shopper does: Sign In in the header, the e-mail and password, Sign In. */
export async function signInFromHeader(
  page: Page,
  lang: Lang,
  account: { readonly email: string; readonly password: string },
): Promise<void> {
  const a = ACCOUNT_TEXTS[lang];
  await page
    .getByRole('banner')
    .getByRole('button', { name: a.signIn, exact: true })
    .first()
    .click();
  const dialog = page.locator('dialog[open]');
  await dialog.getByLabel(labelled(a.email)).fill(account.email);
  await dialog.getByLabel(labelled(a.password)).fill(account.password);
  await dialog.getByRole('button', { name: a.signIn, exact: true }).click();
}

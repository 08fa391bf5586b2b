import type { Locator, Page } from 'playwright-core';
import { ACCOUNT_TEXTS, labelled } from './account-texts';
import type { Lang } from './browser';

/** Opens the sign-in dialog with Sign In in the header; returns the open dialog. */
export async function openSignInFromHeader(page: Page, lang: Lang): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: ACCOUNT_TEXTS[lang].signIn, exact: true })
    .first()
    .click();
  return page.locator('dialog[open]');
}

/** Signs in as a shopper does: Sign In in the header, the e-mail and password, Sign In. */
export async function signInFromHeader(
  page: Page,
  lang: Lang,
  account: { readonly email: string; readonly password: string },
): Promise<void> {
  const a = ACCOUNT_TEXTS[lang];
  const dialog = await openSignInFromHeader(page, lang);
  await dialog.getByLabel(labelled(a.email)).fill(account.email);
  await dialog.getByLabel(labelled(a.password)).fill(account.password);
  await dialog.getByRole('button', { name: a.signIn, exact: true }).click();
}

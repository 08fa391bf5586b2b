import type { Messages } from './en';
import { thAccount } from './th/account';
import { thAfterSale } from './th/after-sale';
import { thAfterSaleAnswers } from './th/after-sale-answers';
import { thCart } from './th/cart';
import { thChatAnswers } from './th/chat-answers';
import { thCheckout } from './th/checkout';
import { thDocuments } from './th/documents';
import { thHelp } from './th/help';
import { thDomain } from './th/domain';
import { thOperator } from './th/operator';
import { thServer } from './th/server';
import { thStorefront } from './th/storefront';
import { thSupport } from './th/support';
import { thUi } from './th/ui';

/** The shop's Thai text: every id of `en.ts`, checked by the compiler. */
export const th: Messages = {
  ...thServer,
  ...thDomain,
  ...thStorefront,
  ...thUi,
  ...thCart,
  ...thAccount,
  ...thCheckout,
  ...thAfterSale,
  ...thAfterSaleAnswers,
  ...thDocuments,
  ...thOperator,
  ...thSupport,
  ...thChatAnswers,
  ...thHelp,
};

import { enAccount } from './en/account';
import { enAfterSale } from './en/after-sale';
import { enAfterSaleAnswers } from './en/after-sale-answers';
import { enCart } from './en/cart';
import { enChatAnswers } from './en/chat-answers';
import { enCheckout } from './en/checkout';
import { enDocuments } from './en/documents';
import { enHelp } from './en/help';
import { enDomain } from './en/domain';
import { enOperator } from './en/operator';
import { enServer } from './en/server';
import { enStorefront } from './en/storefront';
import { enSupport } from './en/support';
import { enUi } from './en/ui';

/**
 * The shop's English text, keyed by message id, assembled from one module per
 * area (each area's Thai twin sits in `th/`). Ids of broken rules are the
 * domain's error codes; server errors are `error.<errorKey>`. Placeholders are
 * ICU (`{max}`).
 */
export const en = {
  ...enServer,
  ...enDomain,
  ...enStorefront,
  ...enUi,
  ...enCart,
  ...enAccount,
  ...enCheckout,
  ...enAfterSale,
  ...enAfterSaleAnswers,
  ...enDocuments,
  ...enOperator,
  ...enSupport,
  ...enChatAnswers,
  ...enHelp,
} as const;

export type MessageId = keyof typeof en;
export type Messages = Readonly<Record<MessageId, string>>;

import { groupDigits } from '@rewards/domain';
import { formatMessage, type MessageId, type MessageLang } from '@rewards/messages';
import { EMBEDDED_THAI_FAMILY, embeddedThaiFontCss } from '../images/embedded-fonts';
import { SANDBOX_CARDS, SANDBOX_PATH, type SandboxSession } from './sandbox-gateway';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put in HTML, between tags or in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** THB before the amount in English, บาท after it in Thai (spec section 1). */
function amountText(amount: string, lang: MessageLang): string {
  const digits = groupDigits(amount, 2);
  return lang === 'th' ? `${digits} บาท` : `THB ${digits}`;
}

/** Styles only: the page runs no script at all, so the shop's CSP holds as it is. */
const STYLE = `
  body { font-family: '${EMBEDDED_THAI_FAMILY}', system-ui, sans-serif; background: #f4f4f5; color: #18181b; margin: 0; line-height: 1.6; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #52525b; } dd { margin: 0; font-weight: 600; text-align: right; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  button, input { font-family: inherit; }
  input { width: 100%; box-sizing: border-box; font-size: 1.1rem; padding: .6rem; border: 1px solid #a1a1aa; border-radius: 8px; }
  .buttons { display: flex; gap: .75rem; margin-top: 1rem; }
  button { flex: 1; font-size: 1rem; padding: .7rem; border-radius: 8px; border: 1px solid #1d4ed8; background: #1d4ed8; color: #fff; cursor: pointer; }
  button.cancel { background: #fff; color: #1d4ed8; }
  .error { color: #b91c1c; font-weight: 600; }
  .cards { margin-top: 1.5rem; font-size: .9rem; color: #3f3f46; }
  code { font-size: 1rem; }
`;

/**
 * The page, with the Thai glyphs it shows embedded as a font (a few KB): the
 * shop's own font files have hashed names this page does not know, and many
 * systems have no Thai font at all.
 */
async function page(lang: MessageLang, body: string): Promise<string> {
  const t = (id: MessageId) => escapeHtml(formatMessage(id, lang));
  const fontCss = await embeddedThaiFontCss(`${formatMessage('sandbox.title', lang)}${body}`);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('sandbox.title')}</title>
<style>${fontCss}${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * The sandbox's hosted payment page in the order's language: the shop, the amount
 * and the order number, a card number field, Pay and Cancel, and the test cards.
 * A plain form posting to itself (`form-action 'self'`), no script.
 */
export function sandboxPaymentPage(
  session: SandboxSession,
  error?: 'unknownCard',
): Promise<string> {
  const lang = session.lang;
  const t = (id: MessageId) => escapeHtml(formatMessage(id, lang));
  const action = `${SANDBOX_PATH}/${encodeURIComponent(session.sessionId)}`;
  return page(
    lang,
    `<h1>${t('sandbox.title')}</h1>
<p>${t('sandbox.merchant')}</p>
<dl>
  <dt>${t('sandbox.order')}</dt><dd>${escapeHtml(session.poNumber)}</dd>
  <dt>${t('sandbox.amount')}</dt><dd>${escapeHtml(amountText(session.amount, lang))}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
  <label for="cardNumber">${t('sandbox.cardNumber')}</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="off" maxlength="23"${
    error === undefined ? '' : ' aria-invalid="true" aria-describedby="card-error"'
  }>
  ${error === undefined ? '' : `<p id="card-error" class="error" role="alert">${t('sandbox.unknownCard')}</p>`}
  <div class="buttons">
    <button type="submit" name="action" value="pay">${t('sandbox.pay')}</button>
    <button type="submit" name="action" value="cancel" class="cancel" formnovalidate>${t('sandbox.cancel')}</button>
  </div>
</form>
<div class="cards">
  <p>${t('sandbox.testCards')}</p>
  <ul>
    <li><code>${SANDBOX_CARDS.approved}</code>: ${t('sandbox.cardApproved')}</li>
    <li><code>${SANDBOX_CARDS.declined}</code>: ${t('sandbox.cardDeclined')}</li>
  </ul>
</div>`,
  );
}

/** The page of a session that can no longer be paid (paid, failed, expired). */
export function sandboxClosedPage(lang: MessageLang): Promise<string> {
  const t = (id: MessageId) => escapeHtml(formatMessage(id, lang));
  return page(
    lang,
    `<h1>${t('sandbox.title')}</h1>
<p>${t('sandbox.closed')}</p>
<p><a href="/?lang=${lang}">${t('sandbox.backToShop')}</a></p>`,
  );
}

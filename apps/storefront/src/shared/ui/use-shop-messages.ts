import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { browserShopMessages, hasShopMessages } from '../router/shop-messages';

/**
 * Whether the shop's messages beyond the first page's are in react-intl's
 * table (shared/router/shop-messages.ts): at once on every page but the
 * first, and there once the page is live, the same in the server's HTML and
 * in the hydrating browser. What words itself with them shows from then on.
 */
export function useShopMessages(): boolean {
  const intl = useIntl();
  const [ready, setReady] = useState(() => hasShopMessages(intl.messages));
  useEffect(() => {
    if (ready) return;
    let current = true;
    void browserShopMessages().then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [ready]);
  return ready;
}

/** One language's messages, parsed at build time (apps/storefront/build/precompiled-messages.ts). */
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

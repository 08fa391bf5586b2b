import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { ChatPanel } from '@rewards/ui';
import { $shopConfig } from '../../entities/config/shop-config';
import { $locale } from '../../entities/locale/model';
import { HELP_MESSAGES } from '../../shared/router/help-messages';
import { loadPageMessages, loadedPageMessages } from '../../shared/router/page-messages';
import { PAGES } from '../../shared/router/page-registry';
import { PageMessagesProvider } from '../../shared/ui/page-messages';
import { shopUrl } from '../../shared/url/query';
import { $chatOpen, chatClosed } from './entry';
import {
  $faqNote,
  $lookupResult,
  $screen,
  backClicked,
  chatStarted,
  entryChosen,
  lookupFx,
  lookupSubmitted,
  nextClicked,
} from './model';

/** The chat's dialog id, for the tab's `aria-controls` (`ui.tsx` names the same). */
const CHAT_DIALOG_ID = 'help-chat';

/**
 * The open chat with its texts (`help.*`, loaded with this chunk in the
 * page's language): the steps, the FAQ note, the lookups.
 */
export interface HelpChatWidgetProps {
  readonly onSignIn: () => void;
  readonly onSignUp: () => void;
}

export default function HelpChatWidget({ onSignIn, onSignUp }: HelpChatWidgetProps) {
  const [lang, open, screen, faqNote, result, pending, config] = useUnit([
    $locale,
    $chatOpen,
    $screen,
    $faqNote,
    $lookupResult,
    lookupFx.pending,
    $shopConfig,
  ]);
  const [started, close, choose, back, next, lookup] = useUnit([
    chatStarted,
    chatClosed,
    entryChosen,
    backClicked,
    nextClicked,
    lookupSubmitted,
  ]);
  const [messages, setMessages] = useState(() => loadedPageMessages(HELP_MESSAGES, lang));

  useEffect(() => {
    started();
  }, [started]);

  useEffect(() => {
    let current = true;
    void loadPageMessages(HELP_MESSAGES, lang).then(() => {
      if (current) setMessages(loadedPageMessages(HELP_MESSAGES, lang));
    });
    return () => {
      current = false;
    };
  }, [lang]);

  if (messages === undefined) return null;
  return (
    <PageMessagesProvider messages={messages}>
      <ChatPanel
        id={CHAT_DIALOG_ID}
        open={open}
        onClose={close}
        step={screen.step}
        view={screen.view}
        canBack={screen.canBack}
        canNext={screen.canNext}
        onBack={back}
        onNext={next}
        onChoose={choose}
        {...(faqNote
          ? {
              faqNote: {
                onSignIn: () => {
                  close();
                  onSignIn();
                },
                onSignUp: () => {
                  close();
                  onSignUp();
                },
              },
            }
          : {})}
        contactHref={shopUrl(PAGES.contact.path, lang)}
        startPo={config?.startPo ?? ''}
        onLookup={lookup}
        lookupPending={pending}
        {...(result === null ? {} : { lookupResult: result })}
      />
    </PageMessagesProvider>
  );
}

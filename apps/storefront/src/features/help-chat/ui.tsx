import { lazy, Suspense, useEffect } from 'react';
import { useUnit } from 'effector-react';
import { HelpTab } from '@rewards/ui';
import {
  $chatLoaded,
  $chatOpen,
  $chatTabHidden,
  chatTabClicked,
  chatTabDismissed,
  chatTabMounted,
} from './entry';

/** The chat itself: a chunk of its own, loaded the first time it opens. */
const HelpChatWidget = lazy(() => import('./widget'));

/** The id the chat's dialog takes (`widget.tsx`), written here so the tab does not load it. */
const CHAT_DIALOG_ID = 'help-chat';

export interface HelpChatProps {
  /** The FAQ note's sign-in and sign-up links (the app's account dialogs). */
  readonly onSignIn: () => void;
  readonly onSignUp: () => void;
}

/**
 * The "Need help?" tab, and the chat once it has been opened: the default
 * export, a chunk the layout loads once the page is live.
 */
export default function HelpChat({ onSignIn, onSignUp }: HelpChatProps) {
  const [open, loaded, hidden, clicked, dismissed, mounted] = useUnit([
    $chatOpen,
    $chatLoaded,
    $chatTabHidden,
    chatTabClicked,
    chatTabDismissed,
    chatTabMounted,
  ]);
  useEffect(() => {
    mounted();
  }, [mounted]);
  return (
    <>
      {hidden ? null : (
        <HelpTab
          expanded={open}
          {...(loaded ? { controls: CHAT_DIALOG_ID } : {})}
          onOpen={clicked}
          onDismiss={dismissed}
        />
      )}
      {loaded ? (
        <Suspense fallback={null}>
          <HelpChatWidget onSignIn={onSignIn} onSignUp={onSignUp} />
        </Suspense>
      ) : null}
    </>
  );
}

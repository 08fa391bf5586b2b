import { createContext, useContext, type ReactNode } from 'react';

/** Values every message may use, whatever shows it: `{reward}`, the programme's name for its points. */
export interface MessageDefaults {
  readonly reward: string;
}

const MessageDefaultsContext = createContext<MessageDefaults>({ reward: 'reward points' });

/** Gives the components below the values every message may use (from the shop's settings). */
export function MessageDefaultsProvider({
  value,
  children,
}: {
  readonly value: MessageDefaults;
  readonly children: ReactNode;
}) {
  return (
    <MessageDefaultsContext.Provider value={value}>{children}</MessageDefaultsContext.Provider>
  );
}

/** The values every message may use. */
export function useMessageDefaults(): MessageDefaults {
  return useContext(MessageDefaultsContext);
}

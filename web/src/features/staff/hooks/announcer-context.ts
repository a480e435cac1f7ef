import { createContext, useContext } from 'react';

/** Says `message` in the console's polite live region (poll updates, moves, "Copied"). */
export type Announce = (message: string) => void;

export const AnnouncerContext = createContext<Announce>(() => undefined);

export function useAnnounce(): Announce {
  return useContext(AnnouncerContext);
}

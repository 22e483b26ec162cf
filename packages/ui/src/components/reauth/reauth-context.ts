import { createContext, useContext } from 'react';

/** Asks the person to confirm it is them; resolves to true once the server accepted a factor. */
export type ConfirmIdentity = () => Promise<boolean>;

export const ReauthContext = createContext<ConfirmIdentity | null>(null);

/** The re-auth prompt of the nearest ReauthProvider, or null outside one (a call then fails as usual). */
export const useConfirmIdentity = (): ConfirmIdentity | null => useContext(ReauthContext);

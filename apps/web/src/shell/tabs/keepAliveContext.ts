import { createContext, useContext } from 'react';

/**
 * Whether the page reading it is the one on screen. Kept-alive tabs stay mounted while hidden, so a
 * page that writes global state (the document title) must do it only when it is active again.
 */
export const KeepAliveActiveContext = createContext(true);

export const useIsActiveTab = () => useContext(KeepAliveActiveContext);

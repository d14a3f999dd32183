// What a screen tells the layout: whether it wants the sidebar collapsed (SPEC section 2).
import { createContext, useContext, useEffect } from 'react';

export const CollapseRequestContext = createContext<(collapsed: boolean) => void>(() => undefined);

/** A screen with collapseSidebar calls this while it is open. */
export function useRequestCollapsedSidebar(collapsed: boolean): void {
  const request = useContext(CollapseRequestContext);
  useEffect(() => {
    request(collapsed);
    return () => request(false);
  }, [collapsed, request]);
}

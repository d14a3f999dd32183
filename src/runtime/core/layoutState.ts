// What a screen tells the layout (whether it wants the sidebar collapsed, SPEC section 2), and what the layout tells
// a screen: the area it is in, whose path its links start with.
import { createContext, useContext, useEffect } from 'react';
import type { AccountArea } from '../../../contract/dsl';

/** The area a page is in: the admin area, or a student's or lecturer's. */
export type AreaName = 'admin' | AccountArea;

export const AreaContext = createContext<AreaName>('admin');

/** The path the current area's pages start with (/admin, /student, /lecturer). */
export function useAreaBase(): string {
  return `/${useContext(AreaContext)}`;
}

export const CollapseRequestContext = createContext<(collapsed: boolean) => void>(() => undefined);

/** A screen with collapseSidebar calls this while it is open. */
export function useRequestCollapsedSidebar(collapsed: boolean): void {
  const request = useContext(CollapseRequestContext);
  useEffect(() => {
    request(collapsed);
    return () => request(false);
  }, [collapsed, request]);
}

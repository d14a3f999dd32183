// The widths at which the layout changes (the styles' own media queries say the same), and a hook that follows one as
// the window is resized.
import { useEffect, useState } from 'react';

/** Below this the sidebar is a drawer (styles/admin.css). */
export const DRAWER_QUERY = '(max-width: 991.98px)';
/** A phone: a table's rows are cards and a sheet shows one column at a time (styles/list.css, styles/grid.css). */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Whether the window matches `query` now, followed as it is resized. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => setMatches(list.matches);
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}

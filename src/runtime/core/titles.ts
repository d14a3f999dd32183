// What names a page: the browser tab's title (the screen, the record open in it), so a tab and a screen reader say
// which. Every page sets it, the sign-in page too, so this is all the shell carries of names (a record's own is
// format/recordNames.ts).
import { useEffect } from 'react';

const APP_NAME = 'Aula';

/**
 * Sets the browser tab's title to the parts given, most particular first, and the app's name last, while the
 * component is shown; the title before it comes back after (a detail closed gives the screen's title back).
 */
export function useDocumentTitle(...parts: readonly (string | null | undefined)[]): void {
  const title = [...parts.filter((part): part is string => typeof part === 'string' && part.trim() !== ''), APP_NAME].join(' · ');
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => { document.title = before; };
  }, [title]);
}

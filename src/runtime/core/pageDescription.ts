// The page's description (meta name=description), which a search engine shows under its title. index.html carries
// one for every page, in both languages; a public page says what it is for in the language it is read in.
import { useEffect } from 'react';

/**
 * Sets the page's description (meta name=description, which a search engine shows under its title) while the
 * component is shown, in the language the page is read in; the one before it comes back after.
 */
export function usePageDescription(description: string): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name=description]');
    if (!meta) return undefined;
    const before = meta.content;
    meta.content = description;
    return () => { meta.content = before; };
  }, [description]);
}

// Find anyone's screens (the palette's first group): the entries of the sidebar the user sees (already narrowed to
// their permissions), found by their titles in the language shown. A pure function, so it is tested without a page.
import type { SidebarEntry } from '../../../contract/dsl';

/** A screen found by its title: where it opens, and the sidebar group it sits in, if any. */
export interface ScreenFound {
  id: string;
  title: string;
  /** the title of the sidebar group it is under (Applicants), which tells two of a name apart */
  group?: string;
  path: string;
}

/** Lowercase and without the marks that need not be typed, as a title and a text are compared. */
const folded = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The sidebar's pages whose title holds every word of the text (in any order), those whose title starts with the text
 * first, then those with a word starting with the first word, in the sidebar's order within each; at most `limit`.
 */
export function screensByTitle(
  entries: readonly SidebarEntry[], translate: (key: string) => string, text: string, base: string, limit = 6,
): ScreenFound[] {
  const words = folded(text).split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return [];
  const pages: (ScreenFound & { rank: number })[] = [];
  const visit = (list: readonly SidebarEntry[], group?: string): void => {
    for (const entry of list) {
      const title = translate(entry.label);
      if (entry.children) {
        visit(entry.children, title);
        continue;
      }
      const path = entry.screen ? `${base}/${entry.screen}` : entry.path;
      if (!path) continue;
      const name = folded(title);
      if (!words.every((word) => name.includes(word))) continue;
      const rank = name.startsWith(words.join(' ')) ? 0 : name.split(/[\s,.;:()/-]+/).some((part) => part.startsWith(words[0])) ? 1 : 2;
      pages.push({ id: entry.id, title, group, path, rank });
    }
  };
  visit(entries);
  return pages.sort((a, b) => a.rank - b.rank).slice(0, limit).map(({ rank: _rank, ...page }) => page);
}

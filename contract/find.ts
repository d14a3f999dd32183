// Find anyone (Ctrl+K or ⌘K in the admin area, and the search field in its header): what the browser asks and what the
// server answers, shared by both (server/capabilities/find.ts, src/runtime/find/).

/** The longest text a search takes: more than any name, personal number or e-mail is typed as (a longer one is refused). */
export const FIND_TEXT_MAX = 100;

/** How many records of each screen one answer names: enough to pick from, few enough to read at a keystroke. */
export const FIND_PER_SCREEN = 5;

/** The most words of a text compared each on its own (a name, a surname and a little more); the rest are one phrase. */
export const FIND_WORDS_MAX = 4;

/** One record found: its name, what tells it apart (a personal number, a programme) and where it opens. */
export interface FoundRecord {
  id: number;
  title: string;
  subtitle: string;
  /** the address in the app that opens the record's detail on its screen's list */
  path: string;
}

/** The records found on one screen, under its title in the asker's language. */
export interface FoundGroup {
  screen: string;
  title: string;
  records: FoundRecord[];
  /** a full group (FIND_PER_SCREEN records), which may hold back more: the screen's list searched by the text */
  all?: string;
}

/** What GET /api/find?q= answers: a group per screen that found something, in the screens' order. */
export interface FindAnswer {
  groups: FoundGroup[];
}

/** The address of a screen's list in the app with a query: a record's detail (rowId), the list searched. */
function listPath(screen: string, query: Record<string, string>): string {
  return `/admin/${screen}?${new URLSearchParams(query)}`;
}

/** The address of a record's detail on its screen's list (the list opens a row's detail by ?rowId, src/runtime/list). */
export function recordPath(screen: string, id: number | string): string {
  return listPath(screen, { rowId: String(id) });
}

/** The address of a screen's list searched by a text, under the key of the list's search filter. */
export function searchedPath(screen: string, key: string, text: string): string {
  return listPath(screen, { [key]: text });
}

/**
 * The words a text is searched by: split at spaces and control characters, each used once, at most FIND_WORDS_MAX of
 * them (the rest joined to the last as one phrase). None for an empty text.
 */
export function findWords(text: string): string[] {
  const words = [...new Set(text.split(/[\s\p{Cc}]+/u).filter((word) => word !== ''))];
  if (words.length > FIND_WORDS_MAX) words.splice(FIND_WORDS_MAX - 1, Infinity, words.slice(FIND_WORDS_MAX - 1).join(' '));
  return words;
}

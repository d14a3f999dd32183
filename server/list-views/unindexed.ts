// The shared views no index serves (saved when their query read the whole of a large table: index-check.ts), each with
// the `commonLists` entry that would index it: `npm run gen -- views` prints them, for a screen's author to add.
import type { Queryable } from '../db/database';

export interface UnindexedView { screen: string; name: string; role: string; commonList: string }

/** Query keys a commonLists entry does not take: the sort (its own key), a search's text, the columns shown. */
const NOT_FILTERS = new Set(['sort', 'search', 'columns']);

export async function unindexedViews(db: Queryable): Promise<UnindexedView[]> {
  const views = await db.query<{ screen: string; name: string; role: string; query: Record<string, string> }>(
    `SELECT v.screen, v.name, r.title AS role, v.query FROM saved_views v JOIN roles r ON r.id = v.role_id
     WHERE NOT v.indexed ORDER BY v.screen, lower(v.name)`,
  );
  return views.map(({ query, ...view }) => {
    const filters = Object.keys(query).filter((key) => !NOT_FILTERS.has(key)).map((key) => key.replace(/_(from|to)$/, ''));
    const sort = query.sort ? `, sort: ${query.sort}` : '';
    return { ...view, commonList: `{ filters: [${[...new Set(filters)].join(', ')}]${sort} }` };
  });
}

// News (spec section 2): an item is a draft until it is published; publishing dates it now unless it carries
// a date of its own (a later one schedules it).
import { keepingHistory } from '../resources/history';
import { tableSource } from '../resources/table-source';
import type { ServerAction } from './types';

function publishing(published: boolean): ServerAction {
  return async ({ ctx, t, user, resource, rows }) => {
    const ids = rows.map((row) => Number(row.id));
    await ctx.db.transaction((tx) => keepingHistory(tx, resource, tableSource(ctx.registry, resource), ids, user.id, () => tx.query(
      `UPDATE news SET published = $2, published_at = CASE WHEN $2 THEN coalesce(published_at, now()) ELSE published_at END, updated_at = now()
       WHERE id = ANY($1::integer[])`,
      [ids, published],
    )));
    ctx.totals.invalidate('news');
    return { done: rows.length, message: t.t(published ? 'server.news.published' : 'server.news.unpublished') };
  };
}

export const newsActions = { publishNews: publishing(true), unpublishNews: publishing(false) };

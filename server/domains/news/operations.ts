// News (spec section 2): an item is a draft until it is published; publishing dates it now unless it carries
// a date of its own (a later one schedules it).
import { keepingHistory } from '../../kernel/history';
import { tableSource } from '../../kernel/table-source';
import type { Operation } from '../../kernel/operations';

function publishing(published: boolean): Operation {
  return async ({ ctx, t, user, resource, rows }) => {
    const ids = rows.map((row) => Number(row.id));
    await ctx.db.transaction((tx) => keepingHistory(tx, resource, tableSource(ctx, resource), ids, user.id, () => tx.query(
      `UPDATE news SET published = $2, published_at = CASE WHEN $2 THEN coalesce(published_at, now()) ELSE published_at END, updated_at = now()
       WHERE id = ANY($1::integer[])`,
      [ids, published],
    )));
    ctx.totals.invalidate('news');
    return { done: rows.length, message: t.t(published ? 'server.news.published' : 'server.news.unpublished') };
  };
}

export const newsOperations = { publishNews: publishing(true), unpublishNews: publishing(false) };

// News (spec section 2): an item is a draft until it is published; publishing dates it now unless it carries
// a date of its own (a later one schedules it).
import { updateRow } from '../../kernel/records';
import { tableSource } from '../../kernel/table-source';
import type { Operation } from '../../kernel/operations';

/** Publishes or withdraws the item through the kernel's write path (its checks, the domains' hooks, its history). */
function publishing(published: boolean): Operation {
  return async ({ ctx, t, user, resource, rows }) => {
    const source = tableSource(ctx, resource);
    for (const row of rows) {
      const dated = published && (row.published_at === null || row.published_at === undefined) ? { published_at: new Date().toISOString() } : {};
      await updateRow(ctx, user, resource, source, Number(row.id), { values: { published, ...dated }, files: [], multipart: false });
    }
    return { done: rows.length, message: t.t(published ? 'server.news.published' : 'server.news.unpublished') };
  };
}

export const newsOperations = { publishNews: publishing(true), unpublishNews: publishing(false) };

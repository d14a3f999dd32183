// A dashboard's widgets (screen key widgets): each reads another screen's rows, its table or its reader, with that
// screen's filters (checked as a list query is) and that screen's permission; a widget the user may not open is
// left out. The figures are remembered per table until it is next written, as a list's totals are.
import type { Row } from '../db/database';
import type { AppContext } from '../context';
import type { ResourceDefinition, Widget } from '../registry';
import type { SessionUser } from '../auth/sessions';
import { mayOpen } from '../auth/guard';
import { readers } from '../reads';
import { parseListQuery, scopedSource, type ListQuery, type ListSource } from './list-query';
import { readTop } from './paged-list';
import { tableSource } from './table-source';
import { lookupRows } from './lookups';

/** One bar or point: its group's key, its label in both languages, its value, and the filter that lists its rows. */
export interface WidgetPoint {
  key: string;
  label_ka: string;
  label_en: string;
  value: number;
  /** the query parameter and value that narrow the read screen's list to this group */
  filter?: Record<string, string>;
}

export type WidgetAnswer =
  | { kind: 'count'; value: number }
  | { kind: 'bar' | 'line'; points: WidgetPoint[] }
  | { kind: 'list'; rows: Row[] };

/** The value of a widget's filter: today stands for the current date (a dateRange bound). */
function filterQuery(widget: Widget): Record<string, string> {
  const today = new Date().toISOString().slice(0, 10);
  return Object.fromEntries(Object.entries(widget.filter ?? {}).map(([key, value]) => [key, value === 'today' ? today : String(value)]));
}

function whereOf(query: ListQuery): string {
  return query.where.length > 0 ? ` WHERE ${query.where.join(' AND ')}` : '';
}

/** The SQL of what a widget measures over its rows: how many, the mean of a column, or the share that pass. */
function measureSql(widget: Widget, source: ListSource): string {
  const column = widget.of ? source.columns.get(widget.of)?.sql : undefined;
  if (widget.measure === 'avg' && column) return `round(avg(${column})::numeric, 2)`;
  if (widget.measure === 'rate' && column) {
    return `round(100.0 * count(*) FILTER (WHERE ${column} >= ${Number(widget.atLeast)}) / nullif(count(${column}), 0), 1)`;
  }
  return 'count(*)';
}

/** A screen's rows as a user reads them: its reader's or its table's, narrowed to theirs when it is scoped. */
export function sourceOf(ctx: AppContext, user: SessionUser, resource: ResourceDefinition): ListSource {
  const reader = resource.source === undefined ? undefined : readers[resource.source];
  // a widget over a user's own rows (their mailbox) counts only theirs, as the screen lists only theirs
  return scopedSource(resource, reader ? reader.source(ctx, user) : tableSource(ctx.registry, resource), user);
}

/** Groups of a lookup column: every option of its list, in the list's order, the missing ones at zero (counts only). */
async function lookupPoints(
  ctx: AppContext, resource: ResourceDefinition, widget: Widget, counted: Map<string, number>, drillKey: string | undefined,
): Promise<WidgetPoint[]> {
  const group = widget.groupBy ?? '';
  const lookup = ctx.registry.lookups[resource.columnLookups?.[group]
    ?? resource.fields.find((field) => field.key === group)?.lookup ?? resource.filters.find((filter) => filter.key === group)?.lookup ?? ''];
  const options = lookup ? await lookupRows(ctx.db, ctx.locales, lookup) : [];
  // a group with no rows counts zero, but has no mean and no pass rate: it is left out rather than drawn as 0
  const measured = widget.measure === undefined || widget.measure === 'count' ? options : options.filter((option) => counted.has(String(option.id)));
  return measured.map((option) => ({
    key: String(option.id), label_ka: option.name_ka, label_en: option.name_en, value: counted.get(String(option.id)) ?? 0,
    ...(drillKey ? { filter: { [drillKey]: String(option.id) } } : {}),
  }));
}

/** Every month from the first to the last of those given (yyyy-mm), so that a line shows the months with none. */
export function monthsBetween(months: readonly string[]): string[] {
  if (months.length === 0) return [];
  const sorted = [...months].sort();
  const [last] = sorted.slice(-1);
  const out: string[] = [];
  let [year, month] = sorted[0].split('-').map(Number);
  for (let key = sorted[0]; key <= last; key = `${year}-${String(month).padStart(2, '0')}`) {
    out.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return out;
}

/** A month's label in both languages from the catalogue (options.months), as "სექტემბერი 2025". */
function monthLabels(ctx: AppContext, month: string): { label_ka: string; label_en: string } {
  const [year, number] = month.split('-');
  const label = (language: 'ka' | 'en') => `${ctx.locales.translator(language).t(`options.months.m${number}`)} ${year}`;
  return { label_ka: label('ka'), label_en: label('en') };
}

function bucketPoints(widget: Widget, counted: Map<string, number>): WidgetPoint[] {
  const { size, min, max } = widget.bucket!;
  const points: WidgetPoint[] = [];
  for (let from = min, index = 1; from < max; from += size, index += 1) {
    const to = Math.min(max, from + size);
    const label = `${Number(from.toFixed(2))}–${Number(to.toFixed(2))}`;
    points.push({ key: String(index), label_ka: label, label_en: label, value: counted.get(String(index)) ?? 0 });
  }
  return points;
}

async function answer(ctx: AppContext, user: SessionUser, resource: ResourceDefinition, widget: Widget): Promise<WidgetAnswer> {
  const source = sourceOf(ctx, user, resource);
  const query = parseListQuery(resource, source, { ...filterQuery(widget), ...(widget.sort ? { sort: widget.sort } : {}) });
  if (widget.kind === 'list') return { kind: 'list', rows: await readTop(ctx.db, source, query, widget.limit ?? 5) };
  const measure = measureSql(widget, source);
  if (widget.kind === 'count') return (await counts(ctx, source, query, [widget]))[0];
  const group = source.columns.get(widget.groupBy ?? '');
  if (!group) return { kind: widget.kind, points: [] };
  let key = `${group.sql}::text`;
  if (widget.kind === 'line') key = `to_char(date_trunc('month', ${group.sql}), 'YYYY-MM')`;
  else if (widget.bucket) {
    const { size, min, max } = widget.bucket;
    key = `width_bucket(${group.sql}, ${Number(min)}, ${Number(max) + 1e-9}, ${Math.ceil((max - min) / size)})::text`;
  }
  const rows = await ctx.db.query<{ key: string | null; value: number | null }>(
    `SELECT ${key} AS key, ${measure} AS value FROM ${source.from}${whereOf(query)} GROUP BY 1 ORDER BY 1`, query.params,
  );
  const counted = new Map(rows.filter((row) => row.key !== null).map((row) => [String(row.key), Number(row.value ?? 0)]));
  if (widget.kind === 'line') {
    return { kind: 'line', points: monthsBetween([...counted.keys()]).map((month) => ({ key: month, ...monthLabels(ctx, month), value: counted.get(month) ?? 0 })) };
  }
  if (widget.bucket) return { kind: 'bar', points: bucketPoints(widget, counted) };
  const drillKey = resource.filters.some((filter) => filter.key === widget.groupBy && filter.kind === 'select') ? widget.groupBy : undefined;
  return { kind: 'bar', points: await lookupPoints(ctx, resource, widget, counted, drillKey) };
}

/** Figures over the same rows (the same screen and filter) measured in one pass over them. */
async function counts(ctx: AppContext, source: ListSource, query: ListQuery, widgets: readonly Widget[]): Promise<WidgetAnswer[]> {
  const measures = widgets.map((widget, index) => `${measureSql(widget, source)} AS v${index}`);
  const [row] = await ctx.db.query<Record<string, number | null>>(`SELECT ${measures.join(', ')} FROM ${source.from}${whereOf(query)}`, query.params);
  return widgets.map((_, index) => ({ kind: 'count', value: Number(row[`v${index}`] ?? 0) }));
}

/** The count widgets that read the same screen with the same filter, as groups measured together. */
function sameRows(widgets: readonly Widget[]): Widget[][] {
  const groups = new Map<string, Widget[]>();
  for (const widget of widgets) {
    const key = widget.kind === 'count' ? `${widget.screen}\u0000${JSON.stringify(widget.filter ?? {})}` : widget.id;
    groups.set(key, [...(groups.get(key) ?? []), widget]);
  }
  return [...groups.values()];
}

/** A group of widgets over the same rows: counts measured together, any other widget on its own. */
async function answerGroup(ctx: AppContext, user: SessionUser, group: readonly Widget[]): Promise<WidgetAnswer[]> {
  const resource = ctx.registry.resources[group[0].screen];
  if (group.length === 1) return [await answer(ctx, user, resource, group[0])];
  const source = sourceOf(ctx, user, resource);
  return counts(ctx, source, parseListQuery(resource, source, filterQuery(group[0])), group);
}

/** Every widget of a dashboard the user may see, by id. */
export async function dashboardAnswers(ctx: AppContext, user: SessionUser, dashboard: ResourceDefinition): Promise<Record<string, WidgetAnswer>> {
  const answers: Record<string, WidgetAnswer> = {};
  const pending: Widget[] = [];
  const cacheOf = (widget: Widget) => {
    const resource = ctx.registry.resources[widget.screen];
    const table = resource.table ?? (resource.source ? readers[resource.source]?.source(ctx, user).table : undefined);
    // a reader or a scoped screen may answer each user differently (their own mail); a day's figures are a day's
    const key = `widget\u0000${dashboard.screen}\u0000${widget.id}\u0000${resource.source || resource.scope ? user.id : ''}\u0000${new Date().toISOString().slice(0, 10)}`;
    return { table, key };
  };
  for (const widget of dashboard.widgets ?? []) {
    const resource = ctx.registry.resources[widget.screen];
    if (!resource || !mayOpen(user, resource)) continue;
    const { table, key } = cacheOf(widget);
    const remembered = table ? ctx.totals.get<WidgetAnswer>(table, key) : undefined;
    if (remembered !== undefined) answers[widget.id] = remembered;
    else pending.push(widget);
  }
  for (const group of sameRows(pending)) {
    const found = await answerGroup(ctx, user, group);
    group.forEach((widget, index) => {
      answers[widget.id] = found[index];
      const { table, key } = cacheOf(widget);
      if (table) ctx.totals.set(table, key, found[index]);
    });
  }
  // in the dashboard's order, whichever were remembered
  return Object.fromEntries((dashboard.widgets ?? []).flatMap((widget) => (widget.id in answers ? [[widget.id, answers[widget.id]]] : [])));
}

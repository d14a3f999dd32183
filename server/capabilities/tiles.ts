// A dashboard's tiles (screen key tiles): each reads another screen's rows, its table or its reader, with that
// screen's filters (checked as a list query is) and that screen's permission; a tile the user may not open is
// left out. The figures are remembered per table until it is next written, as a list's totals are.
import type { FastifyInstance } from 'fastify';
import type { Row } from '../db/database';
import type { AppContext } from '../kernel/context';
import type { ServerScreen } from '../../contract/model';
import type { Tile } from '../../contract/dsl';
import type { SessionUser } from '../core/user';
import { mayOpen } from '../auth/guard';
import { HttpError } from '../core/errors';
import { policyOf, route, type ServedDashboard } from './served';
import { parseListQuery, type ListQuery, type ListSource } from '../kernel/list-query';
import { readTop } from '../kernel/paged-list';
import { lookupRows } from '../kernel/lookups';
import { todayIn } from '../../contract/instants';

/** One bar or point: its group's key, its label in both languages, its value, and the filter that lists its rows. */
export interface TilePoint {
  key: string;
  label_ka: string;
  label_en: string;
  value: number;
  /** the query parameter and value that narrow the read screen's list to this group */
  filter?: Record<string, string>;
}

export type TileAnswer =
  | { kind: 'count'; value: number }
  | { kind: 'bar' | 'line'; points: TilePoint[] }
  | { kind: 'list'; rows: Row[] };

/** The value of a tile's filter: today stands for the current date on the university's clock (a dateRange bound). */
function filterQuery(tile: Tile, timeZone: string): Record<string, string> {
  const today = todayIn(timeZone);
  return Object.fromEntries(Object.entries(tile.filter ?? {}).map(([key, value]) => [key, value === 'today' ? today : String(value)]));
}

function whereOf(query: ListQuery): string {
  return query.where.length > 0 ? ` WHERE ${query.where.join(' AND ')}` : '';
}

/** The SQL of what a tile measures over its rows: how many, the mean of a column, or the share that pass. */
function measureSql(tile: Tile, source: ListSource): string {
  const column = tile.of ? source.columns.get(tile.of)?.sql : undefined;
  if (tile.measure === 'avg' && column) return `round(avg(${column})::numeric, 2)`;
  if (tile.measure === 'rate' && column) {
    return `round(100.0 * count(*) FILTER (WHERE ${column} >= ${Number(tile.atLeast)}) / nullif(count(${column}), 0), 1)`;
  }
  return 'count(*)';
}

/** A screen's rows as its policy lets a user read them: a tile over their own rows (their mailbox) counts only theirs. */
export function sourceOf(ctx: AppContext, user: SessionUser, resource: ServerScreen): ListSource {
  return policyOf(ctx, resource).rows(user);
}

/** Groups of a lookup column: every option of its list, in the list's order, the missing ones at zero (counts only). */
async function lookupPoints(
  ctx: AppContext, resource: ServerScreen, tile: Tile, counted: Map<string, number>, drillKey: string | undefined,
): Promise<TilePoint[]> {
  const group = tile.groupBy ?? '';
  const lookup = ctx.registry.lookups[resource.columns.find((column) => column.key === group)?.lookup
    ?? resource.fields.find((field) => field.key === group)?.lookup ?? resource.filters.find((filter) => filter.key === group)?.lookup ?? ''];
  const options = lookup ? await lookupRows(ctx.db, ctx.locales, lookup) : [];
  // a group with no rows counts zero, but has no mean and no pass rate: it is left out rather than drawn as 0
  const measured = tile.measure === undefined || tile.measure === 'count' ? options : options.filter((option) => counted.has(String(option.id)));
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

function bucketPoints(tile: Tile, counted: Map<string, number>): TilePoint[] {
  const { size, min, max } = tile.bucket!;
  const points: TilePoint[] = [];
  for (let from = min, index = 1; from < max; from += size, index += 1) {
    const to = Math.min(max, from + size);
    const label = `${Number(from.toFixed(2))}–${Number(to.toFixed(2))}`;
    points.push({ key: String(index), label_ka: label, label_en: label, value: counted.get(String(index)) ?? 0 });
  }
  return points;
}

async function answer(ctx: AppContext, user: SessionUser, resource: ServerScreen, tile: Tile): Promise<TileAnswer> {
  const source = sourceOf(ctx, user, resource);
  const query = parseListQuery(resource, source, { ...filterQuery(tile, ctx.config.timeZone), ...(tile.sort ? { sort: tile.sort } : {}) });
  if (tile.kind === 'list') return { kind: 'list', rows: await readTop(ctx.db, source, query, tile.limit ?? 5) };
  const measure = measureSql(tile, source);
  if (tile.kind === 'count') return (await counts(ctx, source, query, [tile]))[0];
  const group = source.columns.get(tile.groupBy ?? '');
  if (!group) return { kind: tile.kind, points: [] };
  let key = `${group.sql}::text`;
  if (tile.kind === 'line') key = `to_char(date_trunc('month', ${group.sql}), 'YYYY-MM')`;
  else if (tile.bucket) {
    const { size, min, max } = tile.bucket;
    key = `width_bucket(${group.sql}, ${Number(min)}, ${Number(max) + 1e-9}, ${Math.ceil((max - min) / size)})::text`;
  }
  const rows = await ctx.db.query<{ key: string | null; value: number | null }>(
    `SELECT ${key} AS key, ${measure} AS value FROM ${source.from}${whereOf(query)} GROUP BY 1 ORDER BY 1`, query.params,
  );
  const counted = new Map(rows.filter((row) => row.key !== null).map((row) => [String(row.key), Number(row.value ?? 0)]));
  if (tile.kind === 'line') {
    return { kind: 'line', points: monthsBetween([...counted.keys()]).map((month) => ({ key: month, ...monthLabels(ctx, month), value: counted.get(month) ?? 0 })) };
  }
  if (tile.bucket) return { kind: 'bar', points: bucketPoints(tile, counted) };
  const drillKey = resource.filters.some((filter) => filter.key === tile.groupBy && filter.kind === 'select') ? tile.groupBy : undefined;
  return { kind: 'bar', points: await lookupPoints(ctx, resource, tile, counted, drillKey) };
}

/** Figures over the same rows (the same screen and filter) measured in one pass over them. */
async function counts(ctx: AppContext, source: ListSource, query: ListQuery, tiles: readonly Tile[]): Promise<TileAnswer[]> {
  const measures = tiles.map((tile, index) => `${measureSql(tile, source)} AS v${index}`);
  const [row] = await ctx.db.query<Record<string, number | null>>(`SELECT ${measures.join(', ')} FROM ${source.from}${whereOf(query)}`, query.params);
  return tiles.map((_, index) => ({ kind: 'count', value: Number(row[`v${index}`] ?? 0) }));
}

/** The count tiles that read the same screen with the same filter, as groups measured together. */
function sameRows(tiles: readonly Tile[]): Tile[][] {
  const groups = new Map<string, Tile[]>();
  for (const tile of tiles) {
    const key = tile.kind === 'count' ? `${tile.screen}\u0000${JSON.stringify(tile.filter ?? {})}` : tile.id;
    groups.set(key, [...(groups.get(key) ?? []), tile]);
  }
  return [...groups.values()];
}

/** A group of tiles over the same rows: counts measured together, any other tile on its own. */
async function answerGroup(ctx: AppContext, user: SessionUser, group: readonly Tile[]): Promise<TileAnswer[]> {
  const resource = ctx.registry.screens[group[0].screen];
  if (group.length === 1) return [await answer(ctx, user, resource, group[0])];
  const source = sourceOf(ctx, user, resource);
  return counts(ctx, source, parseListQuery(resource, source, filterQuery(group[0], ctx.config.timeZone)), group);
}

/** Every tile of a dashboard the user may see, by id. */
export async function dashboardAnswers(ctx: AppContext, user: SessionUser, dashboard: ServerScreen): Promise<Record<string, TileAnswer>> {
  const answers: Record<string, TileAnswer> = {};
  const pending: Tile[] = [];
  const cacheOf = (tile: Tile) => {
    const resource = ctx.registry.screens[tile.screen];
    const table = resource.table ?? sourceOf(ctx, user, resource).table;
    // a reader or a scoped screen may answer each user differently (their own mail); a day's figures are a day's
    const key = `tile\u0000${dashboard.name}\u0000${tile.id}\u0000${resource.reader || resource.scope ? user.id : ''}\u0000${todayIn(ctx.config.timeZone)}`;
    return { table, key };
  };
  for (const tile of dashboard.tiles ?? []) {
    const resource = ctx.registry.screens[tile.screen];
    if (!resource || !mayOpen(user, resource)) continue;
    const { table, key } = cacheOf(tile);
    const remembered = table ? ctx.totals.get<TileAnswer>(table, key) : undefined;
    if (remembered !== undefined) answers[tile.id] = remembered;
    else pending.push(tile);
  }
  for (const group of sameRows(pending)) {
    const found = await answerGroup(ctx, user, group);
    group.forEach((tile, index) => {
      answers[tile.id] = found[index];
      const { table, key } = cacheOf(tile);
      if (table) ctx.totals.set(table, key, found[index]);
    });
  }
  // in the dashboard's order, whichever were remembered
  return Object.fromEntries((dashboard.tiles ?? []).flatMap((tile) => (tile.id in answers ? [[tile.id, answers[tile.id]]] : [])));
}

/** A dashboard (route tiles): the home greets everyone; another dashboard of nothing the user may read is a page they may not open. */
export async function tilesCapability(app: FastifyInstance, { ctx, screen }: ServedDashboard): Promise<void> {
  route(app, screen, 'tiles', async (request) => {
    const tiles = await dashboardAnswers(ctx, request.user!, screen);
    if (!screen.home && Object.keys(tiles).length === 0) throw new HttpError(403, 'server.errors.forbidden');
    return { tiles };
  });
}

// A grid screen's sheet (screen key grid): for one value of its scope (a course), the rows and columns its axis
// readers list (the course's students and assessment components) and the cells its table holds (their scores).
// A cell is written on its own: checked as a row of the table is (the form schema, the value's kind), refused
// for a row or column the scope does not have, kept once per (scope, row, column), emptied by a null, and kept in the
// cell's history (who, when, before and after); a sheet with a workflow takes cells only in a state that lets the
// user write them, and answers its state with the moves the user may make. A sheet whose
// scope must come from another screen's rows (scopeFrom: a lecturer's own courses) opens for those alone. Where the
// workflow publishes the records of the sheet's columns (a component's scores shown to students before approval),
// the sheet answers, while its state keeps its rows from some area, whether each column is published, and whoever
// may write its cells publishes or withdraws a column; each change is kept in the column record's history.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AxisName, ScaleName } from '../../contract/catalogue';
import type { AppContext } from '../kernel/context';
import type { ServerScreen, WorkflowView } from '../../contract/model';
import type { AxisItem, ScaleBand } from '../kernel/readers';
import { fieldError, HttpError } from '../core/errors';
import { checkBody } from '../kernel/write-body';
import { afterTableWrite } from '../kernel/records';
import { INT4_MAX, parseId } from '../kernel/values';
import { recordChange, recordValuesChange } from '../kernel/history';
import { checkRowWrite, readState, viewOf } from '../kernel/workflow';
import type { Row } from '../db/database';
import { readRowsById } from '../kernel/paged-list';
import { sourceOf } from './tiles';
import { route, type ServedScreen } from './served';
import type { SessionUser } from '../core/user';
import { bodyFields } from '../core/request-body';

export interface GridSheet {
  rows: AxisItem[];
  /** with `published` while the sheet's state hides its rows from an area its columns' records may be published to */
  columns: (AxisItem & { published?: boolean })[];
  cells: { row: number; column: number; value: number }[];
  /** for a sheet that grades its totals: the scale, highest band first, and the credits the scope's grades count (0: none) */
  scale?: ScaleBand[];
  credits?: number;
  /** for a sheet whose totals are a share with a limit: the scope's limit (a course's absences), null when it has none */
  limit?: number | null;
  /** for a sheet with a workflow: its state, whether the user may write its cells, the moves they may make */
  workflow?: WorkflowView;
}

function scopeOf(resource: ServerScreen, raw: unknown): number {
  // a number as JSON sends it, or as a query writes it; either way one an integer column holds
  const scope = typeof raw === 'number' ? raw : typeof raw === 'string' ? parseId(raw) : undefined;
  if (scope === undefined || !Number.isInteger(scope) || scope < 1 || scope > INT4_MAX) throw fieldError(resource.grid!.scope, 'validation.required');
  return scope;
}

async function axesOf(ctx: AppContext, resource: ServerScreen, scope: number): Promise<{ rows: AxisItem[]; columns: AxisItem[] }> {
  const grid = resource.grid!;
  const [rows, columns] = [await ctx.domains.axisReaders[grid.rows.reader as AxisName](ctx, scope), await ctx.domains.axisReaders[grid.columns.reader as AxisName](ctx, scope)];
  return { rows, columns };
}

/** A sheet the user may open: any, or with scopeFrom only one whose scope is a row they see in that screen. */
export async function checkScope(ctx: AppContext, resource: ServerScreen, user: SessionUser, scope: number): Promise<void> {
  const from = resource.grid!.scopeFrom;
  if (from === undefined) return;
  const rows = await readRowsById(ctx.db, sourceOf(ctx, user, ctx.registry.screens[from]), [scope]);
  if (rows.length === 0) throw new HttpError(404, 'server.errors.not_found');
}

export async function gridCapability(app: FastifyInstance, { ctx, screen: resource, routes }: ServedScreen): Promise<void> {
  const grid = resource.grid!;
  const table = resource.table!;

  route(app, resource, 'sheet', async (request): Promise<GridSheet> => {
    const scope = scopeOf(resource, (request.query as Record<string, unknown>)[grid.scope]);
    await checkScope(ctx, resource, request.user!, scope);
    const { rows, columns } = await axesOf(ctx, resource, scope);
    const cells = await ctx.db.query<{ row: number; column: number; value: number }>(
      `SELECT ${grid.rows.field} AS row, ${grid.columns.field} AS column, ${grid.value} AS value FROM ${table}
       WHERE ${grid.scope} = $1 AND ${grid.value} IS NOT NULL`,
      [scope],
    );
    const state = resource.workflow && await readState(ctx.db, resource.workflow, scope);
    const workflow = resource.workflow && viewOf(resource.workflow, state!, request.user!);
    const graded = grid.grade === undefined ? undefined : await ctx.domains.scaleReaders[grid.grade as ScaleName](ctx, scope);
    const hides = resource.workflow?.states.some((candidate) => candidate.id === state && (candidate.hiddenFrom ?? []).length > 0);
    const shown = routes.has('publish') && hides ? await publishedOf(columns) : columns;
    const limit = grid.share?.limit === undefined ? undefined : await limitOf(scope, grid.share.limit);
    return { rows, columns: shown, cells, ...(graded ? { scale: graded.bands, credits: graded.credits } : {}), ...(limit !== undefined ? { limit } : {}), ...(workflow ? { workflow } : {}) };
  });

  /** The scope's record's limit of a share (a course's absence limit), from the table of the scope's lookup. */
  async function limitOf(scope: number, field: string): Promise<number | null> {
    const list = resource.fields.find((candidate) => candidate.key === grid.scope)?.lookup;
    const records = list === undefined ? undefined : ctx.registry.lookups[list]?.table;
    if (records === undefined) return null;
    const [record] = await ctx.db.query<{ limit: number | null }>(`SELECT ${field} AS limit FROM ${records} WHERE id = $1`, [scope]);
    return record?.limit ?? null;
  }

  /** The columns, each with whether its record is published. */
  async function publishedOf(columns: AxisItem[]): Promise<GridSheet['columns']> {
    const { field, table: records } = resource.workflow!.publish!;
    const published = new Set((await ctx.db.query<{ id: number }>(
      `SELECT id FROM ${records} WHERE id = ANY($1::integer[]) AND ${field}`, [columns.map((column) => column.id)],
    )).map((row) => row.id));
    return columns.map((column) => ({ ...column, published: published.has(column.id) }));
  }

  /** A write to the sheet (a cell, a column's publishing): its body, its scope as the user's, and the scope's axes. */
  async function sheetWrite(request: FastifyRequest): Promise<{ body: Record<string, unknown>; scope: number; rows: AxisItem[]; columns: AxisItem[] }> {
    const body = bodyFields(request);
    const scope = scopeOf(resource, body[grid.scope]);
    await checkScope(ctx, resource, request.user!, scope);
    return { body, scope, ...(await axesOf(ctx, resource, scope)) };
  }
  /** Refuses a row or column the scope does not have, under its field. */
  const onAxis = (field: string, items: readonly AxisItem[], value: unknown): void => {
    if (!Number.isInteger(value)) throw fieldError(field, 'validation.type');
    if (!items.some((item) => item.id === value)) throw fieldError(field, 'validation.unknown_option', { ids: String(value) });
  };

  if (routes.has('publish')) {
    route(app, resource, 'publish', async (request) => {
      const { body, scope, columns } = await sheetWrite(request);
      const column = body[grid.columns.field];
      onAxis(grid.columns.field, columns, column);
      const { field, table: records } = resource.workflow!.publish!;
      const published = body[field];
      if (typeof published !== 'boolean') throw fieldError(field, 'validation.type');
      await ctx.db.transaction(async (tx) => {
        await checkRowWrite(tx, resource, request.user!, { [grid.scope]: scope });
        const [before] = await tx.query<{ published: boolean | null }>(`SELECT ${field} AS published FROM ${records} WHERE id = $1 FOR UPDATE`, [column]);
        if (!before) throw new HttpError(404, 'server.errors.not_found');
        if ((before.published ?? false) === published) return;
        await tx.query(`UPDATE ${records} SET ${field} = $2, updated_at = now() WHERE id = $1`, [column, published]);
        await recordValuesChange(tx, records, column as number, request.user!.id, { [field]: [before.published, published] });
      });
      // the sheet's cells of the column are seen or not by those it is published to: their counts go too
      for (const written of [records, table]) await afterTableWrite(ctx, written);
      return { [field]: published };
    });
  }

  if (!routes.has('cell')) return;
  route(app, resource, 'cell', async (request) => {
    const { body, scope, rows, columns } = await sheetWrite(request);
    const [row, column] = [body[grid.rows.field], body[grid.columns.field]];
    onAxis(grid.rows.field, rows, row);
    onAxis(grid.columns.field, columns, column);
    const key = [scope, row, column];
    const value = body[grid.value] === null ? null : (await checkBody(resource, {
      values: { [grid.scope]: scope, [grid.rows.field]: row, [grid.columns.field]: column, [grid.value]: body[grid.value] }, files: [], multipart: false,
    }, ctx.config.timeZone)).values[grid.value];
    const cell = `${grid.scope} = $1 AND ${grid.rows.field} = $2 AND ${grid.columns.field} = $3`;
    const saved = await ctx.db.transaction(async (tx) => {
      await checkRowWrite(tx, resource, request.user!, { [grid.scope]: scope });
      const [before] = await tx.query<Row>(`SELECT * FROM ${table} WHERE ${cell} FOR UPDATE`, key);
      if (value === null) {
        if (!before) return null;
        await tx.query(`DELETE FROM ${table} WHERE id = $1`, [before.id]);
        await recordChange(tx, resource, table, 'delete', request.user!.id, before, undefined, { row: before, parts: {}, links: [] });
        return null;
      }
      const [after] = await tx.query<Row>(
        `INSERT INTO ${table} (${grid.scope}, ${grid.rows.field}, ${grid.columns.field}, ${grid.value}) VALUES ($1, $2, $3, $4)
         ON CONFLICT (${grid.scope}, ${grid.rows.field}, ${grid.columns.field}) DO UPDATE SET ${grid.value} = EXCLUDED.${grid.value}, updated_at = now()
         RETURNING *`,
        [...key, value],
      );
      await recordChange(tx, resource, table, before ? 'update' : 'create', request.user!.id, before, after);
      return after[grid.value] as number;
    });
    await afterTableWrite(ctx, table);
    return { value: saved };
  });
}

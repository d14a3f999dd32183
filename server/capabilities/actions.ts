// A screen's actions (screen key actions): POST <endpoint>/actions/<id>. An action on the screen may take the
// screen's fields as its form, or have fields of its own; one on a row or a selection takes ids ({ids} as JSON,
// or ?id=<row> / ?ids=<rows> beside a form of its own or a questionnaire's answers), and only ids of rows the user's
// list holds (a scoped screen: their own), each meeting the action's `when`, or nothing is done; an action that
// reports per row (delete, enrol) refuses a row gone meanwhile and does the others. An action may answer a file, a
// report, or a background job doing the work (202).
import type { FastifyInstance } from 'fastify';
import { fileOperations, type OperationName } from '../../contract/catalogue';
import type { ActionModel } from '../../contract/model';
import type { Row } from '../db/database';
import type { AppContext } from '../kernel/context';
import { requirePermission } from '../auth/guard';
import { fieldError, HttpError } from '../core/errors';
import { languageOf } from '../core/i18n';
import type { ListSource } from '../kernel/list-query';
import { readRowsById, readTop } from '../kernel/paged-list';
import { parseListQuery } from '../kernel/list-query';
import { INT4_MAX, parseId } from '../kernel/values';
import { withCheckedForm } from '../kernel/records';
import { readRawBody, type RawBody } from '../kernel/write-body';
import { route, type ServedScreen } from './served';
import { raiseDeclared } from '../notifications/declared';
import { meetsWhen } from '../../contract/conditions';

/** The most rows one call may act on: a few pages' worth, well within one transaction. */
export const MAX_ACTION_ROWS = 500;

function idsOf(body: unknown, action: ActionModel): number[] {
  const ids = (body as { ids?: unknown } | null)?.ids;
  if (!Array.isArray(ids) || ids.length === 0) throw fieldError('ids', 'server.bulk.no_selection');
  if (ids.length > MAX_ACTION_ROWS) throw fieldError('ids', 'server.bulk.too_many', { max: MAX_ACTION_ROWS });
  if (!ids.every((id) => Number.isInteger(id) && (id as number) > 0 && (id as number) <= INT4_MAX)) throw fieldError('ids', 'server.bulk.bad_selection');
  if (action.on === 'row' && ids.length !== 1) throw new HttpError(422, 'server.errors.bad_body');
  return [...new Set(ids as number[])];
}

/** The version of each ticked row as the list showed it ({versions: {"<id>": "<version>"}}), when the call names them. */
function versionsOf(body: unknown): Map<number, string> {
  const versions = (body as { versions?: unknown } | null)?.versions;
  if (versions === undefined || versions === null) return new Map();
  if (typeof versions !== 'object' || Array.isArray(versions)) throw new HttpError(422, 'server.errors.bad_body');
  const entries = Object.entries(versions as Record<string, unknown>);
  if (entries.length > MAX_ACTION_ROWS || !entries.every(([id, version]) => /^[1-9]\d{0,9}$/.test(id) && typeof version === 'string' && version.length <= 40)) {
    throw new HttpError(422, 'server.errors.bad_body');
  }
  return new Map(entries.map(([id, version]) => [Number(id), String(version).replace(/^"(.*)"$/, '$1')]));
}

/** The row an action with a form acts on, named in the query (?id=), beside the form's body. */
function rowIdOf(query: unknown): number[] {
  const id = parseId(String((query as { id?: unknown } | null)?.id ?? ''));
  return id === undefined ? [] : [id];
}

/**
 * The versions of a selection's rows as the list showed them, beside an action's form (?versions=5:1234,8:1240): a row
 * written since is refused.
 */
function formVersionsOf(query: unknown): Map<number, string> {
  const text = String((query as { versions?: unknown } | null)?.versions ?? '');
  if (text === '') return new Map();
  const pairs = text.split(',').map((pair) => pair.split(':'));
  if (pairs.length > MAX_ACTION_ROWS || !pairs.every(([id, version, rest]) => rest === undefined && parseId(id ?? '') !== undefined && /^\d{1,20}$/.test(version ?? ''))) {
    throw new HttpError(422, 'server.errors.bad_body');
  }
  return new Map(pairs.map(([id, version]) => [Number(id), version]));
}

/** The list's query an action on every row it chooses is run with (?all=1 beside the list's filters), less the action's own keys. */
function listedOf(query: unknown): Record<string, unknown> | undefined {
  const { all, ids: _ids, id: _id, versions: _versions, ...listed } = (query ?? {}) as Record<string, unknown>;
  return all === '1' ? listed : undefined;
}

/** The rows an action with a form is for: a row's (?id=5), or a selection's (?ids=5,8,13, checked as a body's ids). */
function formRowsOf(query: unknown, action: ActionModel): number[] {
  if (action.on !== 'selection') return rowIdOf(query);
  const listed = String((query as { ids?: unknown } | null)?.ids ?? '');
  return idsOf({ ids: listed === '' ? [] : listed.split(',').map(Number) }, action);
}

/**
 * The rows named, as the user's list reads them; one they cannot see is a 404 (unless the action reports per row,
 * and refuses that one alone), one the action does not apply to a 422.
 */
async function rowsOf(ctx: AppContext, source: ListSource, action: ActionModel, ids: readonly number[], reportsRows: boolean): Promise<Row[]> {
  if (ids.length === 0) throw new HttpError(404, 'server.errors.not_found');
  const rows = await readRowsById(ctx.db, source, ids);
  if (rows.length !== ids.length && !reportsRows) throw new HttpError(404, 'server.errors.not_found');
  if (!rows.every((row) => meetsWhen(action.when, row))) throw new HttpError(422, 'server.errors.not_applicable');
  return rows;
}

/** A form's body with only the form's own fields, its values and files: what else it carries writes nothing. */
function narrowedBody(raw: RawBody, fields: readonly { key: string }[]): RawBody {
  const keys = new Set(fields.map((field) => field.key));
  return {
    ...raw,
    values: Object.fromEntries(Object.entries(raw.values).filter(([key]) => keys.has(key))),
    files: raw.files.filter((file) => keys.has(file.field)),
  };
}

/** How many rows ended how: {deleted: 2, refused: 1}. */
function tally(results: readonly { status: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) counts[result.status] = (counts[result.status] ?? 0) + 1;
  return counts;
}

export async function actionsCapability(app: FastifyInstance, { ctx, screen, sourceFor }: ServedScreen): Promise<void> {
  for (const action of screen.actions) {
    const run = ctx.domains.operations[action.run as OperationName];
    const preHandler = action.permission ? requirePermission(ctx.sessions, [action.permission]) : undefined;
    route(app, screen, 'action', async (request, reply) => {
      const user = request.user!;
      const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
      const form = action.form ? screen : action.fields ? { name: `${screen.name}-${action.id}`, fields: action.fields, schema: action.schema ?? {} } : undefined;
      const source = sourceFor(request);
      // every row the list chooses: its query read as the list reads it now, so a bad one is refused before any work
      const listed = run.onList && action.on === 'selection' ? listedOf(request.query) : undefined;
      if (listed) parseListQuery(screen, source, listed);
      const ids = listed ? [] : form ? formRowsOf(request.query, action)
        : action.questionnaire ? rowIdOf(request.query) : action.on === 'screen' ? [] : idsOf(request.body, action);
      const rows = action.on === 'screen' || listed ? [] : await rowsOf(ctx, source, action, ids, run.reportsRows === true);
      if (action.whileEmpty && (await readTop(ctx.db, source, parseListQuery(screen, source, {}), 1)).length > 0) throw new HttpError(422, 'server.errors.not_applicable');
      const versions = action.questionnaire ? new Map<number, string>() : form ? formVersionsOf(request.query) : versionsOf(request.body);
      const call = { ctx, user, t, resource: screen, action: action.id, log: request.log, rows, ids, source, versions, listed };
      // a questionnaire's answers are checked by its operation against the row's questions, which no schema knows
      const answer = form && run.writesForm
        ? await run({ ...call, values: {}, form: narrowedBody(await readRawBody(request), form.fields) })
        : form
          ? await withCheckedForm(ctx, form, await readRawBody(request), (values) => run({ ...call, values }))
          : await run({ ...call, values: action.questionnaire ? (await readRawBody(request)).values : {} });
      // whom the action tells (notify) once its work is done: a job's end is told to its owner by the job itself
      if (action.notify && !answer.job) {
        const refused = new Set((answer.results ?? []).flatMap((result) => (result.status === 'refused' ? [result.id] : [])));
        const records = rows.flatMap((row) => (typeof row.id === 'number' && !refused.has(row.id) ? [row.id] : []));
        await raiseDeclared(ctx, ctx.db, { kind: 'action', declared: action.notify, table: screen.table, records, actor: user, reached: answer.reached })
          .catch((error: unknown) => request.log.error(error));
      }
      if (!answer.file) {
        const { done, message, report, results, job, shownOnce, redirect, opens } = answer;
        if (job) return reply.code(202).send({ done, message, job });
        return {
          done, message, ...(report ? { report } : {}), ...(results ? { results, counts: tally(results) } : {}), ...(shownOnce ? { shownOnce } : {}),
          ...(redirect ? { redirect } : {}), ...(opens !== undefined ? { opens } : {}),
        };
      }
      const type = fileOperations[action.run as OperationName];
      if (!type) throw new Error(`the operation ${action.run} answered a file and fileOperations names no type for it`);
      return reply
        .header('content-type', type)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(answer.file.name)}`)
        .send(answer.file.content);
    }, { params: { action: action.id }, preHandler });
  }
}

// The API of every screen in the registry: a list at its endpoint (paged, sorted, filtered),
// its export, and for stored resources show, create, update and delete.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Row } from '../db/database';
import type { ResourceDefinition } from '../registry';
import type { AppContext } from '../context';
import { requireArea, requirePermission } from '../auth/guard';
import { HttpError } from '../errors';
import { readers } from '../reads';
import { lookupRows } from './lookups';
import { parseListQuery, scopedSource, type ListSource } from './list-query';
import { readPage, readRowsById, readTotals } from './paged-list';
import { tableSource, type TableSource } from './table-source';
import { createRow, deleteRow, findRow, findVersionedRow, restoreRow, updateRow, type Expected } from './crud';
import { readDeleted, readHistory } from './history';
import { readRawBody } from './write-body';
import { parseId } from './values';
import { exportWorkbook, XLSX_TYPE } from './export';
import { dashboardAnswers } from './widgets';
import { registerGridRoutes } from './grid';
import { registerActionRoutes } from './actions';
import type { Paged } from '../../contract/dsl';
import { languageOf } from '../i18n';
import { REGISTER_TABLE } from '../db/tables';

function idOf(request: FastifyRequest): number {
  const id = parseId((request.params as { id: string }).id);
  if (id === undefined) throw new HttpError(404, 'server.errors.not_found');
  return id;
}

/** The version a write expects (If-Match: "<version>", or *); none: the write is not checked (an API client's). */
function expectedVersion(request: FastifyRequest): Expected {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const value = String(header).trim();
  return value === '*' ? '*' : value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/** A page number from the query (1 when none or not one). */
function pageOf(request: FastifyRequest): number {
  const page = parseId(String((request.query as { page?: unknown }).page ?? '1'));
  return page ?? 1;
}

function underKey(resource: ResourceDefinition, page: Paged<Row> & { totals?: Record<string, number> }): Record<string, unknown> {
  return resource.responseKey ? { [resource.responseKey]: page } : { ...page };
}

/** Screens that share an endpoint (news and signs) answer once, to a holder of either permission. */
function byEndpoint(resources: readonly ResourceDefinition[]): Map<string, ResourceDefinition[]> {
  const groups = new Map<string, ResourceDefinition[]>();
  for (const resource of resources) groups.set(resource.endpoint, [...(groups.get(resource.endpoint) ?? []), resource]);
  return groups;
}

export function registerResourceRoutes(app: FastifyInstance, ctx: AppContext): void {
  // a public form has no list: its one route is its action's (public-forms.ts)
  const listed = Object.values(ctx.registry.resources).filter((resource) => resource.area !== 'public');
  for (const [endpoint, group] of byEndpoint(listed)) {
    const resource = group.find((r) => !r.readOnly) ?? group[0];
    const guard = resource.area && resource.area !== 'public'
      ? requireArea(ctx.sessions, resource.area)
      : requirePermission(ctx.sessions, [...new Set(group.flatMap((r) => (r.permission ? [r.permission] : [])))]);
    if (resource.view === 'dashboard') {
      app.get(endpoint, { preHandler: guard }, async (request) => {
        const widgets = await dashboardAnswers(ctx, request.user!, resource);
        // the home greets everyone; another dashboard of nothing the user may read is a page they may not open
        if (!resource.home && Object.keys(widgets).length === 0) throw new HttpError(403, 'server.errors.forbidden');
        return { widgets };
      });
      continue;
    }
    const irregular = resource.source === undefined ? undefined : readers[resource.source];
    if (!resource.table && !irregular) throw new Error(`the screen ${resource.screen} names no table and no known source`);
    if (irregular?.owner !== undefined && resource.scope !== irregular.owner) {
      throw new Error(`the screen ${resource.screen} reads ${resource.source}, whose rows are a user's own: it must say scope: ${irregular.owner}`);
    }
    const storedSource = resource.table ? tableSource(ctx.registry, resource) : undefined;
    const sourceFor = (request: FastifyRequest): ListSource =>
      scopedSource(resource, irregular ? irregular.source(ctx, request.user!) : storedSource!, request.user!);

    app.get(endpoint, { preHandler: guard }, async (request) => {
      const source = sourceFor(request);
      const query = parseListQuery(resource, source, request.query as Record<string, unknown>);
      const page = async () => {
        const paged = await readPage(ctx.db, ctx.totals, source, query);
        return irregular?.shapeRow ? { ...paged, data: paged.data.map(irregular.shapeRow) } : paged;
      };
      if (irregular?.respond) return irregular.respond(ctx, resource, source, query, page);
      const lookups = Object.fromEntries(await Promise.all((resource.withLookups ?? []).map(async (name) => [
        name, await lookupRows(ctx.db, ctx.locales, ctx.registry.lookups[name]),
      ] as const)));
      const paged = await page();
      const totals = resource.totals?.length ? await readTotals(ctx.db, ctx.totals, source, query, resource.totals) : undefined;
      return { ...underKey(resource, totals ? { ...paged, totals } : paged), ...lookups };
    });

    if (group.some((r) => r.export) && !irregular?.respond) {
      app.get(`${endpoint}/export`, { preHandler: guard }, async (request, reply: FastifyReply) => {
        const source = sourceFor(request);
        const query = parseListQuery(resource, source, request.query as Record<string, unknown>);
        const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
        const stream = await exportWorkbook(ctx.db, ctx.registry, ctx.locales, t, resource, source, query);
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${resource.screen}.xlsx"`)
          .send(stream);
      });
    }

    // a long export runs as a job (server/jobs): answered at once with the job, which the browser follows
    if (group.some((r) => r.export) && !irregular && resource.table) {
      app.post(`${endpoint}/export-job`, { preHandler: guard }, async (request, reply: FastifyReply) => {
        const query = request.query as Record<string, unknown>;
        // refused here, as the export itself refuses it, rather than in the job
        parseListQuery(resource, sourceFor(request), query);
        const id = await ctx.jobs.enqueue('exportList', request.user!, { screen: resource.screen, query }, languageOf(request.headers['accept-language']));
        return reply.code(202).send({ job: { id } });
      });
    }

    // an assembled row opens in the detail view when its screen names the fields or columns to show (as the
    // reader assembles it, also where the screen names the table its actions write: a lecturer's own subjects)
    const assembledRow = irregular !== undefined && !irregular.respond && (resource.fields.length > 0 || resource.detail !== undefined);
    if (assembledRow) {
      app.get(`${endpoint}/:id`, { preHandler: guard }, async (request) => {
        const [row] = await readRowsById(ctx.db, sourceFor(request), [idOf(request)]);
        if (!row) throw new HttpError(404, 'server.errors.not_found');
        const opened = irregular.opened ? await irregular.opened(ctx, row) : row;
        return { data: irregular.shapeRow ? irregular.shapeRow(opened) : opened };
      });
    }
    registerActionRoutes(app, ctx, resource, guard, sourceFor);
    if (!storedSource) continue;
    if (resource.grid) registerGridRoutes(app, ctx, resource, guard);
    // a sheet opened only for some scopes (a lecturer's own courses) is reached through its sheet alone
    if (resource.grid?.scopeFrom) continue;
    const source: TableSource = storedSource;
    // the screen's recently deleted records (of a shared table, its own: an applicant of this register)
    if (!resource.scope && !resource.readOnly) {
      app.get(`${endpoint}/deleted`, { preHandler: guard }, async (request) => readDeleted(
        ctx.db, source.table, resource.table === REGISTER_TABLE ? { key: 'register', value: resource.screen } : undefined, pageOf(request),
      ));
    }
    // a record answers with its version as its ETag, which a write names in If-Match
    if (!assembledRow) app.get(`${endpoint}/:id`, { preHandler: guard }, async (request, reply) => {
      // of a user's own rows, another's answers as one that is not there, as does a row the screen does not show
      const [shown] = resource.scope || resource.only || resource.mine ? await readRowsById(ctx.db, sourceFor(request), [idOf(request)]) : [];
      if ((resource.scope || resource.only) && !shown) throw new HttpError(404, 'server.errors.not_found');
      const { row, version } = await findVersionedRow(ctx.db, resource, source, idOf(request));
      // with the user's own marks, as the list shows them (a survey answered)
      const marks = Object.fromEntries(Object.keys(resource.mine ?? {}).map((key) => [key, shown?.[key] ?? false]));
      return reply.header('etag', `"${version}"`).send({ data: { ...row, ...marks } });
    });
    // a record's history, of a record this screen opens (an applicant of its own register); a user's own rows
    // (a scope) have none to show another
    if (!resource.scope) {
      app.get(`${endpoint}/:id/history`, { preHandler: guard }, async (request) => {
        const row = await findRow(ctx.db, resource, source, idOf(request));
        return readHistory(ctx.db, source.table, Number(row.id), pageOf(request));
      });
    }
    if (resource.readOnly) continue;
    app.post(endpoint, { preHandler: guard }, async (request, reply) => {
      const { row, version } = await createRow(ctx, request.user!, resource, source, await readRawBody(request));
      return reply.code(201).header('etag', `"${version}"`).send({ data: row });
    });
    app.put(`${endpoint}/:id`, { preHandler: guard }, async (request, reply) => {
      const { row, version } = await updateRow(ctx, request.user!, resource, source, idOf(request), await readRawBody(request), expectedVersion(request));
      return reply.header('etag', `"${version}"`).send({ data: row });
    });
    app.delete(`${endpoint}/:id`, { preHandler: guard }, async (request, reply) => {
      const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
      await deleteRow(ctx, request.user!, t, resource, source, idOf(request), expectedVersion(request));
      return reply.code(204).send();
    });
    // a deleted record brought back, by whoever may delete it (the screen's permission)
    if (!resource.scope) {
      app.post(`${endpoint}/:id/restore`, { preHandler: guard }, async (request) => ({
        data: await restoreRow(ctx, request.user!, resource, source, idOf(request)),
      }));
    }
  }
}

// A row opened (route record): as its reader assembles it, or as its table stores it, with its version as its ETag,
// which a write names in If-Match. Of a user's own rows, another's answers as one that is not there, as does a row
// the screen does not show. A row read from its table carries the user's own marks (column key mine) and its places
// left (placesLeft), as its list does, and a row that holds its workflow's state answers the state and the moves the
// user may make beside it. Every row is read through the screen's policy (sourceFor) first.
import type { FastifyInstance } from 'fastify';
import { opensAssembledRow } from '../../contract/routes';
import { HttpError } from '../core/errors';
import { readRowsById } from '../kernel/paged-list';
import { findVersionedRow } from '../kernel/versions';
import { readState, reasonOfState, viewOf } from '../kernel/workflow';
import { idOf, route, type ServedScreen } from './served';

export async function recordCapability(app: FastifyInstance, { ctx, screen, reader, stored, sourceFor }: ServedScreen): Promise<void> {
  if (reader && opensAssembledRow(screen)) {
    route(app, screen, 'record', async (request) => {
      const [row] = await readRowsById(ctx.db, sourceFor(request), [idOf(request)]);
      if (!row) throw new HttpError(404, 'server.errors.not_found');
      const opened = reader.opened ? await reader.opened(ctx, row) : row;
      return { data: reader.shapeRow ? reader.shapeRow(opened) : opened };
    });
    return;
  }
  if (!stored) return;
  // the columns the list works out: marking the rows the user is named with (column key mine), a record's places left
  const worked = screen.columns.flatMap((column) => (column.mine || column.placesLeft ? [column] : []));
  route(app, screen, 'record', async (request, reply) => {
    // the row as the policy lets the user read it: one it does not is not there
    const [shown] = await readRowsById(ctx.db, sourceFor(request), [idOf(request)]);
    if (!shown) throw new HttpError(404, 'server.errors.not_found');
    const { row, version } = await findVersionedRow(ctx.db, screen, stored, idOf(request));
    // with the user's own marks and the places left, as the list shows them (a survey answered)
    const marked = Object.fromEntries(worked.map((column) => [column.key, shown?.[column.key] ?? (column.mine ? false : null)]));
    // a record that holds its workflow's state: the state, and the moves the user may make from it
    const own = screen.workflow && screen.workflow.of === undefined ? screen.workflow : undefined;
    const state = own && await readState(ctx.db, own, Number(row.id));
    // with the reason the record was moved into its state for (a request refused: why), as its history keeps it
    const reason = own && await reasonOfState(ctx.db, own, Number(row.id), state!);
    const view = own && { ...viewOf(own, state!, request.user!), ...(reason ? { reason } : {}) };
    // a screen that makes no moves (a read-only one: a student's own applications) offers none
    const workflow = view && (screen.routes.includes('transition') ? view : { ...view, transitions: [] });
    return reply.header('etag', `"${version}"`).send({ data: { ...row, ...marked }, ...(workflow ? { workflow } : {}) });
  });
}

// A screen's workflow moves (route transition, screen key workflow): POST <endpoint>/<id>/transition with the
// transition's name and, where it asks one, the reason. The id is the record that holds the state: the row itself,
// or, on a grid, the sheet's scope (a course), which the user must be able to open. The move, its checks and its
// history entry are one transaction (kernel/workflow.ts), with the notifications the move declares; the answer is the
// record's state as the user now sees it.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../core/errors';
import { checkScope } from './grid';
import { idOf, route, type ServedScreen } from './served';
import { bodyFields } from '../core/request-body';

export async function workflowCapability(app: FastifyInstance, { ctx, screen, policy }: ServedScreen): Promise<void> {
  const workflow = screen.workflow!;
  route(app, screen, 'transition', async (request) => {
    const id = idOf(request);
    const body = bodyFields(request);
    if (screen.grid) await checkScope(ctx, screen, request.user!, id);
    else if (!await policy.reads(ctx.db, request.user!, id)) throw new HttpError(404, 'server.errors.not_found');
    return ctx.domains.moveRecord(ctx, screen, workflow, [screen.table!], id, request.user!, { transition: body.transition, reason: body.reason }, request.log);
  });
}

// A screen's workflow moves (route transition, screen key workflow): POST <endpoint>/<id>/transition with the
// transition's name and, where it asks one, the reason. The id is the record that holds the state: the row itself,
// or, on a grid, the sheet's scope (a course), which the user must be able to open. The move, its checks and its
// history entry are one transaction (kernel/workflow.ts), with the notifications the move declares; the answer is the
// record's state as the user now sees it.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../core/errors';
import { makeTransition } from '../kernel/workflow';
import { readRowsById } from '../kernel/paged-list';
import { afterTableWrite } from '../kernel/records';
import { checkScope } from './grid';
import { idOf, route, type ServedScreen } from './served';
import { bodyFields } from '../core/request-body';
import { raiseDeclared } from '../notifications/declared';

export async function workflowCapability(app: FastifyInstance, { ctx, screen, sourceFor }: ServedScreen): Promise<void> {
  const workflow = screen.workflow!;
  route(app, screen, 'transition', async (request) => {
    const id = idOf(request);
    const body = bodyFields(request);
    if (screen.grid) await checkScope(ctx, screen, request.user!, id);
    else if ((await readRowsById(ctx.db, sourceFor(request), [id])).length === 0) throw new HttpError(404, 'server.errors.not_found');
    const { view, written, afterCommit } = await ctx.db.transaction(async (tx) => {
      const moved = await makeTransition(tx, ctx.hooks, workflow, id, request.user!, { transition: body.transition, reason: body.reason });
      // whom the move tells (notify), in its transaction: told once it commits
      const declared = workflow.transitions.find((transition) => transition.id === body.transition)?.notify;
      await raiseDeclared(ctx, tx, { kind: 'workflow', declared, table: workflow.table, records: [id], actor: request.user! });
      return moved;
    });
    // the rows that belong to the record (a sheet's grades) are seen or not by its new state: their counts go too
    for (const table of new Set([workflow.table, screen.table!, ...written])) await afterTableWrite(ctx, table);
    // what the domains do once the move stands (a mail); its failure is logged, and the move stands
    for (const work of afterCommit) await work().catch((error: unknown) => request.log.error(error));
    return view;
  });
}
